import type { Schema } from '@contract/platform/endpoint';

/** The contract's own message for a bad form value, or undefined when it is fine: forms validate by the server's rules. */
export function schemaMessage(schema: Schema, value: string): string | undefined {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
}
