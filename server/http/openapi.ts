import { type AnyEndpoint, JSON_BODY_LIMIT } from '@contract/platform/endpoint';
import { type Access, PERMISSION_NAMES, requiredKeys } from '@contract/platform/permissions';
import { z } from 'zod';
import { formatLimit } from './format-limit';

/** A JSON Schema object as emitted by `z.toJSONSchema` (draft 2020-12, which OpenAPI 3.1 uses). */
export type JsonSchema = Record<string, unknown>;

/** Chinese names of the contract modules (the `module` part of an endpoint id). */
export const MODULE_NAMES: Record<string, string> = {
  auth: '登录与会话',
  common: '公共接口',
  messages: '消息',
  account: '个人中心',
  admin: '系统管理',
  home: '门户首页',
  wiki: '词条知识',
  library: '文档库',
  video: '视频库',
  search: '搜索',
  graph: '知识图谱',
  bbs: '内部论坛',
  college: '在线学院',
  reports: '统计报表',
  helper: '帮助',
  theme: '主题',
  case: '案例',
};

export function moduleOf(ep: AnyEndpoint): string {
  return ep.id.split('.')[0] ?? ep.id;
}

export function moduleName(module: string): string {
  return MODULE_NAMES[module] ?? module;
}

/** The access rule in words, for the reference page and the operation description. */
export function describeAccess(access: Access): string {
  if (access === 'public') return '公开接口，无需登录';
  if (access === 'signedIn') return '需登录（Authorization: Bearer 令牌）';
  const keys = requiredKeys(access);
  return `需登录且具有${keys.map((k) => `「${PERMISSION_NAMES[k]}」`).join('')}权限（${keys.join('、')}）`;
}

/** GET, DELETE and multipart uploads carry their input in the query string (server/http/route.ts). */
export function inputInQuery(ep: AnyEndpoint): boolean {
  return ep.method === 'GET' || ep.method === 'DELETE' || ep.body === 'multipart';
}

/** Upload endpoints: the form the handler reads itself, in words. */
export function describeMultipart(ep: AnyEndpoint): string | null {
  if (ep.body !== 'multipart') return null;
  return `multipart/form-data 表单（文件上传），最大 ${formatLimit(ep.maxBodyBytes ?? JSON_BODY_LIMIT)}`;
}

/** Hono's `:id` segments as OpenAPI's `{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * Converts one contract schema. Definitions zod extracts (`$defs`, for reused
 * or recursive schemas registered with an id) are lifted into the document's
 * components so every `$ref` resolves from the document root.
 */
function convert(schema: z.core.$ZodType, io: 'input' | 'output', defs: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  const local = json.$defs as Record<string, JsonSchema> | undefined;
  delete json.$defs;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(node)) {
        out[k] = k === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', '#/components/schemas/') : rewrite(v);
      }
      return out;
    }
    return node;
  };
  for (const [name, def] of Object.entries(local ?? {})) defs[name] = rewrite(def) as JsonSchema;
  return rewrite(json) as JsonSchema;
}

/** JSON Schema of the input as the caller sends it. */
export function inputSchema(ep: AnyEndpoint, defs: Record<string, JsonSchema> = {}): JsonSchema {
  return convert(ep.input, 'input', defs);
}

/** JSON Schema of the path parameters, or null when the path has none. */
export function paramsSchema(ep: AnyEndpoint, defs: Record<string, JsonSchema> = {}): JsonSchema | null {
  return ep.params ? convert(ep.params, 'input', defs) : null;
}

/** JSON Schema of `data` in a successful answer. */
export function outputSchema(ep: AnyEndpoint, defs: Record<string, JsonSchema> = {}): JsonSchema {
  return convert(ep.output, 'output', defs);
}

/** The envelope every answer comes in, around the given `data` schema. */
export function envelopeSchema(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: {
      code: { type: 'integer', description: '1 成功；-1 未登录或登录失效；其余为 HTTP 状态码' },
      message: { type: 'string', description: '中文提示信息' },
      success: { type: 'boolean', description: '与 code === 1 一致' },
      data,
    },
    required: ['code', 'message', 'success', 'data'],
  };
}

/** Failures share one shape: the envelope with `data` null or a refusal detail. */
const ERROR_RESPONSES: Record<string, string> = {
  '400': '输入无效（中文提示指明字段）或请求体不是有效的 JSON',
  '401': '未登录、令牌过期或已吊销（code 为 -1）',
  '403': '没有所需权限',
  '404': '内容不存在',
  '409': '与当前数据冲突',
  '413': '请求内容过大（最大 1 MB）',
  '429': '请求过于频繁，请稍后再试',
};

function parameters(ep: AnyEndpoint, defs: Record<string, JsonSchema>): JsonSchema[] {
  const list: JsonSchema[] = [];
  const add = (where: 'path' | 'query', schema: JsonSchema | null) => {
    const props = (schema?.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema?.required as string[] | undefined) ?? []);
    for (const [name, prop] of Object.entries(props)) {
      list.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        ...(typeof prop.title === 'string' ? { description: prop.title } : {}),
        schema: prop,
      });
    }
  };
  add('path', paramsSchema(ep, defs));
  if (inputInQuery(ep)) add('query', inputSchema(ep, defs));
  return list;
}

/** One OpenAPI operation for a contract endpoint. */
function operation(ep: AnyEndpoint, defs: Record<string, JsonSchema>): JsonSchema {
  const op: JsonSchema = {
    operationId: ep.id,
    tags: [moduleOf(ep)],
    summary: ep.summary,
    description: `${ep.summary}\n\n权限：${describeAccess(ep.access)}`,
    'x-permission': ep.access,
    parameters: parameters(ep, defs),
    responses: {
      '200': {
        description: '成功（code 为 1）',
        content: { 'application/json': { schema: envelopeSchema(outputSchema(ep, defs)) } },
      },
      ...Object.fromEntries(
        Object.entries(ERROR_RESPONSES)
          .filter(([status]) => ep.access !== 'public' || (status !== '401' && status !== '403'))
          .map(([status, description]) => [
            status,
            { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
          ]),
      ),
    },
  };
  const multipart = describeMultipart(ep);
  if (multipart) {
    op.requestBody = {
      required: true,
      description: multipart,
      content: { 'multipart/form-data': { schema: { type: 'object' } } },
    };
  } else if (!inputInQuery(ep)) {
    op.requestBody = { required: true, content: { 'application/json': { schema: inputSchema(ep, defs) } } };
  }
  if (ep.access !== 'public') op.security = [{ bearerAuth: [] }];
  return op;
}

/** The OpenAPI 3.1 document of the given endpoints (the whole contract by default). */
export function buildOpenApiDocument(endpoints: AnyEndpoint[]): JsonSchema {
  const defs: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const ep of endpoints) {
    const p = openApiPath(ep.path);
    paths[p] ??= {};
    paths[p][ep.method.toLowerCase()] = operation(ep, defs);
  }
  const modules = [...new Set(endpoints.map(moduleOf))];
  return {
    openapi: '3.1.0',
    info: {
      title: '智能知识中心 API',
      version: '1.0.0',
      description:
        '所有应答均为 {code, message, success, data} 信封：code 为 1 表示成功，-1 表示未登录或登录失效，其余为 HTTP 状态码。令牌只通过 Authorization: Bearer 请求头传递。',
    },
    servers: [{ url: '/' }],
    tags: modules.map((m) => ({ name: m, description: moduleName(m) })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: '登录接口返回的令牌' } },
      schemas: { ...defs, ErrorEnvelope: envelopeSchema({}) },
    },
  };
}
