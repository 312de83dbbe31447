import type { AnyEndpoint } from '@contract/platform/endpoint';
import { z } from 'zod';
import { inputInQuery } from '../../http/openapi';

type Schema = Record<string, unknown>;
export type FieldPath = (string | number)[];

/** Candidates tried, in order, for a string with a pattern (mobile, code, username…). */
const PATTERN_CANDIDATES = ['13800138000', '123456', 'blnsuser', 'abc123', 'a', '2026-01-01', 'ROLE_WIKI_DISPLAY_WEB'];

function nonNull(s: Schema): Schema {
  const anyOf = s.anyOf as Schema[] | undefined;
  if (anyOf) return anyOf.find((x) => x.type !== 'null') ?? {};
  return s;
}

function sampleString(s: Schema): string {
  if (s.format === 'email') return 'blns@example.com';
  if (typeof s.pattern === 'string') {
    const re = new RegExp(s.pattern as string);
    return PATTERN_CANDIDATES.find((c) => re.test(c)) ?? 'sample';
  }
  const min = typeof s.minLength === 'number' ? s.minLength : 1;
  const max = typeof s.maxLength === 'number' ? s.maxLength : 64;
  return 'sample'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, 6)));
}

/** A value of a JSON Schema; optional object properties are included when `all`. */
function sample(schema: Schema, all: boolean): unknown {
  const s = nonNull(schema);
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined && !all) return s.default;
  switch (s.type) {
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number': {
      const min = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 1;
      // Ids and counts start at 1; a range that excludes 1 gets its own minimum.
      const value = Math.max(min, 1);
      return typeof s.maximum === 'number' && value > s.maximum ? min : value;
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return s.maxItems === 0 || !s.items ? [] : [sample(s.items as Schema, all)];
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set((s.required as string[] | undefined) ?? []);
      for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
        if (all || required.has(k)) out[k] = sample(v, all);
      }
      return out;
    }
    default:
      return 'sample';
  }
}

export function inputJsonSchema(ep: AnyEndpoint): Schema {
  return z.toJSONSchema(ep.input, { io: 'input', unrepresentable: 'any' }) as Schema;
}

/**
 * A valid input for an endpoint, derived from its schema (every field, then
 * only the required ones), else the hand-written one; null when none parses.
 */
export function baseInput(ep: AnyEndpoint, handWritten?: unknown): unknown {
  const schema = inputJsonSchema(ep);
  for (const candidate of [handWritten, sample(schema, true), sample(schema, false)]) {
    if (candidate !== undefined && ep.input.safeParse(candidate).success) return candidate;
  }
  return null;
}

/**
 * Paths of the fields a caller can put a string into: every string (or string
 * enum) in the JSON body, array items included; for query-string input every
 * top-level field, since the query carries only strings.
 */
export function stringFieldPaths(ep: AnyEndpoint): FieldPath[] {
  const schema = inputJsonSchema(ep);
  if (inputInQuery(ep)) return Object.keys((schema.properties ?? {}) as object).map((k) => [k]);
  const out: FieldPath[] = [];
  const walk = (node: Schema, path: FieldPath) => {
    const s = nonNull(node);
    const isString = s.type === 'string' || (Array.isArray(s.enum) && s.enum.every((v) => typeof v === 'string'));
    if (isString) out.push(path);
    else if (s.type === 'object')
      for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) walk(v, [...path, k]);
    else if (s.type === 'array' && s.items) walk(s.items as Schema, [...path, 0]);
  };
  walk(schema, []);
  return out;
}

/** A deep copy of `base` with `value` at `path`, creating objects and arrays on the way. */
export function withValue(base: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list: unknown[] = Array.isArray(base) ? [...base] : [];
    list[head] = withValue(list[head], rest, value);
    return list;
  }
  const obj: Record<string, unknown> = base && typeof base === 'object' ? { ...(base as Record<string, unknown>) } : {};
  obj[head] = withValue(obj[head], rest, value);
  return obj;
}
