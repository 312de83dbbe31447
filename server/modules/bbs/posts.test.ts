import { sql } from 'drizzle-orm';
import { plateDelete } from '../../../contract/bbs-plates';
import { type PostListItem, postDelete, postList, postSave } from '../../../contract/bbs-posts';
import { CODE_UNAUTHENTICATED } from '../../../contract/envelope';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';
import { detail, member, okPost, plateId, post, type Saved } from './forum.test-helpers';

const t = setupRuntime('admin', 'zhangsan', 'wangwu');

let tech: number;
let product: number;
let topic: number;
let label: number;
let zhao: { id: number; token: string };
let qian: { id: number; token: string };
let expert: number;

const db = () => t.rt.deps.db;
const list = async (token: string, input: Record<string, unknown> = {}) =>
  (await call<{ total: number; list: PostListItem[] }>(t.rt, postList, { size: 100, ...input }, { token })).body.data;
const ids = (page: { list: PostListItem[] }) => page.list.map((p) => p.id);
const postCount = async () => (await db().execute<{ n: number }>(sql`select count(*)::int as n from bbs_posts`)).rows[0].n;

beforeAll(async () => {
  tech = await plateId(t.rt, '技术交流'); // moderated by zhangsan
  product = await plateId(t.rt, '产品与设计'); // moderated by lisi
  zhao = await member(t.rt, 'zhaoliu');
  qian = await member(t.rt, 'qianqi');
  const tp = await db().execute<{ id: number }>(
    sql`insert into bbs_topics (name, state) values ('性能优化', 'approved') returning id`,
  );
  topic = tp.rows[0].id;
  const lb = await db().execute<{ id: number }>(
    sql`select id from labels where parent_id is not null and domain_id is null order by id limit 1`,
  );
  label = lb.rows[0].id;
  expert = (await member(t.rt, 'sunba')).id;
  await db().execute(sql`insert into bbs_experts (user_id, state) values (${expert}, 'approved')`);
});

describe('saving a post', () => {
  it('publishes a question with its plate, labels, topics, reward and invited expert, who gets a message', async () => {
    const saved = await okPost(t.rt, zhao.token, {
      kind: 'question',
      plateId: tech,
      title: '接口偶发超时如何排查',
      content: '<p>线上接口<script>alert(1)</script>偶发超时</p>',
      labelIds: [label],
      topicIds: [topic],
      reward: 20,
      inviteExpertIds: [expert],
    });
    expect(saved).toMatchObject({ version: 1, state: 'visible', masked: [] });
    const d = (await detail(t.rt, qian.token, saved.id)).body.data;
    expect(d).toMatchObject({
      kind: 'question',
      title: '接口偶发超时如何排查',
      plate: { id: tech, name: '技术交流' },
      topics: [{ id: topic, name: '性能优化' }],
      reward: 20,
      state: 'visible',
      views: 1,
      invited: [{ id: expert, nickname: 'sunba' }],
    });
    expect(d.content).not.toContain('script');
    expect(d.labels.map((l) => l.id)).toEqual([label]);
    expect(d.abilities).toMatchObject({ canEdit: false, canDelete: false, canModerate: false, canAnswer: true });
    const msg = await db().execute<{ title: string; link: string }>(
      sql`select title, link from messages where user_id = ${expert} order by id desc limit 1`,
    );
    expect(msg.rows[0]).toEqual({ title: 'zhaoliu邀请你回答问题', link: `/bbs/post-detail?id=${saved.id}` });
    const events = await db().execute<{ action: string }>(
      sql`select action from events where subject_id = ${saved.id} order by id`,
    );
    expect(events.rows.map((e) => e.action)).toEqual(['create', 'view']);
  });

  it('keeps a case with its sanitised parts, region and product', async () => {
    const saved = await okPost(t.rt, zhao.token, {
      kind: 'case',
      plateId: tech,
      title: '数据库迁移复盘',
      content: '',
      case: { background: '<p>老库<img src=x onerror=alert(1)>容量不足</p>', solution: '<p>分批迁移</p>' },
      region: '华东',
      product: '智联云',
    });
    const d = (await detail(t.rt, zhao.token, saved.id)).body.data;
    expect(d.case.background).toContain('容量不足');
    expect(d.case.background).not.toContain('onerror');
    expect(d.case.solution).toBe('<p>分批迁移</p>');
    expect(d).toMatchObject({ region: '华东', product: '智联云', excerpt: expect.stringContaining('老库') });
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = await postCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'poll', plateId: tech, title: '标题' }, '帖子类型只能是问答、分享或案例'],
      [{ kind: 'share', plateId: tech, title: '  ' }, '标题不能为空'],
      [{ kind: 'share', plateId: 999_999, title: '标题' }, '版块：所选版块不存在'],
      [{ kind: 'share', plateId: tech, title: '标题', reward: 10 }, '只有问答可以设置悬赏积分'],
      [{ kind: 'question', plateId: tech, title: '标题', reward: 500 }, '悬赏积分'],
      [{ kind: 'share', plateId: tech, title: '标题', topicIds: [999_999] }, '话题'],
      [{ kind: 'question', plateId: tech, title: '标题', inviteExpertIds: [zhao.id] }, '不是论坛专家'],
      [{ kind: 'share', plateId: tech, title: '标题', labelIds: [999_999] }, '标签'],
    ];
    for (const [input, message] of cases) {
      const r = await call(t.rt, postSave, input, { token: zhao.token });
      expect([r.status, r.body.message]).toEqual([400, expect.stringContaining(message)]);
    }
    const proposed = await db().execute<{ id: number }>(
      sql`insert into bbs_topics (name, state) values ('未审话题', 'proposed') returning id`,
    );
    const r = await call(
      t.rt,
      postSave,
      { kind: 'share', plateId: tech, title: 'x', topicIds: [proposed.rows[0].id] },
      { token: zhao.token },
    );
    expect(r.status).toBe(400);
    expect(await postCount()).toBe(before);
  });

  it('refuses callers without a token (401) or without the forum key (403)', async () => {
    const anon = await call(t.rt, postSave, { kind: 'share', plateId: tech, title: '标题' });
    expect([anon.status, anon.body.code]).toEqual([401, CODE_UNAUTHENTICATED]);
    // wangwu (访客) holds no ROLE_BBS_DISPLAY.
    for (const [ep, input, params] of [
      [postSave, { kind: 'share', plateId: tech, title: '标题' }, undefined],
      [postList, {}, undefined],
    ] as const) {
      const r = await call(t.rt, ep, input, { token: t.wangwu, params });
      expect(r.status).toBe(403);
    }
  });

  it('ignores state and flagged words sent in the input', async () => {
    const saved = await okPost(t.rt, zhao.token, {
      kind: 'share',
      plateId: tech,
      title: '普通分享',
      state: 'hidden',
      flaggedWords: ['x'],
    });
    const row = await db().execute<{ state: string; flagged_words: string[] }>(
      sql`select state, flagged_words from bbs_posts where knowledge_id = ${saved.id}`,
    );
    expect(row.rows[0]).toEqual({ state: 'visible', flagged_words: [] });
  });
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

describe('sensitive words in a post', () => {
  const field = (where: 'title' | 'content' | 'case', text: string) =>
    where === 'title'
      ? { kind: 'case', plateId: tech, title: `标题${text}` }
      : where === 'content'
        ? { kind: 'case', plateId: tech, title: '标题', content: `<p>${text}</p>` }
        : { kind: 'case', plateId: tech, title: '标题', case: { analysis: `<p>分析${text}</p>` } };

  it('refuses a block word in the title, body or a case part, written plainly or disguised', async () => {
    const before = await postCount();
    for (const where of ['title', 'content', 'case'] as const) {
      for (const text of ['商业机密', '商業機密', '商 业*机 密', 'ＶＰＮ翻墙']) {
        const r = await post(t.rt, qian.token, field(where, text));
        expect([where, text, r.status, r.body.message]).toEqual([
          where,
          text,
          400,
          expect.stringContaining('内容包含不允许的词语'),
        ]);
      }
    }
    expect(await postCount()).toBe(before);
  });

  it('masks replace words and names them', async () => {
    for (const where of ['title', 'content', 'case'] as const) {
      const r = await post(t.rt, qian.token, field(where, '你这个傻 瓜'));
      expect(r.body.data.masked).toEqual(['傻瓜']);
      const d = (await detail(t.rt, qian.token, r.body.data.id)).body.data;
      const stored = where === 'title' ? d.title : where === 'content' ? d.content : d.case.analysis;
      expect(stored).not.toMatch(/傻/);
      expect(stored).toContain('＊');
    }
  });

  it('holds a post with a review word: hidden from others, shown to its author and the moderators', async () => {
    const r = await post(t.rt, qian.token, field('case', '有事加微信'));
    expect(r.body.data.state).toBe('held');
    const id = r.body.data.id;
    expect((await detail(t.rt, zhao.token, id)).status).toBe(404);
    expect((await detail(t.rt, qian.token, id)).body.data.state).toBe('held');
    const mod = (await detail(t.rt, t.zhangsan, id)).body.data;
    expect(mod.abilities.canModerate).toBe(true);
    expect(ids(await list(zhao.token))).not.toContain(id);
    expect(ids(await list(qian.token, { scope: 'mine' }))).toContain(id);
    // Full-width letters are the same word.
    const wide = await post(t.rt, qian.token, field('title', '加我ＱＱ'));
    expect(wide.body.data.state).toBe('held');
  });

  it('publishes a flag word and shows it to moderators only', async () => {
    const r = await post(t.rt, qian.token, field('content', '听说要罢 工'));
    expect(r.body.data.state).toBe('visible');
    expect((await detail(t.rt, t.zhangsan, r.body.data.id)).body.data.flaggedWords).toEqual(['罢工']);
    expect((await detail(t.rt, zhao.token, r.body.data.id)).body.data.flaggedWords).toEqual([]);
  });
});

describe('the rate limit', () => {
  it('refuses the sixth post in ten minutes with the wait, and counts nothing refused', async () => {
    const who = await member(t.rt, 'zhoujiu');
    for (let i = 0; i < 5; i++) {
      const r = await call<Saved>(t.rt, postSave, { kind: 'share', plateId: tech, title: `第${i}帖` }, { token: who.token });
      expect(r.status).toBe(200);
    }
    const sixth = await call(t.rt, postSave, { kind: 'share', plateId: tech, title: '第六帖' }, { token: who.token });
    expect([sixth.status, sixth.body.message]).toEqual([429, '发帖过于频繁，请 10 分钟后再试']);
    // Once the oldest leaves the window, the wait shrinks and then the limit lifts.
    await db().execute(sql`update knowledge set created_at = now() - interval '9 minutes 10 seconds'
      where id = (select min(id) from knowledge where author_id = ${who.id})`);
    const later = await call(t.rt, postSave, { kind: 'share', plateId: tech, title: '第六帖' }, { token: who.token });
    expect(later.body.message).toBe('发帖过于频繁，请 1 分钟后再试');
    await db().execute(sql`update knowledge set created_at = now() - interval '11 minutes'
      where id = (select min(id) from knowledge where author_id = ${who.id})`);
    const ok = await call(t.rt, postSave, { kind: 'share', plateId: tech, title: '第六帖' }, { token: who.token });
    expect(ok.status).toBe(200);
  });
});

describe('the post list', () => {
  it('filters by kind, plate (with sub-plates), topic, author, label, keyword and unanswered', async () => {
    const sub = await plateId(t.rt, '前端开发');
    const a = await okPost(t.rt, qian.token, { kind: 'question', plateId: sub, title: '按钮样式错乱 100%' });
    const all = await list(zhao.token, { plateId: tech });
    expect(ids(all)).toContain(a.id);
    expect(ids(await list(zhao.token, { plateId: sub }))).toEqual([a.id]);
    expect((await list(zhao.token, { kind: 'case' })).list.every((p) => p.kind === 'case')).toBe(true);
    expect((await list(zhao.token, { topicId: topic })).list.map((p) => p.title)).toEqual(['接口偶发超时如何排查']);
    expect((await list(zhao.token, { authorId: qian.id })).list.every((p) => p.author.id === qian.id)).toBe(true);
    expect((await list(zhao.token, { labelId: label })).list.map((p) => p.title)).toEqual(['接口偶发超时如何排查']);
    expect(ids(await list(zhao.token, { keyword: '100%' }))).toEqual([a.id]);
    expect(ids(await list(zhao.token, { keyword: '%' }))).toEqual([a.id]);
    const unanswered = await list(zhao.token, { unanswered: true });
    expect(unanswered.list.every((p) => p.kind === 'question' && p.answerCount === 0)).toBe(true);
    expect(ids(unanswered)).toContain(a.id);
  });

  it('sorts by creation, and shows liked and followed posts', async () => {
    const created = await list(zhao.token, { sort: 'created' });
    const times = created.list.map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const a = (await list(zhao.token, { plateId: product })).list[0];
    await db().execute(sql`insert into likes (user_id, target_type, target_id) values (${zhao.id}, 'knowledge', ${a.id})`);
    expect(ids(await list(zhao.token, { scope: 'liked' }))).toEqual([a.id]);
    await db().execute(sql`insert into bbs_follows (user_id, target_type, target_id) values (${zhao.id}, 1, ${product})`);
    const followed = await list(zhao.token, { scope: 'followed' });
    expect(followed.list.length).toBeGreaterThan(0);
    expect(followed.list.every((p) => p.plate.id === product)).toBe(true);
    const bad = await call(t.rt, postList, { sort: 'random' }, { token: zhao.token });
    expect(bad.status).toBe(400);
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
