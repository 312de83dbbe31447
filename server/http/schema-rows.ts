import type { JsonSchema } from './openapi';

/** One line of a field table on the API reference page. */
export interface FieldRow {
  /** Dotted path; `[]` marks the items of an array. Empty for the root. */
  name: string;
  depth: number;
  type: string;
  required: boolean;
  /** Chinese title and constraints in words. */
  description: string;
}

function isNullSchema(s: JsonSchema): boolean {
  return s.type === 'null';
}

/** Strips a `T | null` wrapper, remembering that null is allowed. */
function unwrapNullable(s: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const anyOf = s.anyOf as JsonSchema[] | undefined;
  if (anyOf && anyOf.length === 2 && anyOf.some(isNullSchema)) {
    const inner = anyOf.find((x) => !isNullSchema(x)) ?? {};
    // Metadata (title, default) may sit on the wrapper rather than the inner schema.
    const { anyOf: _drop, ...meta } = s;
    return { schema: { ...inner, ...meta }, nullable: true };
  }
  return { schema: s, nullable: false };
}

/** A short type name: `string`, `integer[]`, `object`, `"a" | "b"`, `string | null`. */
export function typeName(s: JsonSchema): string {
  const { schema, nullable } = unwrapNullable(s);
  let name: string;
  if (Array.isArray(schema.enum)) name = schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  else if (schema.const !== undefined) name = JSON.stringify(schema.const);
  else if (schema.$ref) name = String(schema.$ref).split('/').pop() ?? 'object';
  else if (schema.type === 'array') {
    const item = typeName((schema.items as JsonSchema) ?? {});
    name = item.includes(' | ') ? `(${item})[]` : `${item}[]`;
  } else if (Array.isArray(schema.anyOf)) name = (schema.anyOf as JsonSchema[]).map(typeName).join(' | ');
  else if (typeof schema.type === 'string') name = schema.type;
  else if (Array.isArray(schema.type)) name = schema.type.join(' | ');
  else name = '任意';
  return nullable ? `${name} | null` : name;
}

/** Constraints of a schema in Chinese words. */
function constraints(s: JsonSchema): string[] {
  const out: string[] = [];
  if (typeof s.minLength === 'number') out.push(`最少 ${s.minLength} 个字符`);
  if (typeof s.maxLength === 'number') out.push(`最多 ${s.maxLength} 个字符`);
  if (typeof s.minimum === 'number' && s.minimum > -Number.MAX_SAFE_INTEGER) out.push(`≥ ${s.minimum}`);
  if (typeof s.exclusiveMinimum === 'number') out.push(`> ${s.exclusiveMinimum}`);
  // The largest safe integer is zod's default bound, not a rule worth reading.
  if (typeof s.maximum === 'number' && s.maximum < Number.MAX_SAFE_INTEGER) out.push(`≤ ${s.maximum}`);
  if (typeof s.minItems === 'number') out.push(`至少 ${s.minItems} 项`);
  if (typeof s.maxItems === 'number') out.push(`最多 ${s.maxItems} 项`);
  if (typeof s.format === 'string') out.push(`格式 ${s.format}`);
  else if (typeof s.pattern === 'string') out.push(`匹配 ${s.pattern}`);
  if (s.default !== undefined) out.push(`默认 ${JSON.stringify(s.default)}`);
  return out;
}

function describe(s: JsonSchema): string {
  const parts: string[] = [];
  if (typeof s.title === 'string') parts.push(s.title);
  if (typeof s.description === 'string') parts.push(s.description);
  const c = constraints(s);
  if (c.length > 0) parts.push(c.join('，'));
  return parts.join('；');
}

/**
 * Flattens a JSON Schema into table rows: the root (when it is not a plain
 * object), every property, and the properties of nested objects and array items.
 */
export function schemaRows(root: JsonSchema): FieldRow[] {
  const rows: FieldRow[] = [];
  const walk = (schema: JsonSchema, name: string, depth: number, required: boolean) => {
    const { schema: s } = unwrapNullable(schema);
    const isObject = s.type === 'object' && s.properties;
    if (name !== '' || !isObject)
      rows.push({ name: name || '（整体）', depth, type: typeName(schema), required, description: describe(s) });
    if (isObject) {
      const req = new Set((s.required as string[] | undefined) ?? []);
      for (const [key, prop] of Object.entries(s.properties as Record<string, JsonSchema>)) {
        walk(prop, name ? `${name}.${key}` : key, name ? depth + 1 : 0, req.has(key));
      }
    } else if (s.type === 'array' && s.items) {
      const items = unwrapNullable(s.items as JsonSchema).schema;
      if (items.type === 'object' && items.properties) walk(items, `${name || ''}[]`, depth + 1, true);
    }
  };
  walk(root, '', 0, true);
  return rows;
}
