import { wikiSave } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { verifySignedUrl } from '../../lib/signed-url';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { uploadImageAs } from '../../test/security/files';
import { detail, entry, fieldId, idOf, publish, save, tokens } from '../../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

const storedContent = async (id: number) =>
  (
    await rt.deps.db.execute<{ content: string; content_text: string }>(
      sql`select content, content_text from knowledge_versions where knowledge_id = ${id} order by version desc limit 1`,
    )
  ).rows[0];

describe('rich text', () => {
  it('strips scripts, event handlers, styles and javascript: URLs on write', async () => {
    const saved = await save(
      rt,
      t.zhangsan,
      entry({
        content: [
          '<h2 onclick="steal()">标题</h2><script>alert(1)</script><style>p{color:red}</style>',
          '<p style="color:red">正文<a href="javascript:alert(1)">坏链接</a><a href="https://example.com" target="_blank">好链接</a></p>',
          '<img src="x" onerror="alert(1)"><img src="https://evil.example/a.png"><iframe src="https://evil.example"></iframe>',
        ].join(''),
      }),
    );
    const { content } = await storedContent(saved.id);
    expect(content).toBe(
      '<h2>标题</h2><p>正文<a>坏链接</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">好链接</a></p>',
    );
  });

  it('keeps the editor elements: headings, lists, tables, code, quotes, marks and relative links', async () => {
    const html = [
      '<h1>一</h1><h3>三</h3><h4>四</h4><p><strong>粗</strong><em>斜</em><u>下</u><s>删</s><mark>标</mark><span>普通</span><br></p>',
      '<ul><li>甲</li></ul><ol><li>乙</li></ol><blockquote><p>引用</p></blockquote>',
      '<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre><hr>',
      '<table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td rowspan="2">格</td><td>子</td></tr></tbody></table>',
      '<p><a href="/detail?id=3">站内</a><a href="#toc">目录</a><a href="mailto:hr@zhilian.example">邮件</a></p>',
    ].join('');
    const saved = await save(rt, t.zhangsan, entry({ content: html }));
    const { content } = await storedContent(saved.id);
    expect(content).toBe(html.replace('<br>', '<br />').replace('<hr>', '<hr />'));
  });

  it('stores plain text with one line per block', async () => {
    const saved = await save(
      rt,
      t.zhangsan,
      entry({
        content:
          '<h2>报销流程</h2><p>第一步&amp;第二步</p><ul><li>发票</li><li>审批单</li></ul><table><tr><td>甲</td><td>乙</td></tr></table>',
      }),
    );
    expect((await storedContent(saved.id)).content_text).toBe('报销流程\n第一步&第二步\n发票\n审批单\n甲 乙');
  });

  it('keeps only our own images and signs a fresh URL for them on the way out', async () => {
    const [a, b] = [await uploadImageAs(rt, t.zhangsan), await uploadImageAs(rt, t.zhangsan)];
    const saved = await save(
      rt,
      t.zhangsan,
      entry({
        content: `<p><img src="/aikn-app/file/raw/${a.id}?exp=1&amp;sig=old" alt="流程图" width="300"><img data-file-id="${b.id}" alt="二"></p>`,
      }),
    );
    expect((await storedContent(saved.id)).content).toBe(
      `<p><img data-file-id="${a.id}" alt="流程图" width="300" /><img data-file-id="${b.id}" alt="二" /></p>`,
    );
    const shown = (await detail(rt, t.zhangsan, saved.id)).body.data.content;
    const srcs = [...shown.matchAll(/src="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    expect(srcs).toHaveLength(2);
    for (const [i, src] of srcs.entries()) {
      const url = new URL(src, 'http://localhost');
      expect(url.pathname).toBe(`/aikn-app/file/raw/${[a.id, b.id][i]}`);
      expect(await verifySignedUrl(rt.deps.db, url.pathname, Object.fromEntries(url.searchParams))).not.toBeNull();
    }
  });
});

describe('input checks', () => {
  it('refuses invalid fields with 400 naming the field, and stores nothing', async () => {
    const before = (await rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from knowledge`)).rows[0].n;
    const category = await idOf(rt, 'labels', '业务领域');
    const docField = await fieldId(rt, 2, 'docNo');
    const scope = await fieldId(rt, 1, 'scope');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, '标题：请填写标题'],
      [{ title: '长'.repeat(101) }, '标题：标题最多100个字'],
      [{ labelIds: [999_999] }, '标签：编号为999999的标签不存在'],
      [{ labelIds: [category] }, '标签：「业务领域」是标签分类，请选择其下的具体标签'],
      [{ groupId: 999_999 }, '所属组织：编号为999999的组织不存在'],
      [{ fields: [{ fieldId: docField, value: 'A-1' }] }, `自定义字段：编号为${docField}的字段不存在或不属于词条`],
      [{ fields: [{ fieldId: scope, value: '火星' }] }, '自定义字段：「适用范围」只能选择全公司、总部、分公司'],
      [{ visibility: { scope: 'groups', groupIds: [], userIds: [] } }, '请至少选择一个可见组织'],
      [{ visibility: { scope: 'users', groupIds: [], userIds: [999_999] } }, '可见人员：编号为999999的用户不存在'],
      [{ visibility: { scope: 'everyone' } }, '可见范围'],
      [{ coverFileId: 999_999 }, '封面：图片不存在，请重新上传'],
      [{ labelIds: ['x'] }, '标签'],
      [{ groupId: 3_000_000_000 }, '所属组织'],
    ];
    for (const [patch, message] of cases) {
      const r = await call(rt, wikiSave, { ...entry(), ...patch }, { token: t.zhangsan });
      expect([r.status, r.body.message]).toEqual([400, expect.stringContaining(message)]);
    }
    expect((await rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from knowledge`)).rows[0].n).toBe(before);
  });

  it('accepts valid labels, group and fields and answers them with their names', async () => {
    const label = await idOf(rt, 'labels', '制度规范');
    const group = await idOf(rt, 'groups', '研发中心');
    const scope = await fieldId(rt, 1, 'scope');
    const effective = await fieldId(rt, 1, 'effectiveDate');
    const id = await publish(rt, t.zhangsan, t.admin, {
      labelIds: [label, label],
      groupId: group,
      fields: [
        { fieldId: effective, value: '2026-01-01' },
        { fieldId: scope, value: '总部' },
      ],
    });
    const d = (await detail(rt, t.wangwu, id)).body.data;
    expect(d.labels).toEqual([{ id: label, name: '制度规范', rootParentId: await idOf(rt, 'labels', '知识类型') }]);
    expect(d.group).toEqual({ id: group, name: '研发中心' });
    expect(d.fields).toEqual([
      { fieldId: scope, code: 'scope', name: '适用范围', value: '总部', display: '总部' },
      { fieldId: effective, code: 'effectiveDate', name: '生效日期', value: '2026-01-01', display: '2026-01-01' },
    ]);
  });

  it('refuses a malformed date field and a repeated field', async () => {
    const effective = await fieldId(rt, 1, 'effectiveDate');
    const bad = await call(rt, wikiSave, entry({ fields: [{ fieldId: effective, value: '明天' }] }), { token: t.zhangsan });
    expect(bad.body.message).toBe('自定义字段：「生效日期」应为 YYYY-MM-DD 格式的日期');
    const noSuchDay = await call(rt, wikiSave, entry({ fields: [{ fieldId: effective, value: '2026-02-30' }] }), {
      token: t.zhangsan,
    });
    expect(noSuchDay.status).toBe(400);
    const twice = await call(
      rt,
      wikiSave,
      entry({
        fields: [
          { fieldId: effective, value: '' },
          { fieldId: effective, value: '' },
        ],
      }),
      { token: t.zhangsan },
    );
    expect(twice.body.message).toBe('自定义字段：同一字段只能填写一次');
  });

  it('refuses a body that is not JSON and a NUL character without a 500', async () => {
    const res = await rt.app.fetch(
      new Request('http://localhost/aikn-app/wiki/save', {
        method: 'POST',
        headers: { authorization: `Bearer ${t.zhangsan}`, 'content-type': 'application/json' },
        body: '{"title":',
      }),
    );
    expect(res.status).toBe(400);
    const nul = await call(rt, wikiSave, entry({ content: '<p>a\u0000b</p>' }), { token: t.zhangsan });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toContain('正文');
  });
});
