import type { Schema } from '@contract/platform/endpoint';
import { type FormErrors, schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import type { FormEvent } from 'react';
import { useEffect, useMemo } from 'react';
import type * as z from 'zod/mini';
import { useLeaveGuard } from '@/shared/hooks/use-leave-guard';
import { splitRefusal } from './server-field-errors';

export interface ContractFormOptions<S extends Schema, V extends Record<string, unknown>> {
  /** The endpoint's input schema (`endpoint.input`): the one validator, whose Chinese messages show under the fields. */
  schema: S;
  /** The form's values when it opens; mount the form when its dialog opens (see the dialogs) rather than resetting it. */
  initialValues: V;
  /**
   * The endpoint's input from the form's values, when they differ (a number
   * kept as text, ids the form does not edit). The schema's errors go under
   * the field of the same name, or the one `fieldOf` names.
   */
  toInput?: (values: V) => z.input<S>;
  /** The form field that holds an input field kept under another name (`{ moderatorIds: 'moderators' }`). */
  fieldOf?: Partial<Record<keyof z.input<S> & string, keyof V & string>>;
  /** The last failed call (`mutation.error`): its field messages go under the fields, the rest to {@link ContractForm.failure}. */
  error?: unknown;
  /** Ask before leaving the screen (in the app, or closing the tab) while the form has changes. */
  guardLeave?: boolean;
}

export interface ContractForm<S extends Schema, V extends Record<string, unknown>> {
  /** The @mantine/form form: `form.getInputProps('name')` on each input. */
  form: UseFormReturnType<V>;
  /** The `<form onSubmit>` handler: validates by the schema and hands `send` the parsed (trimmed, defaulted) input. */
  onSubmit: (send: (input: z.output<S>) => void) => (event?: FormEvent<HTMLFormElement>) => void;
  /** What of the last failed call belongs to no field, for the form's alert (`<Failure error={failure} />`). */
  failure: { message: string } | null;
  /** A field's message as text, for inputs whose `error` takes a string (the pickers); the form only ever sets text. */
  errorOf: (field: keyof V & string) => string | undefined;
  /** The leave guard's state when `guardLeave`: render `<LeaveFormDialog blocker={blocker} />`. */
  blocker: ReturnType<typeof useLeaveGuard>;
}

/**
 * One way to build a form (ARCHITECTURE §2): @mantine/form validated by the
 * endpoint's own input schema, so the form refuses exactly what the server
 * refuses, in the contract's words, and nothing is written twice.
 */
export function useContractForm<S extends Schema, V extends Record<string, unknown>>({
  schema,
  initialValues,
  toInput = (values) => values as z.input<S>,
  fieldOf = {},
  error,
  guardLeave = false,
}: ContractFormOptions<S, V>): ContractForm<S, V> {
  const schemaErrors = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  // An input path under a renamed field (`moderatorIds.3`) is that form field's error.
  const onFields = (errors: FormErrors): FormErrors => {
    const out: FormErrors = {};
    for (const [path, message] of Object.entries(errors)) {
      const [head] = path.split('.');
      const field = (fieldOf as Record<string, string | undefined>)[head] ?? path;
      out[field] ??= message;
    }
    return out;
  };
  const resolve = (values: V) => onFields(schemaErrors(toInput(values)));
  const form = useForm<V>({
    initialValues,
    validate: resolve,
    // A field's message goes as soon as it is edited; the next submit judges again.
    clearInputErrorOnChange: true,
  });
  const refusal = useMemo(() => splitRefusal(schema, error), [schema, error]);
  // The server's field messages arrive with a failed call, outside any render of the form: put them under their fields once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failed call; `form` is a new object every render.
  useEffect(() => {
    if (Object.keys(refusal.fields).length) form.setErrors(onFields(refusal.fields));
  }, [refusal]);
  const blocker = useLeaveGuard({ isDirty: () => guardLeave && form.isDirty() });
  const onSubmit: ContractForm<S, V>['onSubmit'] = (send) =>
    form.onSubmit((values) => {
      const parsed = schema.safeParse(toInput(values));
      // The resolver already passed these values; a failure here would be a bug in `toInput`, shown rather than sent.
      if (!parsed.success) return form.setErrors(resolve(values));
      send(parsed.data as z.output<S>);
    });
  const errorOf = (field: keyof V & string) => {
    const message = form.errors[field];
    return typeof message === 'string' ? message : undefined;
  };
  return { form, onSubmit, failure: refusal.rest === null ? null : { message: refusal.rest }, errorOf, blocker };
}

/**
 * Parses `input` by another endpoint's schema for a call beside the form's own (a code sent to the
 * value of a field): resolves with the parsed input, or puts the first refusal under `field` and rejects.
 */
export function parsedFor<S extends Schema, V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  field: keyof V & string,
  schema: S,
  input: z.input<S>,
): Promise<z.output<S>> {
  const checked = schema.safeParse(input);
  if (checked.success) return Promise.resolve(checked.data as z.output<S>);
  const message = checked.error.issues[0]?.message ?? '';
  form.setFieldError(field, message);
  return Promise.reject(new Error(message));
}
