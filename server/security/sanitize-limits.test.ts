import { libraryPreview } from '@contract/library/library-views';
import { wikiSave } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/client';
import { docxFixture } from '../test/files/documents';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { uploadDoc } from '../test/library/upload';
import { entry, tokens } from '../test/wiki/flow';

let rt: TestRuntime;
let zhangsan: string;
let lisi: string;

beforeAll(async () => {
  rt = await createTestRuntime();
  ({ zhangsan, lisi } = await tokens(rt));
});
afterAll(async () => {
  await rt.close();
});

const items = async () => (await rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from knowledge`)).rows[0].n;

async function refusedSave(content: string) {
  const before = await items();
  const r = await call(rt, wikiSave, entry({ content }), { token: zhangsan });
  expect(await items()).toBe(before);
  return r;
}

describe('rich text is bounded before it is sanitised', () => {
  it('refuses a save of 50,000 unclosed nested tags with a Chinese message that says what to do', async () => {
    const r = await refusedSave('<p><b>'.repeat(50_000));
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^正文嵌套层级过深（超过 \d+ 层）/);
    expect(r.body.message).toContain('请减少');
  });

  it('refuses deep nesting hidden in tags that are closed under another name', async () => {
    // <b:x> opens an element named "b:x"; </b> closes nothing, so the nesting still grows.
    const r = await refusedSave('<b:x></b>'.repeat(20_000));
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('嵌套层级过深');
  });

  it('refuses a save holding more tags than the limit, saying what to do', async () => {
    const r = await refusedSave('<br>'.repeat(90_000));
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^正文格式标记过多（超过 \d+ 个）/);
    expect(r.body.message).toContain('拆分');
  });

  it('still saves a long document of ordinary shape: nested lists, a table and many paragraphs', async () => {
    let list = '<p>第十层</p>';
    for (let i = 0; i < 10; i++) list = `<ul><li><p>第${i}层</p>${list}</li></ul>`;
    const table = `<table><tbody>${'<tr><td><p>单元格</p></td><td><p><strong>加粗</strong></p></td></tr>'.repeat(500)}</tbody></table>`;
    const paragraphs = '<p>这是一段普通的正文，<em>带一点格式</em>，<a href="https://example.com">和链接</a>。</p>'.repeat(2000);
    const r = await call(rt, wikiSave, entry({ content: `<blockquote>${list}</blockquote>${table}${paragraphs}` }), {
      token: zhangsan,
    });
    expect(r.status, r.body.message).toBe(200);
  });
});

/** A Word document whose tables sit inside each other `levels` deep. */
async function nestedTablesDocx(levels: number): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(await docxFixture(['外层']));
  let inner = '<w:p><w:r><w:t>最里层</w:t></w:r></w:p>';
  for (let i = 0; i < levels; i++) inner = `<w:tbl><w:tr><w:tc>${inner}<w:p/></w:tc></w:tr></w:tbl>`;
  const doc = (await zip.file('word/document.xml')!.async('string')).replace('</w:body>', `${inner}</w:body>`);
  zip.file('word/document.xml', doc);
  return zip.generateAsync({ type: 'uint8array' });
}

describe('Word previews are bounded like saved rich text', () => {
  it('answers no preview, with the reason, for a Word file nested deeper than the limit', async () => {
    const up = await uploadDoc(rt, lisi, await nestedTablesDocx(80), '嵌套表格.docx');
    expect(up.status, up.body.message).toBe(200);
    const p = await call<{ kind: string; reason?: string }>(
      rt,
      libraryPreview,
      {},
      { token: lisi, params: { id: up.body.data.id } },
    );
    expect(p.status).toBe(200);
    expect(p.body.data.kind).toBe('none');
    expect(p.body.data.reason).toContain('嵌套层级过深');
  });

  it('still previews a Word file with a few nested tables', async () => {
    const up = await uploadDoc(rt, lisi, await nestedTablesDocx(3), '表格.docx');
    const p = await call<{ kind: string; html?: string }>(
      rt,
      libraryPreview,
      {},
      { token: lisi, params: { id: up.body.data.id } },
    );
    expect(p.body.data.kind).toBe('html');
    expect(p.body.data.html).toContain('最里层');
  });
});
