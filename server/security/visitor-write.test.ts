import { commentAdd } from '@contract/knowledge/interaction';
import { libraryMeta, libraryUpload } from '@contract/library/library';
import { wikiSave } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { call, tokenFor } from '../test/client';
import { PNG_1PX, uploadRequest } from '../test/files/images';
import { meteredUpload } from '../test/files/metered-upload';
import { grantKeys } from '../test/grants';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { createItem } from '../test/knowledge/factory';
import { uploadDoc } from '../test/library/upload';
import { seedVideo, uploadVideoAs } from '../test/video/upload';
import { detail, entry, save, tokens } from '../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

const counts = async () =>
  (
    await rt.deps.db.execute<{ knowledge: number; files: number; comments: number }>(sql`
      select (select count(*)::int from knowledge) as knowledge, (select count(*)::int from files) as files,
        (select count(*)::int from comments) as comments`)
  ).rows[0];

describe('visitors read, writing is granted', () => {
  it('refuses a visitor saving a wiki draft', async () => {
    const before = await counts();
    const r = await call(rt, wikiSave, entry(), { token: t.wangwu });
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('知识创作');
    expect(await counts()).toEqual(before);
  });

  it('refuses a visitor uploading a document, a video or an image, before reading the body', async () => {
    const before = await counts();
    const doc = await uploadDoc(rt, t.wangwu, new TextEncoder().encode('访客的文档'), '说明.txt');
    expect([doc.status, doc.body.message]).toEqual([403, expect.stringContaining('知识创作')]);
    const video = await uploadVideoAs(rt, t.wangwu, { file: seedVideo('onboarding.mp4'), name: 'a.mp4' });
    expect(video.status).toBe(403);
    const image = await rt.app.fetch(uploadRequest(t.wangwu, { file: PNG_1PX }));
    expect(image.status).toBe(403);
    // A 200 MB body is refused without being read through.
    const { request, meter } = meteredUpload(libraryUpload.path, t.wangwu, 200 * 1024 * 1024, true);
    expect((await rt.app.fetch(request)).status).toBe(403);
    expect(meter.pulled).toBeLessThan(5 * 1024 * 1024);
    expect(await counts()).toEqual(before);
  });

  it('refuses a visitor commenting', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    const before = await counts();
    const r = await call(rt, commentAdd, { knowledgeId: item.id, content: '访客的评论' }, { token: t.wangwu });
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('知识评论');
    expect(await counts()).toEqual(before);
  });

  it('lets staff write and comment by default, and a visitor once an administrator grants the keys', async () => {
    const item = await createItem(rt, { authorUsername: 'admin' });
    await save(rt, t.zhangsan, entry());
    expect((await call(rt, commentAdd, { knowledgeId: item.id, content: '员工评论' }, { token: t.zhangsan })).status).toBe(200);
    await grantKeys(rt, 'wangwu', '受邀访客', ['ROLE_KNOWLEDGE_CREATE', 'ROLE_KNOWLEDGE_COMMENT']);
    const wangwu = await tokenFor(rt, 'wangwu');
    await save(rt, wangwu, entry());
    expect((await call(rt, commentAdd, { knowledgeId: item.id, content: '受邀访客的评论' }, { token: wangwu })).status).toBe(200);
  });

  it('offers no edit, submission or rollback to an author whose write key was withdrawn', async () => {
    await rt.deps.db.execute(sql`insert into users (username, nickname, type) values ('former-writer', '前撰稿人', 1)`);
    await grantKeys(rt, 'former-writer', '撰稿人', ['ROLE_WIKI_DISPLAY_WEB', 'ROLE_KNOWLEDGE_CREATE']);
    const author = await tokenFor(rt, 'former-writer');
    const saved = await save(rt, author, entry());
    expect((await detail(rt, author, saved.id)).body.data.abilities).toMatchObject({ canEdit: true, canSubmit: true });
    await rt.deps.db.execute(sql`
      update roles set permissions = array_remove(permissions, 'ROLE_KNOWLEDGE_CREATE') where name = '撰稿人'`);
    const after = await tokenFor(rt, 'former-writer');
    const abilities = (await detail(rt, after, saved.id)).body.data.abilities;
    expect(abilities).toMatchObject({ canEdit: false, canSubmit: false, canRollback: false });
    expect((await call(rt, wikiSave, entry({ id: saved.id }), { token: after })).status).toBe(403);
  });

  it('refuses an author whose write key was withdrawn changing his document facts', async () => {
    await rt.deps.db.execute(sql`insert into users (username, nickname, type) values ('former-doc-writer', '前文档作者', 1)`);
    await grantKeys(rt, 'former-doc-writer', '文档撰稿人', ['ROLE_DOCUMENT_DISPLAY_WEB', 'ROLE_KNOWLEDGE_CREATE']);
    const author = await tokenFor(rt, 'former-doc-writer');
    const up = await uploadDoc(rt, author, new TextEncoder().encode('作者的文档'), '作者.txt');
    expect(up.status).toBe(200);
    const id = up.body.data.id;
    await rt.deps.db.execute(sql`
      update roles set permissions = array_remove(permissions, 'ROLE_KNOWLEDGE_CREATE') where name = '文档撰稿人'`);
    const after = await tokenFor(rt, 'former-doc-writer');
    const r = await call(
      rt,
      libraryMeta,
      { id, question: '改过的问题', isChronicle: false, region: null, year: null },
      { token: after },
    );
    expect(r.status).toBe(403);
    const kept = await rt.deps.db.execute<{ question: string | null }>(
      sql`select question from document_meta where knowledge_id = ${id}`,
    );
    expect(kept.rows[0]?.question ?? null).toBeNull();
  });
});
