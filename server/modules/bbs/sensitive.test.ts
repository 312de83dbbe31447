import { auditList } from '@contract/admin/admin-audit';
import {
  SENSITIVE_ACTIONS,
  SENSITIVE_LIMITS,
  type SensitiveWordView,
  sensitiveCheck,
  sensitiveCreate,
  sensitiveDelete,
  sensitiveList,
  sensitiveUpdate,
} from '@contract/bbs/bbs-moderation';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { connect } from '../../db/client';
import { assertNotBlocked, moderateText } from '../../moderation/moderate';
import { bumpRevision } from '../../moderation/word-list';
import { call, tokenFor } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { setupRuntime } from '../../test/setup-runtime';

const t = setupRuntime('admin', 'zhangsan', 'lisi', 'wangwu');

type Check = { pass: boolean; hits: { word: string; action: string }[]; masked: string; spans: { start: number; end: number }[] };
type Page = { total: number; count: number; list: SensitiveWordView[] };
type Change = { field: string; before: string; after: string };

const check = async (text: string, token = t.zhangsan) =>
  (await call<Check>(t.rt, sensitiveCheck, { text }, { token })).body.data;
const list = async (input: Record<string, unknown> = {}) =>
  (await call<Page>(t.rt, sensitiveList, { size: 100, ...input }, { token: t.admin })).body.data;
const wordCount = async () =>
  (await t.rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from sensitive_words`)).rows[0].n;
const lastAudit = async () =>
  (
    await t.rt.deps.db.execute<{ action: string; object_id: number | null; detail: { target: string; changes: Change[] } }>(
      sql`select action, object_id, detail from events where action like 'sensitive_%' order by id desc limit 1`,
    )
  ).rows[0];
const add = (lines: string, action?: string, token = t.admin) =>
  call<{ added: SensitiveWordView[]; skipped: { line: number; word: string; reason: string }[] }>(
    t.rt,
    sensitiveCreate,
    { lines, ...(action ? { action } : {}) },
    { token },
  );

describe('the seeded word list', () => {
  it('holds at least 50 words with every action', async () => {
    const all = await list();
    expect(all.count).toBeGreaterThanOrEqual(50);
    const actions = new Set(
      (await Promise.all(SENSITIVE_ACTIONS.map((action) => list({ action })))).map((p, i) =>
        p.total > 0 ? SENSITIVE_ACTIONS[i] : '',
      ),
    );
    expect(actions).toEqual(new Set(SENSITIVE_ACTIONS));
  });
});

describe('the check call', () => {
  it('passes clean text and names each hit once with its action, masking replace words', async () => {
    expect(await check('今天的周会讨论季度计划。')).toEqual({
      pass: true,
      hits: [],
      masked: '今天的周会讨论季度计划。',
      spans: [],
    });
    const r = await check('你个傻 瓜，把內部·絕密发群里，再加微信聊，内部绝密！');
    expect(r.pass).toBe(false);
    expect(r.hits).toEqual([
      { word: '傻瓜', action: 'replace' },
      { word: '内部绝密', action: 'block' },
      { word: '加微信', action: 'review' },
    ]);
    expect(r.masked).toBe('你个＊ ＊，把內部·絕密发群里，再加微信聊，内部绝密！');
    expect(r.spans[0]).toEqual({ start: 2, end: 5, word: '傻瓜', action: 'replace' });
    const html = (await call<Check>(t.rt, sensitiveCheck, { text: '<p>傻<b>瓜</b></p>', html: true }, { token: t.zhangsan })).body
      .data;
    expect(html.masked).toBe('<p>＊<b>＊</b></p>');
    const flagged = await check('这家友商骗子太多');
    expect(flagged).toMatchObject({ pass: true, hits: [{ word: '友商骗子', action: 'flag' }] });
  });

  it('refuses text over the limit with a Chinese message, and callers without the forum key', async () => {
    const long = await call(t.rt, sensitiveCheck, { text: '字'.repeat(SENSITIVE_LIMITS.checkChars + 1) }, { token: t.zhangsan });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('检测文本最多100000个字');
    const missing = await call(t.rt, sensitiveCheck, {}, { token: t.zhangsan });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('请输入要检测的文本');
    const anon = await call(t.rt, sensitiveCheck, { text: '内部绝密' });
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
    // 王五 (访客) has no forum key.
    const denied = await call(t.rt, sensitiveCheck, { text: '内部绝密' }, { token: t.wangwu });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('没有「内部论坛」权限');
  });
});

describe('the console word list', () => {
  it('adds lines with their own or the default action, skipping duplicates after normalisation, audited', async () => {
    const before = await wordCount();
    const r = await add('季度黑幕\n泄露  排期,需审核\n\n季度黑幕\n季度 黑幕,标记\n內部絕密\n竞对挖人,flag', 'block');
    expect(r.status).toBe(200);
    expect(r.body.data.added.map((w) => [w.word, w.action, w.normalised, w.createdBy])).toEqual([
      ['季度黑幕', 'block', '季度黑幕', '管理员'],
      ['泄露  排期', 'review', '泄露排期', '管理员'],
      ['竞对挖人', 'flag', '竞对挖人', '管理员'],
    ]);
    expect(r.body.data.skipped).toEqual([
      { line: 4, word: '季度黑幕', reason: '与第1行「季度黑幕」重复' },
      { line: 5, word: '季度 黑幕', reason: '与第1行「季度黑幕」重复' },
      { line: 6, word: '內部絕密', reason: '已有敏感词「内部绝密」' },
    ]);
    expect(await wordCount()).toBe(before + 3);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'sensitive_create', object_id: null, detail: { target: '敏感词 3个' } });
    expect(audit.detail.changes).toEqual([
      { field: '词语', before: '', after: '季度黑幕（禁止发布）、泄露  排期（需审核）、竞对挖人（标记）' },
    ]);
  });

  it('is seen by the very next check, on this server and on another sharing the database', async () => {
    expect((await check('别再拉帮结派')).hits).toEqual([]);
    await add('拉帮结派');
    expect((await check('别再拉帮结派')).hits.map((h) => h.word)).toContain('拉帮结派');
    // A second server: its own pool, its own cached matcher, the same database; the change is made through the first.
    const other = connect(t.rt.databaseUrl, 2);
    try {
      const seen = async () =>
        (await moderateText(other.db, [{ field: 'body', text: '竞对挖 人啦' }])).flagged.map((h) => h.word);
      expect(await seen()).toEqual(['竞对挖人']);
      const id = (await list({ keyword: '竞对挖人' })).list[0].id;
      await call(t.rt, sensitiveUpdate, { action: 'block' }, { token: t.admin, params: { id } });
      const m = await moderateText(other.db, [{ field: 'body', text: '竞对挖 人啦' }]);
      expect(m.blocked.map((h) => h.word)).toEqual(['竞对挖人']);
      expect(() => assertNotBlocked(m)).toThrow('内容包含不允许的词语：竞对挖人');
      await call(t.rt, sensitiveDelete, {}, { token: t.admin, params: { id } });
      expect((await moderateText(other.db, [{ field: 'body', text: '竞对挖 人啦' }])).blocked).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('rebuilds only on a new revision: a change written straight to the database by another server is seen once it bumps it', async () => {
    expect((await check('快来围观厂商内斗')).hits).toEqual([]);
    await t.rt.deps.db.execute(
      sql`insert into sensitive_words (word, normalised, action) values ('厂商内斗', '厂商内斗', 'flag')`,
    );
    // Without a new revision the compiled list stands (that is the cache).
    expect((await check('快来围观厂商内斗')).hits).toEqual([]);
    await bumpRevision(t.rt.deps.db);
    expect((await check('快来围观厂商内斗')).hits).toEqual([{ word: '厂商内斗', action: 'flag' }]);
  });

  it('gives a write path each field masked and the write held for review', async () => {
    const m = await moderateText(t.rt.deps.db, [
      { field: 'title', text: '求助：谁是傻瓜' },
      { field: 'body', text: '私下交易可以吗' },
    ]);
    expect(m.texts).toEqual({ title: '求助：谁是＊＊', body: '私下交易可以吗' });
    expect(m.held).toBe(true);
    expect(m.review).toEqual([{ field: 'body', word: '私下交易', action: 'review' }]);
    expect(m.replaced).toEqual([{ field: 'title', word: '傻瓜', action: 'replace' }]);
    expect(m.blocked).toEqual([]);
  });

  it('refuses bad lines with the line named and changes nothing', async () => {
    const before = await wordCount();
    const cases: [string, string][] = [
      ['', '请输入敏感词，每行一个'],
      ['  \n \n', '请输入敏感词，每行一个'],
      ['好词\n单', '第2行：「单」去掉空格和符号后不足2个字'],
      ['好词\n!!  ?', '第2行：「!!  ?」去掉空格和符号后不足2个字'],
      [`好词\n${'长'.repeat(21)}`, '第2行：词语最多20个字'],
      ['好词,删除', '第1行：处理方式「删除」不存在'],
      [',需审核', '第1行：词语不能为空'],
      [Array.from({ length: 501 }, (_, i) => `词${i}号`).join('\n'), '一次最多添加500行'],
    ];
    for (const [lines, message] of cases) {
      const r = await add(lines);
      expect(r.status, lines.slice(0, 20)).toBe(400);
      expect(r.body.message).toContain(message);
    }
    const wrong = await add('好词', 'delete');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('处理方式只能是');
    const nul = await add('好\u0000词');
    expect(nul.status).toBe(400);
    expect(await wordCount()).toBe(before);
  });

  it('refuses an add past the total limit, changing nothing', async () => {
    const before = await wordCount();
    await t.rt.deps.db.execute(sql`
      insert into sensitive_words (word, normalised, action)
      select '填充' || g, '填充' || g, 'flag' from generate_series(1, ${SENSITIVE_LIMITS.total - before}) g`);
    const r = await add('最后一个词\n再多一个词');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      `敏感词总数最多${SENSITIVE_LIMITS.total}个，现有${SENSITIVE_LIMITS.total}个，本次最多还能添加0个`,
    );
    await t.rt.deps.db.execute(sql`delete from sensitive_words where word like '填充%'`);
    expect(await wordCount()).toBe(before);
  });

  it('lists newest first, searching the word in any spelling and filtering by action', async () => {
    const page = await call<Page>(t.rt, sensitiveList, { page: 1, size: 5 }, { token: t.admin });
    expect(page.status).toBe(200);
    expect(page.body.data.list).toHaveLength(5);
    const ids = page.body.data.list.map((w) => w.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await list({ keyword: '內部絕密' })).list.map((w) => w.word)).toEqual(['内部绝密']);
    expect((await list({ keyword: '绝密' })).list.map((w) => w.word).sort()).toEqual(['内部绝密', '绝密文件']);
    const reviews = await list({ action: 'review' });
    expect(reviews.list.every((w) => w.action === 'review')).toBe(true);
    expect((await list({ keyword: '%' })).total).toBe(0);
    const bad = await call(t.rt, sensitiveList, { action: 'nope' }, { token: t.admin });
    expect(bad.status).toBe(400);
  });

  it('changes a word’s action and deletes it, each audited with before and after', async () => {
    const w = (await list({ keyword: '闭嘴' })).list[0];
    const r = await call<SensitiveWordView>(t.rt, sensitiveUpdate, { action: 'flag' }, { token: t.admin, params: { id: w.id } });
    expect(r.body.data).toMatchObject({ id: w.id, word: '闭嘴', action: 'flag' });
    expect(await lastAudit()).toEqual({
      action: 'sensitive_edit',
      object_id: w.id,
      detail: { target: '敏感词 闭嘴', changes: [{ field: '处理方式', before: '替换为＊', after: '标记' }] },
    });
    expect((await check('你闭嘴')).masked).toBe('你闭嘴');
    const d = await call(t.rt, sensitiveDelete, {}, { token: t.admin, params: { id: w.id } });
    expect(d.status).toBe(200);
    expect(await lastAudit()).toEqual({
      action: 'sensitive_delete',
      object_id: w.id,
      detail: {
        target: '敏感词 闭嘴',
        changes: [
          { field: '词语', before: '闭嘴', after: '' },
          { field: '处理方式', before: '标记', after: '' },
        ],
      },
    });
    expect((await check('你闭嘴')).hits).toEqual([]);
    const gone = await call(t.rt, sensitiveDelete, {}, { token: t.admin, params: { id: w.id } });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('敏感词不存在');
    const badAction = await call(t.rt, sensitiveUpdate, { action: 'x' }, { token: t.admin, params: { id: w.id } });
    expect(badAction.status).toBe(400);
  });

  it('refuses callers without a token (401) or without the forum management key (403), changing nothing', async () => {
    const before = await wordCount();
    const w = (await list({ keyword: '白痴' })).list[0];
    expect((await call(t.rt, sensitiveList)).status).toBe(401);
    const denied = await add('新的词语', undefined, t.zhangsan);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('没有「论坛管理」权限');
    expect((await call(t.rt, sensitiveUpdate, { action: 'flag' }, { token: t.zhangsan, params: { id: w.id } })).status).toBe(403);
    expect((await call(t.rt, sensitiveDelete, {}, { token: t.zhangsan, params: { id: w.id } })).status).toBe(403);
    expect((await call(t.rt, sensitiveList, {}, { token: t.zhangsan })).status).toBe(403);
    expect(await wordCount()).toBe(before);
    expect((await list({ keyword: '白痴' })).list[0].action).toBe('replace');
  });

  it('lets a holder of only the forum management key in, and shows him only sensitive-word changes in the audit trail', async () => {
    await grantKeys(t.rt, 'lisi', '论坛管理员', ['ROLE_BBS_MANAGE']);
    const lisi = await tokenFor(t.rt, 'lisi');
    expect((await add('李四新词', 'flag', lisi)).status).toBe(200);
    const audit = await call<{ list: { action: string }[] }>(t.rt, auditList, { size: 100 }, { token: lisi });
    expect(audit.status).toBe(200);
    expect(audit.body.data.list.length).toBeGreaterThan(0);
    expect(audit.body.data.list.every((e) => e.action.startsWith('sensitive_'))).toBe(true);
  });
});
