import { postDelete } from '@contract/bbs/bbs-posts';
import { recyclePurge } from '@contract/recycle/recycle';
import { sql } from 'drizzle-orm';
import { signedUrl } from '../../lib/signed-url';
import { call, tokenFor } from '../../test/client';
import { PNG_1PX, uploadRequest } from '../../test/files/images';
import { setupRuntime } from '../../test/setup-runtime';
import { detail, member, okPost, plateId, post } from './forum.test-helpers';

/** Forum post attachments: the shared attachment engine under the forum's read rule. */

// zhangsan moderates 技术交流.
const t = setupRuntime('admin', 'zhangsan');

let tech: number;
let zhao: { id: number; token: string };
let qian: { id: number; token: string };

type Uploaded = { id: number; name: string; size: number; mime: string };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

async function upload(token: string | undefined, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }));
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await t.rt.app.fetch(
    new Request('http://localhost/bbs-app/post/uploadFile', { method: 'POST', body: form, headers }),
  );
  return { status: res.status, body: (await res.json()) as { message: string; data: Uploaded } };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.rt.app.fetch(new Request(`http://localhost${url}`, { headers }));
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

/** A share by zhao in 技术交流 carrying one uploaded PDF. */
async function shareWithFile(title: string, extra: Record<string, unknown> = {}) {
  const file = (await upload(zhao.token, PDF, '排查手册.pdf')).body.data;
  const saved = await okPost(t.rt, zhao.token, { plateId: tech, title, fileIds: [file.id], ...extra });
  return { postId: saved.id, file };
}

beforeAll(async () => {
  tech = await plateId(t.rt, '技术交流');
  zhao = await member(t.rt, 'zhaoliu');
  qian = await member(t.rt, 'qianqi');
});

describe('post attachments: upload and save', () => {
  it('takes a document typed by content from forum members only', async () => {
    const ok = await upload(qian.token, PDF, '手册.pdf');
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ name: '手册.pdf', mime: 'application/pdf', size: PDF.length });
    expect((await upload(undefined, PDF, '手册.pdf')).status).toBe(401);
    const exe = await upload(qian.token, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0xff, 0xfe]), '工具.exe');
    expect([exe.status, exe.body.message]).toEqual([400, expect.stringContaining('不支持的文件类型')]);
    await t.rt.deps.db.execute(sql`insert into users (username, nickname, type) values ('nobbs', 'nobbs', 1)`);
    expect((await upload(await tokenFor(t.rt, 'nobbs'), PDF, '手册.pdf')).status).toBe(403);
  });

  it('lists the files in order on the detail and drops the ones an edit leaves out', async () => {
    const a = (await upload(zhao.token, PDF, '甲.pdf')).body.data;
    const b = (await upload(zhao.token, Buffer.from('纯文本附件', 'utf8'), '乙.txt')).body.data;
    const saved = await okPost(t.rt, zhao.token, { plateId: tech, title: '两份附件', fileIds: [b.id, a.id] });
    const d = (await detail(t.rt, qian.token, saved.id)).body.data;
    expect(d.files.map((f) => f.name)).toEqual(['乙.txt', '甲.pdf']);
    expect(d.files[0].url).toMatch(new RegExp(`^/bbs-app/post/file/${saved.id}/${b.id}\\?`));
    const edited = await post(t.rt, zhao.token, {
      id: saved.id,
      plateId: tech,
      title: '两份附件',
      fileIds: [a.id],
      baseVersion: 1,
    });
    expect(edited.status).toBe(200);
    expect((await detail(t.rt, qian.token, saved.id)).body.data.files.map((f) => f.name)).toEqual(['甲.pdf']);
  });

  it('keeps the attachments of an autosaved draft for its author', async () => {
    const file = (await upload(zhao.token, PDF, '草稿附件.pdf')).body.data;
    const saved = await okPost(t.rt, zhao.token, { plateId: tech, title: '草稿', fileIds: [file.id], draft: true });
    expect(saved.state).toBe('draft');
    expect((await detail(t.rt, zhao.token, saved.id)).body.data.files.map((f) => f.id)).toEqual([file.id]);
    // Nobody else reaches a draft's file.
    expect((await get(`/bbs-app/post/file/${saved.id}/${file.id}`, auth(qian.token))).status).toBe(404);
  });

  it('refuses a file id that is not the caller’s upload nor already on the post, and too many files', async () => {
    const { postId, file } = await shareWithFile('别人的附件');
    // qian names zhao's file on a post of his own.
    const stolen = await post(t.rt, qian.token, { plateId: tech, title: '借用附件', fileIds: [file.id] });
    expect([stolen.status, stolen.body.message]).toEqual([400, '附件不存在或不是你上传的文件，请重新上传']);
    // An image someone uploaded for the editor is no better.
    const res = await t.rt.app.fetch(uploadRequest(t.admin, { file: PNG_1PX, name: '管理员的图.png' }));
    const image = ((await res.json()) as { data: { id: number } }).data.id;
    expect((await post(t.rt, qian.token, { plateId: tech, title: '借用图片', fileIds: [image] })).status).toBe(400);
    // Nor through zhao's post, which qian may not edit.
    const edit = await post(t.rt, qian.token, { id: postId, plateId: tech, title: '别人的附件', fileIds: [file.id] });
    expect(edit.status).toBe(403);
    const tooMany = await post(t.rt, zhao.token, {
      plateId: tech,
      title: '附件过多',
      fileIds: Array.from({ length: 11 }, (_, i) => i + 1),
    });
    expect([tooMany.status, tooMany.body.message]).toEqual([400, expect.stringContaining('附件最多选择10项')]);
    // The plate's moderator edits the post keeping its file (not his upload): allowed.
    const kept = await post(t.rt, t.zhangsan, {
      id: postId,
      plateId: tech,
      title: '别人的附件（版主修改）',
      fileIds: [file.id],
      baseVersion: 1,
    });
    expect(kept.status).toBe(200);
  });
});

describe('post attachments: download', () => {
  it('lets readers download through the signed URL of the detail or with their session', async () => {
    const { postId, file } = await shareWithFile('附件下载');
    const [f] = (await detail(t.rt, qian.token, postId)).body.data.files;
    const res = await get(f.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
    expect((await get(`/bbs-app/post/file/${postId}/${file.id}`, auth(qian.token))).status).toBe(200);
    expect((await get(`/bbs-app/post/file/${postId}/${file.id}`)).status).toBe(401);
  });

  it('shuts a hidden or held post’s files to other members, signed URL or not, and keeps them for author and moderator', async () => {
    const { postId, file } = await shareWithFile('将被隐藏的附件');
    const { url } = (await detail(t.rt, qian.token, postId)).body.data.files[0];
    const path = `/bbs-app/post/file/${postId}/${file.id}`;
    for (const state of ['hidden', 'held']) {
      await t.rt.deps.db.execute(sql`update bbs_posts set state = ${state} where knowledge_id = ${postId}`);
      expect((await detail(t.rt, qian.token, postId)).status).toBe(404);
      const refused = await get(path, auth(qian.token));
      expect([refused.status, await message(refused)]).toEqual([404, '附件不存在或您无权查看']);
      // The URL signed while the post was visible stops working too.
      expect((await get(url)).status).toBe(404);
      expect((await get(path, auth(zhao.token))).status).toBe(200);
      expect((await get(path, auth(t.zhangsan))).status).toBe(200);
    }
    // Deleted: nobody downloads it; purged from the recycle bin: the file goes with the post.
    expect((await call(t.rt, postDelete, {}, { token: zhao.token, params: { id: postId } })).status).toBe(200);
    expect((await get(path, auth(zhao.token))).status).toBe(404);
    expect((await call(t.rt, recyclePurge, {}, { token: zhao.token, params: { id: postId } })).status).toBe(200);
    const left = await t.rt.deps.db.execute(sql`select 1 from files where id = ${file.id}`);
    expect(left.rows).toEqual([]);
  });

  it('refuses a forged, moved or expired signature, and a file of another post', async () => {
    const { postId, file } = await shareWithFile('签名校验');
    const other = await shareWithFile('另一篇');
    const url = new URL((await detail(t.rt, qian.token, postId)).body.data.files[0].url, 'http://x');
    const path = `/bbs-app/post/file/${postId}/${file.id}`;
    const forged = new URLSearchParams(url.search);
    forged.set('sig', `${forged.get('sig')?.slice(0, -2)}AA`);
    const bad = await get(`${path}?${forged}`);
    expect([bad.status, await message(bad)]).toEqual([403, '下载链接无效或已过期，请刷新页面']);
    const later = new URLSearchParams(url.search);
    later.set('exp', String(Number(later.get('exp')) + 3600));
    expect((await get(`${path}?${later}`)).status).toBe(403);
    // The signature of one file moved onto another post's file.
    expect((await get(`/bbs-app/post/file/${other.postId}/${other.file.id}${url.search}`)).status).toBe(403);
    const expired = await signedUrl(t.rt.deps.db, path, { sessionId: Number(url.searchParams.get('s')), itemId: postId }, -1000);
    expect((await get(expired)).status).toBe(403);
    // A session naming the right post with another post's file.
    expect((await get(`/bbs-app/post/file/${postId}/${other.file.id}`, auth(qian.token))).status).toBe(404);
    expect((await get(`/bbs-app/post/file/${postId}/abc`, auth(qian.token))).status).toBe(404);
  });
});
