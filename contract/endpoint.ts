import { z } from 'zod';
import type { Access } from './permissions';

/** Largest body of a JSON call; an endpoint that takes more (uploads) declares `maxBodyBytes`. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API endpoint: the single source of its shape for server and SPA. */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
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
  params?: z.ZodObject;
  /** Shape of `data` inside the envelope. */
  output: O;
}

export type AnyEndpoint = Endpoint<z.ZodType, z.ZodType>;
export type InputOf<E extends AnyEndpoint> = z.input<E['input']>;
export type ParsedInputOf<E extends AnyEndpoint> = z.output<E['input']>;
export type OutputOf<E extends AnyEndpoint> = z.output<E['output']>;

/** Declares an endpoint; identity at runtime, keeps the literal types. */
export function endpoint<I extends z.ZodType, O extends z.ZodType>(def: Endpoint<I, O>): Endpoint<I, O> {
  return def;
}

/** Input of endpoints that take nothing. */
export const noInput = z.object({});
