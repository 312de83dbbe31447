import { centreFavourites } from '@contract/account/account-centre';
import { adminReportHide, adminReportList, adminTargetRestore, reportCreate } from '@contract/bbs/bbs-reports';
import {
  commentList,
  favoriteAdd,
  favoriteFolders,
  favoriteList,
  footprintList,
  likeToggle,
} from '@contract/knowledge/interaction';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { setupRuntime } from '../../test/setup-runtime';
import { createPost } from './bbs-fixtures';
import { detail, member } from './forum.test-helpers';

/**
 * The attack of issue 18's review: a post a reader favourited or opened while
 * it was visible must not show through the shared lists (favourites,
 * footprints, the account centre) or the interaction endpoints once a
 * moderator hides it or a review word holds it. Only its author, the plate's
 * moderators (a moderator of a parent plate too) and forum managers still see it.
 */

const t = setupRuntime('admin', 'zhangsan', 'lisi');
type Member = { id: number; token: string };
let reader: Member;
let reporter: Member;
let manager: Member;
let author: Member;

type Listed = { total: number; list: { id: number; title: string }[] };
type Folder = { id: number; count: number; unavailable: number };
type Centre = { total: number; unavailable: number; list: { knowledgeId: number; available: boolean; title: string | null }[] };

const folderOf = async (token: string) => (await call<Folder[]>(t.rt, favoriteFolders, {}, { token })).body.data[0];
const favourites = async (token: string) =>
  (await call<Listed>(t.rt, favoriteList, { domainId: DOMAIN_IDS.bbs, size: 100 }, { token })).body.data;
const footprints = async (token: string) =>
  (await call<Listed>(t.rt, footprintList, { domainId: DOMAIN_IDS.bbs, size: 100 }, { token })).body.data;
const titles = (page: Listed) => page.list.map((x) => x.title);

/** Opens the post (a footprint) and favourites it, while it is visible. */
async function keep(token: string, postId: number) {
  expect((await detail(t.rt, token, postId)).status).toBe(200);
  const folder = await folderOf(token);
  expect((await call(t.rt, favoriteAdd, { knowledgeId: postId, folderId: folder.id }, { token })).status).toBe(200);
}

/** What the reader can still learn of the post through every shared path. */
async function sharedView(token: string, postId: number, title: string) {
  const centre = (await call<Centre>(t.rt, centreFavourites, { size: 100 }, { token })).body.data;
  const row = centre.list.find((x) => x.knowledgeId === postId);
  return {
    favourites: titles(await favourites(token)).includes(title),
    footprints: titles(await footprints(token)).includes(title),
    centreTitle: row?.title ?? null,
    folderUnavailable: (await folderOf(token)).unavailable,
    like: (await call(t.rt, likeToggle, { targetType: 'knowledge', targetId: postId }, { token })).status,
    comments: (await call(t.rt, commentList, { knowledgeId: postId }, { token })).status,
  };
}

beforeAll(async () => {
  reader = await member(t.rt, 'reader_a');
  reporter = await member(t.rt, 'reporter_b');
  manager = await member(t.rt, 'forum_boss');
  author = await member(t.rt, 'poster_c');
  await grantKeys(t.rt, 'forum_boss', '论坛管理', ['ROLE_BBS_MANAGE']);
});

describe('held and hidden posts on the shared paths', () => {
  it('a post hidden on report vanishes from the reader’s favourites, footprints and interactions until restored', async () => {
    const title = '举报后隐藏的帖子';
    const post = await createPost(t.rt, { author: 'poster_c', plate: '后端与数据库', title });
    for (const who of [reader, manager, author]) await keep(who.token, post);
    await keep(t.zhangsan, post);
    await keep(t.lisi, post);
    expect(await sharedView(reader.token, post, title)).toEqual({
      favourites: true,
      footprints: true,
      centreTitle: title,
      folderUnavailable: 0,
      like: 200,
      comments: 200,
    });

    const reported = await call(
      t.rt,
      reportCreate,
      { targetType: 'post', targetId: post, reason: '广告' },
      { token: reporter.token },
    );
    expect(reported.status).toBe(200);
    const reports = await call<{ list: { id: number }[] }>(t.rt, adminReportList, { size: 100 }, { token: t.zhangsan });
    const hide = await call(t.rt, adminReportHide, {}, { token: t.zhangsan, params: { id: reports.body.data.list[0].id } });
    expect(hide.status).toBe(200);

    const gone = { favourites: false, footprints: false, centreTitle: null, folderUnavailable: 1, like: 404, comments: 404 };
    expect(await sharedView(reader.token, post, title)).toEqual(gone);
    // lisi moderates other plates only: he is a reader like any other here.
    expect(await sharedView(t.lisi, post, title)).toEqual(gone);
    // The author, the parent plate's moderator and a forum manager keep it.
    for (const token of [author.token, t.zhangsan, manager.token]) {
      const seen = await sharedView(token, post, title);
      expect([seen.favourites, seen.footprints, seen.centreTitle, seen.comments]).toEqual([true, true, title, 200]);
    }

    const restored = await call(t.rt, adminTargetRestore, { targetType: 'post', targetId: post }, { token: t.zhangsan });
    expect(restored.status).toBe(200);
    const back = await sharedView(reader.token, post, title);
    expect([back.favourites, back.footprints, back.centreTitle, back.folderUnavailable]).toEqual([true, true, title, 0]);
  });

  it('a held post is out of others’ lists too; its plate’s moderator keeps it; an unpublished one is the author’s alone', async () => {
    const title = '等待审核的帖子';
    const post = await createPost(t.rt, { author: 'poster_c', plate: '产品与设计', title });
    await keep(reader.token, post);
    await keep(author.token, post);
    await t.rt.deps.db.execute(sql`update bbs_posts set state = 'held' where knowledge_id = ${post}`);
    const seen = await sharedView(reader.token, post, title);
    expect([seen.favourites, seen.footprints, seen.centreTitle, seen.like, seen.comments]).toEqual([
      false,
      false,
      null,
      404,
      404,
    ]);
    const refused = await call(
      t.rt,
      favoriteAdd,
      { knowledgeId: post, folderId: (await folderOf(reporter.token)).id },
      {
        token: reporter.token,
      },
    );
    expect(refused.status).toBe(404);
    // lisi moderates 产品与设计: he may still read it, and so keep it.
    const kept = await call(t.rt, favoriteAdd, { knowledgeId: post, folderId: (await folderOf(t.lisi)).id }, { token: t.lisi });
    expect(kept.status).toBe(200);
    expect(titles(await favourites(t.lisi))).toContain(title);

    // Without a published version (a draft) nobody but the author reads it, moderators included.
    await t.rt.deps.db.execute(sql`update knowledge set published_version = null where id = ${post}`);
    expect(titles(await favourites(t.lisi))).not.toContain(title);
    expect(titles(await favourites(author.token))).toContain(title);
  });
});
