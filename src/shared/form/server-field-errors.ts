import type { Schema } from '@contract/platform/endpoint';
import * as z from 'zod/mini';
import { isApiError } from '@/shared/lib/api-error';

type Def = { type: string; innerType?: Schema; in?: Schema; shape?: Record<string, Schema> };
const defOf = (s: Schema) => (s as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'];

/** The title (`.meta({title})`) on a schema or on any wrapper under it, as the server finds it when it names a field. */
function titleOf(schema: Schema): string | undefined {
  let s: Schema | undefined = schema;
  for (let i = 0; s && i < 10; i++) {
    const title = z.globalRegistry.get(s)?.title;
    if (title) return title;
    const def = defOf(s);
    s = WRAPPERS.includes(def.type) ? def.innerType : undefined;
  }
  return undefined;
}

/** The object's fields by the Chinese title the server's refusals name them with. */
function fieldsByTitle(schema: Schema): Map<string, string> {
  let s: Schema | undefined = schema;
  while (s && (WRAPPERS.includes(defOf(s).type) || defOf(s).type === 'pipe')) s = defOf(s).innerType ?? defOf(s).in;
  const shape = s && defOf(s).type === 'object' ? (defOf(s).shape ?? {}) : {};
  const byTitle = new Map<string, string>();
  for (const [key, child] of Object.entries(shape)) {
    const title = titleOf(child);
    if (title && !byTitle.has(title)) byTitle.set(title, key);
  }
  return byTitle;
}

export interface SplitRefusal {
  /** Messages the form shows under its fields. */
  fields: Record<string, string>;
  /** What belongs to no field (a name already taken, no permission), for the form's alert; null when every part found its field. */
  rest: string | null;
}

/**
 * Splits a failed call into field errors and the rest. The server refuses a
 * bad input with one sentence, `标题：不能为空；摘要：最多200个字`, naming each
 * field by its contract title (server/http/validation.ts); the parts whose
 * title is a field of `schema` go under that field.
 */
export function splitRefusal(schema: Schema, error: unknown): SplitRefusal {
  if (!error) return { fields: {}, rest: null };
  const message = error instanceof Error ? error.message : String(error);
  // Only the server's refusals of an input (400) name fields; a network failure is never a field's.
  if (!isApiError(error) || error.kind !== 'server' || error.code !== 400) return { fields: {}, rest: message };
  const byTitle = fieldsByTitle(schema);
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const part of message.split('；')) {
    const at = part.indexOf('：');
    const key = at > 0 ? byTitle.get(part.slice(0, at)) : undefined;
    if (key && !fields[key]) fields[key] = part.slice(at + 1);
    else rest.push(part);
  }
  return { fields, rest: rest.length ? rest.join('；') : null };
}
