import {
  commentAdd,
  commentRemove,
  favoriteAdd,
  favoriteFolderDelete,
  favoriteFolderSave,
  favoriteFolders,
  favoriteRemove,
  likeToggle,
  shareSend,
} from '@contract/knowledge/interaction';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { call, tokenFor } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { createItem, userId } from '../test/knowledge/factory';

type Event = { action: string; user_id: number; domain_id: number; subject_id: number; object_id: number | null; ip: string };

let rt: TestRuntime;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  rt = await createTestRuntime();
  for (const u of ['zhangsan', 'lisi', 'admin']) tokens[u] = await tokenFor(rt, u);
});
afterAll(() => rt.close());

/** Each user calls from an address of his own, which every event records. */
const IP: Record<string, string> = { zhangsan: '203.0.113.81', lisi: '203.0.113.82', admin: '203.0.113.83' };
const as = (who: string) => ({ token: tokens[who], address: IP[who] });
const eventsOf = async (subjectId: number) =>
  (
    await rt.deps.db.execute<Event>(sql`
      select action, user_id, domain_id, subject_id, object_id, ip from events where subject_id = ${subjectId} order by id`)
  ).rows;

describe('interaction events', () => {
  it('records a comment, its removal and likes on the item and the comment, keyed by subject', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan', domainId: DOMAIN_IDS.library });
    const lisi = await userId(rt, 'lisi');
    const added = await call<{ id: number }>(rt, commentAdd, { knowledgeId: item.id, content: '好文' }, as('lisi'));
    const commentId = added.body.data.id;
    await call(rt, likeToggle, { targetType: 'knowledge', targetId: item.id }, as('lisi'));
    await call(rt, likeToggle, { targetType: 'comment', targetId: commentId }, as('lisi'));
    await call(rt, likeToggle, { targetType: 'knowledge', targetId: item.id }, as('lisi'));
    await call(rt, commentRemove, {}, { ...as('lisi'), params: { id: commentId } });
    const subject = { user_id: lisi, domain_id: DOMAIN_IDS.library, subject_id: item.id, ip: IP.lisi };
    expect(await eventsOf(item.id)).toEqual([
      { action: 'comment', ...subject, object_id: commentId },
      { action: 'like', ...subject, object_id: null },
      { action: 'like', ...subject, object_id: commentId },
      { action: 'unlike', ...subject, object_id: null },
      { action: 'uncomment', ...subject, object_id: commentId },
    ]);
  });

  it('records favourites once, their removal, and those a deleted folder takes with it', async () => {
    // lisi reads documents only.
    const a = await createItem(rt, { authorUsername: 'zhangsan', domainId: DOMAIN_IDS.library });
    const b = await createItem(rt, { authorUsername: 'zhangsan', domainId: DOMAIN_IDS.library });
    const folders = await call<{ id: number; isDefault: boolean }[]>(rt, favoriteFolders, {}, as('lisi'));
    const home = folders.body.data.find((f) => f.isDefault)!.id;
    const other = (await call<{ id: number }>(rt, favoriteFolderSave, { name: '稍后再读' }, as('lisi'))).body.data.id;
    await call(rt, favoriteAdd, { knowledgeId: a.id, folderId: home }, as('lisi'));
    // Moving a favourite to another folder is no new favourite.
    await call(rt, favoriteAdd, { knowledgeId: a.id, folderId: other }, as('lisi'));
    await call(rt, favoriteRemove, { knowledgeId: a.id }, as('lisi'));
    await call(rt, favoriteAdd, { knowledgeId: b.id, folderId: other }, as('lisi'));
    await call(rt, favoriteFolderDelete, {}, { ...as('lisi'), params: { id: other } });
    expect((await eventsOf(a.id)).map((e) => [e.action, e.object_id])).toEqual([
      ['favourite', home],
      ['unfavourite', other],
    ]);
    expect((await eventsOf(b.id)).map((e) => [e.action, e.object_id])).toEqual([
      ['favourite', other],
      ['unfavourite', other],
    ]);
  });

  it('records a share with the number of recipients reached', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan', domainId: DOMAIN_IDS.library });
    const r = await call(rt, shareSend, { knowledgeId: item.id, userIds: [await userId(rt, 'lisi')], note: '' }, as('zhangsan'));
    expect(r.status).toBe(200);
    const rows = await rt.deps.db.execute<{ action: string; detail: unknown }>(
      sql`select action, detail from events where subject_id = ${item.id}`,
    );
    expect(rows.rows).toEqual([{ action: 'share', detail: { recipients: 1 } }]);
  });

  it('records nothing for a refused action', async () => {
    const hidden = await createItem(rt, { authorUsername: 'zhangsan', status: 'draft' });
    const r = await call(rt, likeToggle, { targetType: 'knowledge', targetId: hidden.id }, as('lisi'));
    expect(r.status).toBe(404);
    await rt.deps.db.execute(sql`update config_items set value = '0' where code = 'switch.comment'`);
    try {
      const off = await call(rt, commentAdd, { knowledgeId: hidden.id, content: '看不到' }, as('admin'));
      expect(off.status).toBe(403);
    } finally {
      await rt.deps.db.execute(sql`update config_items set value = '1' where code = 'switch.comment'`);
    }
    expect(await eventsOf(hidden.id)).toEqual([]);
  });
});
