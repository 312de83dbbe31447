/** A value of one multipart field. */
export type FormValue = string | number | boolean | Blob | readonly (string | number)[] | null | undefined;

/** An upload's fields by name, in the order they are sent. */
export type FormInput = Readonly<Record<string, FormValue>>;

/**
 * The multipart body of an upload, the way the server reads it: files keep
 * their names, lists are comma-joined, numbers and flags are text, and empty
 * values (undefined, null, '', []) are left out. Fields keep the input's order.
 */
export function toFormData(input: FormInput): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === '') continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else if (Array.isArray(value)) {
      if (value.length) form.append(name, value.join(','));
    } else form.append(name, String(value));
  }
  return form;
}
