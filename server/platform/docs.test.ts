import { endpoint } from '@contract/platform/endpoint';
import { allEndpoints } from '@contract/platform/registry';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { DOCS_PATHS, registerDocs } from '../http/docs';
import { renderDocsPage } from '../http/docs-page';
import { buildOpenApiDocument, inputInQuery, openApiPath } from '../http/openapi';

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown> };
};

async function fetchDocs() {
  const app = new Hono<AppEnv>();
  registerDocs(app);
  const res = await app.request(DOCS_PATHS.openapi);
  return { res, doc: (await res.json()) as Doc, app };
}

function refsIn(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const n of node) refsIn(n, out);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 JSON with one operation per contract endpoint', async () => {
    const { res, doc } = await fetchDocs();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.values(doc.paths).flatMap((p) => Object.keys(p));
    expect(ops).toHaveLength(allEndpoints.length);
    for (const ep of allEndpoints) {
      const op = doc.paths[openApiPath(ep.path)]?.[ep.method.toLowerCase()];
      expect(op, ep.id).toBeDefined();
      expect(op.operationId).toBe(ep.id);
      expect(op.summary).toBe(ep.summary);
      expect(op['x-permission']).toEqual(ep.access);
      expect(op.description).toContain('权限');
      expect(op.security !== undefined).toBe(ep.access !== 'public');
    }
  });

  it('puts GET and upload input in the query, other input in a JSON body, and path params in the path', async () => {
    const { doc } = await fetchDocs();
    for (const ep of allEndpoints) {
      const op = doc.paths[openApiPath(ep.path)][ep.method.toLowerCase()];
      const params = op.parameters as { name: string; in: string; required: boolean }[];
      const pathNames = [...ep.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      expect(params.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(pathNames);
      if (inputInQuery(ep)) {
        const shape = (ep.input as unknown as { shape?: Record<string, unknown> }).shape ?? {};
        expect(params.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(Object.keys(shape));
        if (ep.body === 'multipart') {
          expect(op.requestBody).toMatchObject({ content: { 'multipart/form-data': expect.any(Object) } });
        } else expect(op.requestBody).toBeUndefined();
      } else {
        expect(op.requestBody).toMatchObject({ content: { 'application/json': { schema: expect.any(Object) } } });
      }
      const ok = (op.responses as Record<string, { content: Record<string, { schema: { required: string[] } }> }>)['200'];
      expect(ok.content['application/json'].schema.required).toEqual(['code', 'message', 'success', 'data']);
    }
  });

  it('has no dangling $ref', async () => {
    const { doc } = await fetchDocs();
    for (const ref of refsIn(doc)) {
      expect(ref.startsWith('#/components/schemas/'), ref).toBe(true);
      expect(doc.components.schemas[ref.slice('#/components/schemas/'.length)], ref).toBeDefined();
    }
  });
});

describe('API reference page', () => {
  it('lists every endpoint with method, path, summary and permission, in Chinese, with no scripts', async () => {
    const { app } = await fetchDocs();
    const res = await app.request(DOCS_PATHS.page);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('API 参考');
    for (const ep of allEndpoints) {
      expect(html).toContain(`id="ep-${ep.id.replace('.', '-')}"`);
      expect(html).toContain(ep.path);
    }
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\s(src|href)="(https?:)?\/\//i);
    expect(html).toContain('字段</th>');
  });

  it('renders fields with type, required flag and Chinese title', () => {
    const ep = endpoint({
      id: 'sample.create',
      method: 'POST',
      path: '/aikn-app/sample/create/:id',
      summary: '示例<新建>',
      access: 'ROLE_WIKI_DISPLAY_WEB',
      params: z.object({ id: z.coerce.number().int().positive().meta({ title: '编号' }) }),
      input: z.object({
        title: z.string().max(40).meta({ title: '标题' }),
        tags: z.array(z.object({ name: z.string() })).optional(),
      }),
      output: z.object({ id: z.number().int() }).nullable(),
    });
    const html = renderDocsPage([ep]);
    expect(html).toContain('示例&lt;新建&gt;');
    expect(html).toContain('需登录且具有「词条知识」权限（ROLE_WIKI_DISPLAY_WEB）');
    expect(html).toMatch(
      /<td class="name"[^>]*>title<\/td><td class="type">string<\/td><td>是<\/td><td>标题；最多 40 个字符<\/td>/,
    );
    expect(html).toMatch(/<td class="name"[^>]*>tags\[\]\.name<\/td>/);
    expect(html).toContain('路径参数');
  });

  it('documents an upload: query input plus a multipart form with its size limit', () => {
    const upload = endpoint({
      id: 'sample.upload',
      method: 'POST',
      path: '/aikn-app/sample/upload',
      summary: '上传示例',
      access: 'signedIn',
      body: 'multipart',
      maxBodyBytes: 10 * 1024 * 1024,
      input: z.object({ kind: z.enum(['cover', 'inline']).meta({ title: '用途' }) }),
      output: z.object({ url: z.string() }),
    });
    const op = (buildOpenApiDocument([upload]) as Doc).paths['/aikn-app/sample/upload'].post;
    expect(op.parameters).toMatchObject([{ name: 'kind', in: 'query', required: true }]);
    expect(op.requestBody).toMatchObject({ content: { 'multipart/form-data': {} } });
    const html = renderDocsPage([upload]);
    expect(html).toContain('查询参数');
    expect(html).toContain('multipart/form-data 表单（文件上传），最大 10 MB');
  });
});
