import * as z from 'zod/mini';
import type { Access } from './permissions';

/**
 * A schema of the contract. Most are zod classic; the few the first screen
 * parses (sign-in, the signed-in user, public config) are zod/mini, which
 * keeps the first screen light (issue 12). Both are built on zod's core:
 * they parse alike, nest in each other and give the same JSON Schema.
 */
export type Schema = z.ZodMiniType;

/** Largest body of a JSON call; an endpoint that takes more (uploads) declares `maxBodyBytes`. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API endpoint: the single source of its shape for server and SPA. */
export interface Endpoint<I extends Schema = Schema, O extends Schema = Schema> {
  /** Stable identifier, `module.action`, used in logs and the API reference. */
  id: string;
  method: HttpMethod;
  /** Hono-style path; `:name` segments are merged into the input object. */
  path: string;
  /** Chinese one-line summary for the API reference. */
  summary: string;
  access: Access;
  /** GET: the query string; others: the JSON body (an object or an array). */
  input: I;
  /** 'multipart' endpoints read their form themselves; `input` then documents only the query. */
  body?: 'json' | 'multipart';
  /** Largest request body accepted, in bytes (default JSON_BODY_LIMIT). Checked before the body is read through. */
  maxBodyBytes?: number;
  /** Path parameters (`:name` segments), validated apart from the input. */
  params?: Schema;
  /** Shape of `data` inside the envelope. */
  output: O;
}

export type AnyEndpoint = Endpoint<Schema, Schema>;
export type InputOf<E extends AnyEndpoint> = z.input<E['input']>;
export type ParsedInputOf<E extends AnyEndpoint> = z.output<E['input']>;
export type OutputOf<E extends AnyEndpoint> = z.output<E['output']>;

/** Declares an endpoint; identity at runtime, keeps the literal types. */
export function endpoint<I extends Schema, O extends Schema>(def: Endpoint<I, O>): Endpoint<I, O> {
  return def;
}

/** Attaches the title the API reference shows for a field (zod/mini's `.meta({ title })`). */
export function titled<T extends Schema>(schema: T, title: string): T {
  z.globalRegistry.add(schema, { title });
  return schema;
}

/** Input of endpoints that take nothing. */
export const noInput = z.object({});
