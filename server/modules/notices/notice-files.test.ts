import { noticeDetailGet, noticeSave } from '@contract/notices/notices';
import { sql } from 'drizzle-orm';
import { idOf } from '../../test/admin/setup';
import { call } from '../../test/client';
import { PNG_1PX, uploadRequest } from '../../test/files/images';
import { setupRuntime } from '../../test/setup-runtime';

const t = setupRuntime('zhangsan', 'lisi', 'admin');

interface Attached {
  id: number;
  name: string;
  size: number;
  mime: string;
  url: string;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

async function upload(token: string | undefined, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }));
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await t.rt.app.fetch(
    new Request('http://localhost/aikn-admin/notice/uploadFile', { method: 'POST', body: form, headers }),
  );
  return { status: res.status, body: (await res.json()) as { message: string; data: Omit<Attached, 'url'> } };
}

const save = (input: Record<string, unknown>, token = t.admin) =>
  call<{ id: number }>(t.rt, noticeSave, { content: '<p>正文</p>', audience: 'all', ...input }, { token });
const detail = (token: string, id: number) => call<{ files: Attached[] }>(t.rt, noticeDetailGet, {}, { token, params: { id } });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.rt.app.fetch(new Request(`http://localhost${url}`, { headers }));
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A notice for 研发中心 (zhangsan's group, not lisi's) carrying one uploaded PDF. */
async function groupNoticeWithFile(title: string) {
  const file = (await upload(t.admin, PDF, '值班表.pdf')).body.data;
  const rd = await idOf(t.rt, 'groups', '研发中心');
  const r = await save({ title, audience: 'groups', groupIds: [rd], fileIds: [file.id] });
  expect(r.status).toBe(200);
  return { noticeId: r.body.data.id, file };
}

describe('notice attachments: upload and save', () => {
  it('takes a document typed by content from managers only', async () => {
    const ok = await upload(t.admin, PDF, '制度.pdf');
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ name: '制度.pdf', mime: 'application/pdf', size: PDF.length });
    expect((await upload(t.zhangsan, PDF, '制度.pdf')).status).toBe(403);
    expect((await upload(undefined, PDF, '制度.pdf')).status).toBe(401);
    const exe = await upload(t.admin, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0xff, 0xfe]), '工具.exe');
    expect(exe.status).toBe(400);
    expect(exe.body.message).toContain('不支持的文件类型');
    const disguised = await upload(t.admin, PDF, '图片.png');
    expect(disguised.status).toBe(400);
    expect(disguised.body.message).toContain('文件内容与扩展名不符');
  });

  it('refuses to attach a file the manager did not upload (someone else’s document)', async () => {
    const res = await t.rt.app.fetch(uploadRequest(t.zhangsan, { file: PNG_1PX, name: '张三的图.png' }));
    expect(res.status).toBe(200);
    const foreign = ((await res.json()) as { data: { id: number } }).data.id;
    const r = await save({ title: '借用他人文件', fileIds: [foreign] });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('附件不存在或不是你上传的文件，请重新上传');
    const tooMany = await save({ title: '附件过多', fileIds: Array.from({ length: 11 }, (_, i) => i + 1) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('附件最多选择10项');
  });

  it('keeps the attachments in order across edits and drops the ones an edit leaves out', async () => {
    const a = (await upload(t.admin, PDF, '甲.pdf')).body.data;
    const b = (await upload(t.admin, Buffer.from('纯文本附件', 'utf8'), '乙.txt')).body.data;
    const id = (await save({ title: '两份附件', fileIds: [b.id, a.id] })).body.data.id;
    expect((await detail(t.admin, id)).body.data.files.map((f) => f.name)).toEqual(['乙.txt', '甲.pdf']);
    expect((await save({ id, title: '两份附件', fileIds: [a.id] })).status).toBe(200);
    expect((await detail(t.admin, id)).body.data.files.map((f) => f.name)).toEqual(['甲.pdf']);
  });
});

describe('notice attachments: download', () => {
  it('lets the audience download through the signed URL of the detail', async () => {
    const { noticeId, file } = await groupNoticeWithFile('附件下载通知');
    const seen = await detail(t.zhangsan, noticeId);
    expect(seen.status).toBe(200);
    const [f] = seen.body.data.files;
    expect(f).toMatchObject({ id: file.id, name: '值班表.pdf', mime: 'application/pdf' });
    const res = await get(f.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
    // With the Authorization header instead of a signature, too.
    expect((await get(`/aikn-app/notice/file/${noticeId}/${file.id}`, auth(t.zhangsan))).status).toBe(200);
  });

  it('never gives the file to someone outside the audience, whatever id he guesses', async () => {
    const { noticeId, file } = await groupNoticeWithFile('仅研发可见附件');
    expect((await detail(t.lisi, noticeId)).status).toBe(404);
    // lisi's own session, the right ids: not his notice.
    const guessed = await get(`/aikn-app/notice/file/${noticeId}/${file.id}`, auth(t.lisi));
    expect(guessed.status).toBe(404);
    expect(((await guessed.json()) as { message: string }).message).toBe('附件不存在或您无权查看');
    // Through a notice he may read (everyone's), naming the other notice's file.
    const open = (await save({ title: '全员公告无附件' })).body.data.id;
    expect((await get(`/aikn-app/notice/file/${open}/${file.id}`, auth(t.lisi))).status).toBe(404);
    // zhangsan's signed URL moved onto another file id fails its signature.
    const url = new URL((await detail(t.zhangsan, noticeId)).body.data.files[0].url, 'http://x');
    expect((await get(`/aikn-app/notice/file/${noticeId}/${file.id + 1}${url.search}`)).status).toBe(403);
    // Unsigned, without a session.
    expect((await get(`/aikn-app/notice/file/${noticeId}/${file.id}`)).status).toBe(401);
    // The raw image route does not serve it either (not an image, not his upload).
    expect((await get(`/aikn-app/file/raw/${file.id}`)).status).toBe(403);
  });

  it('stops serving a signed URL once the notice expires for readers', async () => {
    const { noticeId } = await groupNoticeWithFile('即将过期附件');
    const { url } = (await detail(t.zhangsan, noticeId)).body.data.files[0];
    await t.rt.deps.db.execute(sql`update notices set expire_at = now() - interval '1 second' where id = ${noticeId}`);
    expect((await get(url)).status).toBe(404);
    // Managers still see every notice and its files.
    expect(
      (await get(`/aikn-app/notice/file/${noticeId}/${(await detail(t.admin, noticeId)).body.data.files[0].id}`, auth(t.admin)))
        .status,
    ).toBe(200);
  });
});
