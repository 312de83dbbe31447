import { postList, postSave } from '@contract/bbs/bbs-posts';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';
import { detail, member, okPost, plateId, type Saved } from './forum.test-helpers';

/** Saving a post: what is stored and shown, what is refused, who may, and the rate limit. */

const t = setupRuntime('admin', 'zhangsan', 'wangwu');

let tech: number;
let topic: number;
let label: number;
let zhao: { id: number; token: string };
let qian: { id: number; token: string };
let expert: number;

const db = () => t.rt.deps.db;
const postCount = async () => (await db().execute<{ n: number }>(sql`select count(*)::int as n from bbs_posts`)).rows[0].n;

beforeAll(async () => {
  tech = await plateId(t.rt, '技术交流');
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

describe('topics and invited experts of a draft', () => {
  const invitedMessages = async () =>
    (
      await db().execute<{ n: number }>(
        sql`select count(*)::int as n from messages where user_id = ${expert} and title like '%邀请你回答问题'`,
      )
    ).rows[0].n;

  it('keeps them with the draft, tells the experts only on publication, and once', async () => {
    const before = await invitedMessages();
    const first = await okPost(t.rt, zhao.token, {
      kind: 'question',
      plateId: tech,
      title: '草稿里的邀请',
      topicIds: [topic],
      inviteExpertIds: [expert],
      draft: true,
    });
    const own = (await detail(t.rt, zhao.token, first.id)).body.data;
    expect([own.topics, own.invited]).toEqual([[{ id: topic, name: '性能优化' }], [{ id: expert, nickname: 'sunba' }]]);
    expect(await invitedMessages()).toBe(before);
    // A later autosave without the expert takes the invitation back: nobody was told yet.
    const second = await okPost(t.rt, zhao.token, {
      id: first.id,
      kind: 'question',
      plateId: tech,
      title: '草稿里的邀请',
      draft: true,
      baseVersion: 1,
      baseRevision: first.revision,
    });
    expect((await detail(t.rt, zhao.token, first.id)).body.data).toMatchObject({ topics: [], invited: [] });
    const third = await okPost(t.rt, zhao.token, {
      id: first.id,
      kind: 'question',
      plateId: tech,
      title: '草稿里的邀请',
      inviteExpertIds: [expert],
      draft: true,
      baseVersion: 1,
      baseRevision: second.revision,
    });
    await okPost(t.rt, zhao.token, {
      id: first.id,
      kind: 'question',
      plateId: tech,
      title: '草稿里的邀请',
      inviteExpertIds: [expert],
      baseVersion: 1,
      baseRevision: third.revision,
    });
    expect(await invitedMessages()).toBe(before + 1);
    // Saving the published question again with the same expert tells him nothing more, and cannot drop him.
    await okPost(t.rt, zhao.token, { id: first.id, kind: 'question', plateId: tech, title: '草稿里的邀请', baseVersion: 1 });
    expect(await invitedMessages()).toBe(before + 1);
    expect((await detail(t.rt, qian.token, first.id)).body.data.invited).toEqual([{ id: expert, nickname: 'sunba' }]);
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
    await db().execute(sql`update bbs_posts set first_published_at = now() - interval '9 minutes 10 seconds'
      where knowledge_id = (select min(id) from knowledge where author_id = ${who.id})`);
    const later = await call(t.rt, postSave, { kind: 'share', plateId: tech, title: '第六帖' }, { token: who.token });
    expect(later.body.message).toBe('发帖过于频繁，请 1 分钟后再试');
    await db().execute(sql`update bbs_posts set first_published_at = now() - interval '11 minutes'
      where knowledge_id = (select min(id) from knowledge where author_id = ${who.id})`);
    const ok = await call(t.rt, postSave, { kind: 'share', plateId: tech, title: '第六帖' }, { token: who.token });
    expect(ok.status).toBe(200);
  });

  it('counts published posts only: drafts and edits are free, publishing a draft counts (issue 27)', async () => {
    const who = await member(t.rt, 'wujiu');
    const drafts: Saved[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await call<Saved>(
        t.rt,
        postSave,
        { kind: 'share', plateId: tech, title: `草稿${i}`, draft: true },
        { token: who.token },
      );
      expect([i, r.status]).toEqual([i, 200]);
      drafts.push(r.body.data);
    }
    for (let i = 0; i < 5; i++) {
      const r = await call<Saved>(t.rt, postSave, { kind: 'share', plateId: tech, title: `正式${i}` }, { token: who.token });
      expect([i, r.status, r.body.message]).toEqual([i, 200, expect.anything()]);
      // Editing a published post does not count as posting again.
      const again = await call<Saved>(
        t.rt,
        postSave,
        { id: r.body.data.id, kind: 'share', plateId: tech, title: `正式${i}（改）`, baseVersion: r.body.data.version },
        { token: who.token },
      );
      expect([i, again.status]).toEqual([i, 200]);
    }
    // A sixth publication — here of a draft — is one too many.
    const d = drafts[0]!;
    const publish = await call(
      t.rt,
      postSave,
      { id: d.id, kind: 'share', plateId: tech, title: '草稿0', baseVersion: d.version },
      { token: who.token },
    );
    expect([publish.status, publish.body.message]).toEqual([429, '发帖过于频繁，请 10 分钟后再试']);
    // Saving it as a draft again still works.
    const keep = await call(
      t.rt,
      postSave,
      { id: d.id, kind: 'share', plateId: tech, title: '草稿0', draft: true, baseVersion: d.version },
      { token: who.token },
    );
    expect(keep.status).toBe(200);
  });
});
