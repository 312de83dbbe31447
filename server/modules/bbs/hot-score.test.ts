import { likeToggle } from '@contract/knowledge/interaction';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';
import { member, okPost, plateId } from './forum.test-helpers';

/** The hot score follows likes written by the shared like engine (its forum like effect). */

const t = setupRuntime('admin');

const hotOf = async (id: number) =>
  (await t.rt.deps.db.execute<{ hot: number }>(sql`select hot_score as hot from bbs_posts where knowledge_id = ${id}`)).rows[0]
    .hot;
const like = (token: string, targetId: number) =>
  call<{ liked: boolean; count: number }>(t.rt, likeToggle, { targetType: 'knowledge', targetId }, { token });

describe('likes and the hot score', () => {
  it("raises a post's hot score when liked and lowers it again when unliked", async () => {
    const author = await member(t.rt, 'zuozhe');
    const fan = await member(t.rt, 'dianzan');
    const p = await okPost(t.rt, author.token, { kind: 'share', plateId: await plateId(t.rt, '技术交流'), title: '压测心得' });
    const before = await hotOf(p.id);
    expect((await like(fan.token, p.id)).body.data).toEqual({ liked: true, count: 1 });
    const liked = await hotOf(p.id);
    expect(liked).toBeGreaterThan(before);
    expect((await like(fan.token, p.id)).body.data).toEqual({ liked: false, count: 0 });
    expect(await hotOf(p.id)).toBeCloseTo(before, 9);
  });
});
