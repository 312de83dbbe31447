import { z } from 'zod';

z.config(z.locales.zhCN());

/** Unwraps optional/nullable/default wrappers to reach the schema that carries the title. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let s: z.core.$ZodType = schema;
  for (let i = 0; i < 10; i++) {
    const def = (s as unknown as { _zod: { def: { innerType?: z.core.$ZodType; type: string } } })._zod.def;
    if (def.innerType && ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type)) {
      s = def.innerType;
    } else break;
  }
  return s;
}

/** The title on a schema or on any wrapper under it (`.partial()` wraps an already titled optional once more). */
function titleOf(schema: z.core.$ZodType): string | undefined {
  let s: z.core.$ZodType = schema;
  for (let i = 0; i < 10; i++) {
    const title = z.globalRegistry.get(s)?.title;
    if (title) return title;
    const inner = unwrap(s);
    if (inner === s) return undefined;
    s = (s as unknown as { _zod: { def: { innerType: z.core.$ZodType } } })._zod.def.innerType;
  }
  return undefined;
}

function childOf(schema: z.core.$ZodType, key: PropertyKey): z.core.$ZodType | undefined {
  const s = unwrap(schema);
  const def = (s as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'object') return (def.shape as Record<string, z.core.$ZodType>)[String(key)];
  if (def.type === 'array') return def.element as z.core.$ZodType;
  if (def.type === 'pipe') return childOf(def.in as z.core.$ZodType, key);
  return undefined;
}

/** The Chinese title (`.meta({title})`) of the field at `path`, else the path itself. */
export function fieldLabel(schema: z.core.$ZodType, path: PropertyKey[]): string {
  let s: z.core.$ZodType | undefined = schema;
  // A root that is itself titled (an array body) names its items: '配置编码第1项'.
  let title: string | undefined = typeof path[0] === 'number' ? z.globalRegistry.get(schema)?.title : undefined;
  for (const key of path) {
    s = s ? childOf(s, key) : undefined;
    const t = s ? titleOf(s) : undefined;
    if (t) title = t;
    else if (typeof key === 'number' && title) title = `${title}第${key + 1}项`;
  }
  if (title) return title;
  if (path.length === 0) {
    const own = z.globalRegistry.get(schema)?.title;
    return own ?? '请求参数';
  }
  return path.map(String).join('.');
}

/** One readable Chinese sentence for the first problems of a failed parse. */
export function describeIssues(schema: z.core.$ZodType, error: z.core.$ZodError): string {
  const parts = error.issues.slice(0, 3).map((issue) => `${fieldLabel(schema, issue.path)}：${issue.message}`);
  return parts.join('；');
}
