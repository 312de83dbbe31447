import type { AnyEndpoint } from '@contract/platform/endpoint';
import {
  describeAccess,
  describeMultipart,
  inputInQuery,
  inputSchema,
  type JsonSchema,
  moduleName,
  moduleOf,
  outputSchema,
  paramsSchema,
} from './openapi';
import { type FieldRow, schemaRows } from './schema-rows';

const escapeMap: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => escapeMap[ch] ?? ch);

// Inline styles are allowed by the CSP (style-src 'unsafe-inline'); scripts are not, so the page has none.
const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.6 system-ui,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;color:#1f2329;background:#f5f7fa}
header{background:#0569ff;color:#fff;padding:20px 32px}header h1{margin:0;font-size:22px}header p{margin:6px 0 0;opacity:.9}
header a{color:#fff}main{display:flex;gap:24px;padding:24px 32px;align-items:flex-start}
nav{position:sticky;top:16px;min-width:220px;max-height:calc(100vh - 32px);overflow:auto;background:#fff;border-radius:8px;padding:12px 16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
nav h2{font-size:14px;margin:12px 0 4px;color:#646a73}nav a{display:block;color:#1f2329;text-decoration:none;font-size:13px;padding:2px 0}nav a:hover{color:#0569ff}
.content{flex:1;min-width:0}section.module>h2{font-size:20px;margin:8px 0 12px;border-left:4px solid #0569ff;padding-left:10px}
article{background:#fff;border-radius:8px;padding:16px 20px;margin-bottom:16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
article h3{margin:0;font-size:16px;display:flex;gap:10px;align-items:center;flex-wrap:wrap}
.method{font:600 12px/1 ui-monospace,monospace;padding:5px 8px;border-radius:4px;color:#fff}.GET{background:#00a870}.POST{background:#0569ff}.PUT,.PATCH{background:#ed7b2f}.DELETE{background:#e34d59}
code,.path{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}.path{font-size:15px}.summary{margin:6px 0;color:#1f2329}
.access{display:inline-block;font-size:13px;padding:2px 8px;border-radius:4px;background:#fff7e6;color:#ad6800}.access.public{background:#e8f7ef;color:#00754a}
h4{font-size:14px;margin:14px 0 6px;color:#646a73}table{border-collapse:collapse;width:100%;font-size:13px}
th,td{border:1px solid #e5e6eb;padding:5px 8px;text-align:left;vertical-align:top}th{background:#f7f8fa;font-weight:600}
td.name{font-family:ui-monospace,monospace;white-space:nowrap}td.type{font-family:ui-monospace,monospace;color:#7b2cbf}.none{color:#8f959e;font-size:13px}
.id{color:#8f959e;font-size:12px;font-weight:400}`;

function table(rows: FieldRow[]): string {
  if (rows.length === 0) return '<p class="none">无</p>';
  const body = rows
    .map(
      (r) =>
        `<tr><td class="name" style="padding-left:${8 + r.depth * 16}px">${escapeHtml(r.name)}</td><td class="type">${escapeHtml(r.type)}</td><td>${r.required ? '是' : '否'}</td><td>${escapeHtml(r.description)}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>字段</th><th>类型</th><th>必填</th><th>说明</th></tr></thead><tbody>${body}</tbody></table>`;
}

function anchor(ep: AnyEndpoint): string {
  return `ep-${ep.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

function endpointCard(ep: AnyEndpoint): string {
  const defs: Record<string, JsonSchema> = {};
  const params = paramsSchema(ep, defs);
  const input = inputSchema(ep, defs);
  const output = outputSchema(ep, defs);
  const accessClass = ep.access === 'public' ? 'access public' : 'access';
  return `<article id="${anchor(ep)}">
<h3><span class="method ${ep.method}">${ep.method}</span><span class="path">${escapeHtml(ep.path)}</span><span class="id">${escapeHtml(ep.id)}</span></h3>
<p class="summary">${escapeHtml(ep.summary)}</p>
<span class="${accessClass}">权限：${escapeHtml(describeAccess(ep.access))}</span>
${params ? `<h4>路径参数</h4>${table(schemaRows(params))}` : ''}
<h4>${inputInQuery(ep) ? '查询参数' : '请求体（JSON）'}</h4>${table(schemaRows(input))}
${describeMultipart(ep) ? `<h4>请求体</h4><p>${escapeHtml(describeMultipart(ep) ?? '')}</p>` : ''}
<h4>应答 data</h4>${table(schemaRows(output))}
</article>`;
}

/** Groups endpoints by module, keeping the contract's order. */
function byModule(endpoints: AnyEndpoint[]): Map<string, AnyEndpoint[]> {
  const groups = new Map<string, AnyEndpoint[]>();
  for (const ep of endpoints) {
    const m = moduleOf(ep);
    groups.set(m, [...(groups.get(m) ?? []), ep]);
  }
  return groups;
}

/** The self-contained API reference page (no external resources, no scripts). */
export function renderDocsPage(endpoints: AnyEndpoint[]): string {
  const groups = byModule(endpoints);
  const nav = [...groups]
    .map(
      ([m, eps]) =>
        `<h2>${escapeHtml(moduleName(m))}</h2>${eps.map((ep) => `<a href="#${anchor(ep)}">${escapeHtml(ep.summary)}</a>`).join('')}`,
    )
    .join('');
  const sections = [...groups]
    .map(
      ([m, eps]) =>
        `<section class="module" id="module-${escapeHtml(m)}"><h2>${escapeHtml(moduleName(m))} <span class="id">${escapeHtml(m)}</span></h2>${eps.map(endpointCard).join('\n')}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>智能知识中心 API 参考</title><style>${STYLE}</style></head>
<body>
<header><h1>智能知识中心 API 参考</h1>
<p>共 ${endpoints.length} 个接口。应答统一为 <code>{code, message, success, data}</code>：code 为 1 表示成功，-1 表示未登录或登录失效，其余为 HTTP 状态码。令牌只通过 <code>Authorization: Bearer</code> 请求头传递。GET 接口的参数在查询字符串中，其余接口的参数为 JSON 请求体。机器可读的文档：<a href="/api/openapi.json">OpenAPI 3.1（/api/openapi.json）</a>。</p></header>
<main><nav aria-label="接口目录">${nav}</nav><div class="content">${sections}</div></main>
</body></html>`;
}
