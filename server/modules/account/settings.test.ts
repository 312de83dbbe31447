import { accountNotifySave, accountReadingSave, accountSettings } from '@contract/account/account-settings';
import { commentAdd, likeToggle, shareSend } from '@contract/knowledge/interaction';
import { MESSAGE_TYPES, messageSend } from '@contract/messages/messages';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { createItem, userId } from '../../test/knowledge/factory';
import { countsAgree } from '../../test/messages/counts';
import { setupRuntime } from '../../test/setup-runtime';

type Settings = { readingFontSize: number; mutedGroups: string[] };

const t = setupRuntime('zhangsan', 'lisi', 'admin');
const settingsOf = async (token: string) => (await call<Settings>(t.rt, accountSettings, {}, { token })).body.data;
const mute = (token: string, group: string, enabled = false) =>
  call<Settings>(t.rt, accountNotifySave, { group, enabled }, { token });
const messageCount = async (username: string) =>
  (
    await t.rt.deps.db.execute<{ n: number }>(sql`
      select count(*)::int as n from messages m join users u on u.id = m.user_id where u.username = ${username}`)
  ).rows[0].n;

afterEach(() => t.rt.deps.db.execute(sql`delete from user_preferences`));

describe('account.settings', () => {
  it('answers the defaults before anything is saved: 16 px, every group on', async () => {
    const r = await call<Settings>(t.rt, accountSettings, {}, { token: t.zhangsan });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ readingFontSize: 16, mutedGroups: [] });
  });

  it('refuses a caller without a token with code -1', async () => {
    for (const [ep, input] of [
      [accountSettings, {}],
      [accountReadingSave, { fontSize: 18 }],
      [accountNotifySave, { group: 'like', enabled: false }],
    ] as const) {
      const r = await call(t.rt, ep, input);
      expect(r.status).toBe(401);
      expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
    }
  });
});

describe('account.readingSave', () => {
  it('saves an offered size for the caller only', async () => {
    const r = await call<Settings>(t.rt, accountReadingSave, { fontSize: 20 }, { token: t.zhangsan });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ readingFontSize: 20, mutedGroups: [] });
    expect(await settingsOf(t.zhangsan)).toEqual({ readingFontSize: 20, mutedGroups: [] });
    expect((await settingsOf(t.lisi)).readingFontSize).toBe(16);
  });

  it('refuses sizes not offered, text and unknown fields in Chinese, keeping the stored size', async () => {
    await call(t.rt, accountReadingSave, { fontSize: 18 }, { token: t.zhangsan });
    for (const input of [{ fontSize: 15 }, { fontSize: 64 }, { fontSize: '18' }, { fontSize: 16.5 }, {}]) {
      const r = await call(t.rt, accountReadingSave, input, { token: t.zhangsan });
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/字号/);
    }
    // No field names another user: the settings are always the caller's own.
    const other = await call(
      t.rt,
      accountReadingSave,
      { fontSize: 14, userId: await userId(t.rt, 'lisi') },
      { token: t.zhangsan },
    );
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/userId/);
    expect((await settingsOf(t.zhangsan)).readingFontSize).toBe(18);
    expect((await settingsOf(t.lisi)).readingFontSize).toBe(16);
  });
});

describe('account.notifySave', () => {
  it('turns groups off and on again, one at a time, in a stable order', async () => {
    expect((await mute(t.zhangsan, 'share')).body.data.mutedGroups).toEqual(['share']);
    expect((await mute(t.zhangsan, 'comment')).body.data.mutedGroups).toEqual(['comment', 'share']);
    expect((await mute(t.zhangsan, 'comment')).body.data.mutedGroups).toEqual(['comment', 'share']);
    expect((await mute(t.zhangsan, 'share', true)).body.data).toEqual({ readingFontSize: 16, mutedGroups: ['comment'] });
    expect((await settingsOf(t.lisi)).mutedGroups).toEqual([]);
  });

  it('refuses turning off notices, unknown groups and a missing choice', async () => {
    const notice = await mute(t.zhangsan, 'notice');
    expect(notice.status).toBe(400);
    expect(notice.body.message).toContain('通知类消息由管理员发出，不能关闭');
    for (const input of [{ group: 'task', enabled: false }, { group: 'like' }, { group: 'like', enabled: 'no' }]) {
      const r = await call(t.rt, accountNotifySave, input, { token: t.zhangsan });
      expect(r.status).toBe(400);
    }
    expect((await settingsOf(t.zhangsan)).mutedGroups).toEqual([]);
  });
});

describe('muted message groups', () => {
  it('creates no message and no count for a muted group; other groups still arrive', async () => {
    const item = await createItem(t.rt, { authorUsername: 'zhangsan', title: '静音测试' });
    const before = await countsAgree(t.rt, t.zhangsan);
    const stored = await messageCount('zhangsan');
    await mute(t.zhangsan, 'like');
    await mute(t.zhangsan, 'share');

    expect((await call(t.rt, likeToggle, { targetType: 'knowledge', targetId: item.id }, { token: t.admin })).status).toBe(200);
    const shared = await call(
      t.rt,
      shareSend,
      { knowledgeId: item.id, userIds: [await userId(t.rt, 'zhangsan')] },
      { token: t.admin },
    );
    expect(shared.status).toBe(200);
    expect(await messageCount('zhangsan')).toBe(stored);
    expect(await countsAgree(t.rt, t.zhangsan)).toEqual(before);

    // Comments are still on: that one arrives, and every count and list agrees on it.
    expect((await call(t.rt, commentAdd, { knowledgeId: item.id, content: '写得好' }, { token: t.admin })).status).toBe(200);
    expect(await countsAgree(t.rt, t.zhangsan)).toEqual({ ...before, comment: before.comment + 1 });

    // Turned back on, likes arrive again.
    await mute(t.zhangsan, 'like', true);
    await call(t.rt, likeToggle, { targetType: 'knowledge', targetId: item.id }, { token: t.admin });
    await call(t.rt, likeToggle, { targetType: 'knowledge', targetId: item.id }, { token: t.admin });
    expect((await countsAgree(t.rt, t.zhangsan)).like).toBe(before.like + 1);
  });

  it('always delivers notice-group messages, even with a stored mute of them', async () => {
    const zhangsan = await userId(t.rt, 'zhangsan');
    await t.rt.deps.db.execute(sql`
      insert into user_preferences (user_id, muted_message_groups) values (${zhangsan}, array['notice', 'comment', 'like', 'share'])`);
    const before = await countsAgree(t.rt, t.zhangsan);
    const sent = await call(
      t.rt,
      messageSend,
      { title: '停电通知', content: '周六停电', userIds: [zhangsan] },
      { token: t.admin },
    );
    expect(sent.status).toBe(200);
    expect(await countsAgree(t.rt, t.zhangsan)).toEqual({ ...before, notice: before.notice + 1 });
    const last = await t.rt.deps.db.execute<{ custom_type: number }>(
      sql`select custom_type from messages where user_id = ${zhangsan} order by id desc limit 1`,
    );
    expect(last.rows[0].custom_type).toBe(MESSAGE_TYPES.announcement);
  });
});
