import { plateDelete } from '@contract/bbs/bbs-plates';
import { type PostListItem, postDelete, postList } from '@contract/bbs/bbs-posts';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';
import { detail, member, okPost, plateId, post, type Saved } from './forum.test-helpers';

/** Changing a post after its first save: edits, drafts, drafts of published posts, deletion. */

const t = setupRuntime('admin', 'zhangsan');

let tech: number;
let product: number;
let zhao: { id: number; token: string };
let qian: { id: number; token: string };

const db = () => t.rt.deps.db;
const list = async (token: string, input: Record<string, unknown> = {}) =>
  (await call<{ total: number; list: PostListItem[] }>(t.rt, postList, { size: 100, ...input }, { token })).body.data;
const ids = (page: { list: PostListItem[] }) => page.list.map((p) => p.id);

beforeAll(async () => {
  tech = await plateId(t.rt, '技术交流'); // moderated by zhangsan
  product = await plateId(t.rt, '产品与设计'); // moderated by lisi
  zhao = await member(t.rt, 'zhaoliu');
  qian = await member(t.rt, 'qianqi');
});

describe('editing', () => {
  let saved: Saved;
  beforeAll(async () => {
    saved = await okPost(t.rt, zhao.token, { kind: 'question', plateId: product, title: '原标题' });
  });

  it('lets the author edit (a new published version) but not change the kind', async () => {
    const r = await post(t.rt, zhao.token, { id: saved.id, kind: 'question', plateId: product, title: '新标题', baseVersion: 1 });
    expect(r.body.data).toMatchObject({ version: 2, state: 'visible' });
    expect((await detail(t.rt, qian.token, saved.id)).body.data.title).toBe('新标题');
    const kind = await post(t.rt, zhao.token, { id: saved.id, kind: 'share', plateId: product, title: 'x', baseVersion: 2 });
    expect([kind.status, kind.body.message]).toEqual([400, expect.stringContaining('帖子类型不能修改')]);
  });

  it("refuses another member's edit (403) and lets the plate's moderator edit", async () => {
    const r = await post(t.rt, qian.token, { id: saved.id, kind: 'question', plateId: product, title: '篡改', baseVersion: 2 });
    expect(r.status).toBe(403);
    expect((await detail(t.rt, qian.token, saved.id)).body.data.title).toBe('新标题');
    const moderator = await member(t.rt, 'chanpinbanzhu');
    await db().execute(sql`insert into bbs_plate_moderators (plate_id, user_id) values (${product}, ${moderator.id})`);
    const mod = await post(t.rt, moderator.token, {
      id: saved.id,
      kind: 'question',
      plateId: product,
      title: '版主修订',
      baseVersion: 2,
    });
    expect(mod.body.data).toMatchObject({ version: 3, state: 'visible' });
    expect((await detail(t.rt, qian.token, saved.id)).body.data).toMatchObject({ title: '版主修订', author: { id: zhao.id } });
    // zhangsan moderates another plate only.
    const other = await post(t.rt, t.zhangsan, { id: saved.id, kind: 'question', plateId: product, title: 'x', baseVersion: 3 });
    expect(other.status).toBe(403);
  });

  it('keeps drafts apart: autosaves keep a draft, a stale revision is a 409', async () => {
    const d = await okPost(t.rt, zhao.token, { kind: 'share', plateId: tech, title: '草稿', draft: true });
    expect(d.state).toBe('draft');
    expect((await detail(t.rt, qian.token, d.id)).status).toBe(404);
    expect(ids(await list(qian.token))).not.toContain(d.id);
    const mine = await list(zhao.token, { scope: 'mine' });
    expect(mine.list.find((p) => p.id === d.id)?.state).toBe('draft');
    const again = await post(t.rt, zhao.token, {
      id: d.id,
      kind: 'share',
      plateId: tech,
      title: '草稿2',
      draft: true,
      baseVersion: 1,
      baseRevision: d.revision,
    });
    expect(again.status).toBe(200);
    const stale = await post(t.rt, zhao.token, {
      id: d.id,
      kind: 'share',
      plateId: tech,
      title: '草稿3',
      draft: true,
      baseVersion: 1,
      baseRevision: d.revision,
    });
    expect(stale.status).toBe(409);
    const pub = await post(t.rt, zhao.token, { id: d.id, kind: 'share', plateId: tech, title: '发布了', baseVersion: 1 });
    expect(pub.body.data.state).toBe('visible');
    expect((await detail(t.rt, qian.token, d.id)).body.data.title).toBe('发布了');
  });
});

describe('the kind of a post', () => {
  it('switches a draft never published between question and share, dropping its invitations', async () => {
    const expert = await member(t.rt, 'sunba');
    await db().execute(sql`insert into bbs_experts (user_id, state) values (${expert.id}, 'approved')`);
    const d = await okPost(t.rt, zhao.token, {
      kind: 'question',
      plateId: tech,
      title: '先写成问题',
      reward: 5,
      inviteExpertIds: [expert.id],
      draft: true,
    });
    const asShare = { id: d.id, kind: 'share', plateId: tech, title: '改成分享', draft: true, baseVersion: 1 };
    // A share has no reward nor invited experts: the switch must leave them behind.
    const withReward = await post(t.rt, zhao.token, { ...asShare, reward: 5, baseRevision: d.revision });
    expect([withReward.status, withReward.body.message]).toEqual([400, expect.stringContaining('只有问答可以设置悬赏积分')]);
    const share = await okPost(t.rt, zhao.token, { ...asShare, baseRevision: d.revision });
    expect((await detail(t.rt, zhao.token, d.id)).body.data).toMatchObject({ kind: 'share', reward: 0, invited: [] });
    const back = await okPost(t.rt, zhao.token, { ...asShare, kind: 'question', baseRevision: share.revision });
    expect((await detail(t.rt, zhao.token, d.id)).body.data.kind).toBe('question');
    const toCase = await post(t.rt, zhao.token, { ...asShare, kind: 'case', baseRevision: back.revision });
    expect([toCase.status, toCase.body.message]).toEqual([400, expect.stringContaining('只有问答和分享的草稿可以互相切换')]);
    const pub = await okPost(t.rt, zhao.token, { ...asShare, kind: 'share', draft: false, baseRevision: back.revision });
    expect(pub.state).toBe('visible');
    expect((await detail(t.rt, qian.token, d.id)).body.data.kind).toBe('share');
  });

  it('is fixed once published, in a draft of the post too', async () => {
    const q = await okPost(t.rt, zhao.token, { kind: 'question', plateId: tech, title: '已发布的问题' });
    for (const draft of [false, true]) {
      const r = await post(t.rt, zhao.token, { id: q.id, kind: 'share', plateId: tech, title: '改类型', draft, baseVersion: 1 });
      expect([r.status, r.body.message]).toEqual([400, '帖子类型不能修改：已发布的帖子不能改变类型（原为问答）']);
    }
    const seen = (await detail(t.rt, zhao.token, q.id)).body.data;
    expect([seen.kind, seen.title]).toEqual(['question', '已发布的问题']);
  });

  it('keeps a case draft a case', async () => {
    const c = await okPost(t.rt, zhao.token, { kind: 'case', plateId: tech, title: '案例草稿', draft: true });
    const r = await post(t.rt, zhao.token, {
      id: c.id,
      kind: 'share',
      plateId: tech,
      title: '案例草稿',
      draft: true,
      baseVersion: 1,
      baseRevision: c.revision,
    });
    expect([r.status, r.body.message]).toEqual([400, '帖子类型不能修改：只有问答和分享的草稿可以互相切换（原为案例）']);
  });
});

describe('a draft of a published post', () => {
  it('leaves what readers see alone until it is published', async () => {
    const c = await okPost(t.rt, zhao.token, {
      kind: 'case',
      plateId: tech,
      title: '已发布案例',
      case: { result: '<p>旧效果</p>' },
    });
    const draft = await post(t.rt, zhao.token, {
      id: c.id,
      kind: 'case',
      plateId: tech,
      title: '改了一半',
      case: { result: '<p>新效果</p>' },
      draft: true,
      baseVersion: 1,
    });
    expect(draft.body.data).toMatchObject({ version: 2, state: 'draft' });
    const seen = (await detail(t.rt, qian.token, c.id)).body.data;
    expect([seen.title, seen.case.result, seen.state]).toEqual(['已发布案例', '<p>旧效果</p>', 'visible']);
    const own = (await detail(t.rt, zhao.token, c.id)).body.data;
    expect([own.title, own.version]).toEqual(['改了一半', 2]);
    await post(t.rt, zhao.token, {
      id: c.id,
      kind: 'case',
      plateId: tech,
      title: '改完',
      case: { result: '<p>新效果</p>' },
      baseVersion: 2,
    });
    expect((await detail(t.rt, qian.token, c.id)).body.data.case.result).toBe('<p>新效果</p>');
  });
});

describe('deleting a post', () => {
  it("refuses other members, lets the author or the plate's moderator delete into the recycle bin", async () => {
    const a = await okPost(t.rt, qian.token, { kind: 'share', plateId: tech, title: '要删的帖' });
    const denied = await call(t.rt, postDelete, {}, { token: zhao.token, params: { id: a.id } });
    expect(denied.status).toBe(403);
    const r = await call(t.rt, postDelete, {}, { token: t.zhangsan, params: { id: a.id } });
    expect(r.status).toBe(200);
    expect((await detail(t.rt, qian.token, a.id)).status).toBe(404);
    const row = await db().execute<{ deleted_by: number }>(sql`select deleted_by from knowledge where id = ${a.id}`);
    expect(row.rows[0].deleted_by).not.toBeNull();
    const b = await okPost(t.rt, qian.token, { kind: 'share', plateId: tech, title: '自己删' });
    expect((await call(t.rt, postDelete, {}, { token: qian.token, params: { id: b.id } })).status).toBe(200);
  });

  it('keeps a plate that has posts', async () => {
    const plate = await db().execute<{ id: number }>(sql`insert into bbs_plates (name) values ('临时版块') returning id`);
    const id = plate.rows[0].id;
    await okPost(t.rt, qian.token, { kind: 'share', plateId: id, title: '临时帖' });
    const r = await call(t.rt, plateDelete, {}, { token: t.admin, params: { id } });
    expect([r.status, r.body.message]).toEqual([409, '该版块下还有帖子，不能删除']);
  });
});
