import * as experts from '@contract/bbs/bbs-experts';
import * as reports from '@contract/bbs/bbs-reports';
import * as review from '@contract/bbs/bbs-review';
import * as topics from '@contract/bbs/bbs-topics';
import type { AnyEndpoint } from '@contract/platform/endpoint';
import { sql } from 'drizzle-orm';
import { call, tokenFor } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { setupRuntime } from '../../test/setup-runtime';

const t = setupRuntime('zhangsan', 'wangwu');

const endpoints = [topics, experts, reports, review]
  .flatMap((m) => Object.values(m) as unknown[])
  .filter((v): v is AnyEndpoint => typeof v === 'object' && v !== null && 'path' in v && 'access' in v);
const params = (ep: AnyEndpoint) => (ep.path.includes(':id') ? { id: 1 } : undefined);
/** Inputs that pass validation, so the refusal seen is the gate's or the service's, not the parser's. */
const VALID: Record<string, unknown> = {
  'bbs.topicPropose': { name: '越权话题' },
  'bbs.topicFollow': { topicId: 1, follow: true },
  'bbs.adminTopicDecide': { approve: true },
  'bbs.adminTopicSave': { name: '越权话题' },
  'bbs.expertApply': { labelIds: [1], introduction: '介绍' },
  'bbs.adminExpertDecide': { approve: true },
  'bbs.adminExpertRevoke': { reason: '原因' },
  'bbs.report': { targetType: 'post', targetId: 1, reason: '原因' },
  'bbs.adminTargetRestore': { targetType: 'post', targetId: 1 },
  'bbs.adminTargetHide': { targetType: 'post', targetId: 1, reason: '原因' },
  'bbs.reviewKeep': { targetType: 'post', targetId: 1 },
  'bbs.reviewApprove': { targetType: 'post', targetId: 1 },
  'bbs.reviewReject': { targetType: 'post', targetId: 1, reason: '原因' },
};
/** Open to members by key, then limited by the service to plate moderators and forum managers. */
const MODERATION = [
  'bbs.adminReportList',
  'bbs.adminReportHide',
  'bbs.adminReportDismiss',
  'bbs.adminTargetRestore',
  'bbs.adminTargetHide',
  'bbs.hiddenList',
  'bbs.reviewKeep',
  'bbs.reviewList',
  'bbs.reviewApprove',
  'bbs.reviewReject',
];

const send = (ep: AnyEndpoint, token?: string) => call(t.rt, ep, VALID[ep.id] ?? {}, { token, params: params(ep) });

describe('who may call the community endpoints', () => {
  it('declares 26 endpoints, the admin ones needing the management key or a moderator', () => {
    expect(endpoints).toHaveLength(26);
    for (const ep of endpoints) {
      expect(ep.path.startsWith('/bbs-app/')).toBe(true);
      if (ep.path.startsWith('/bbs-app/admin/') && !MODERATION.includes(ep.id)) expect(ep.access).toBe('ROLE_BBS_MANAGE');
      else expect(ep.access).toBe('ROLE_BBS_DISPLAY');
    }
  });

  it.each(endpoints.map((ep) => [ep.id, ep] as const))('%s: 401 without a session, 403 without the forum key', async (_, ep) => {
    expect((await send(ep)).status).toBe(401);
    const denied = await send(ep, t.wangwu);
    expect(denied.status).toBe(403);
  });

  it('refuses members without the management key on the console endpoints (403)', async () => {
    for (const ep of endpoints.filter((e) => e.access === 'ROLE_BBS_MANAGE')) {
      const r = await send(ep, t.zhangsan);
      expect([ep.id, r.status]).toEqual([ep.id, 403]);
    }
  });

  it('refuses members who moderate no plate on the moderation endpoints (403), changing nothing', async () => {
    await t.rt.deps.db.execute(sql`insert into users (username, nickname, type) values ('zhaoliu', '赵六', 1)`);
    await grantKeys(t.rt, 'zhaoliu', '论坛成员', ['ROLE_BBS_DISPLAY']);
    const zhaoliu = await tokenFor(t.rt, 'zhaoliu');
    const events = async () => (await t.rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from events`)).rows[0].n;
    const before = await events();
    for (const id of ['bbs.adminReportList', 'bbs.reviewList', 'bbs.hiddenList']) {
      const ep = endpoints.find((e) => e.id === id) as AnyEndpoint;
      const r = await send(ep, zhaoliu);
      expect([id, r.status, r.body.message]).toEqual([id, 403, '只有版主或论坛管理员可以查看']);
    }
    expect(await events()).toBe(before);
  });
});
