import { userSearch } from '@contract/knowledge/interaction';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { groupId, userId } from '../../test/knowledge/factory';

type Found = { id: number; nickname: string; username: string; groupName: string | null };

let rt: TestRuntime;
let token: string;

beforeAll(async () => {
  rt = await createTestRuntime();
  token = await tokenFor(rt, 'zhangsan');
  const grp = await groupId(rt, '市场部');
  // 25 colleagues named 测试用户NN, one with LIKE wildcards in the username, one disabled.
  await rt.deps.db.execute(sql`
    insert into users (username, nickname, group_id, mobile)
    select 'tester' || lpad(n::text, 2, '0'), '测试用户' || lpad(n::text, 2, '0'), ${grp}, '1770000' || lpad(n::text, 4, '0')
    from generate_series(1, 25) n`);
  await rt.deps.db.execute(sql`insert into users (username, nickname) values ('per%cent_x', '百分号')`);
  await rt.deps.db.execute(sql`insert into users (username, nickname, disabled) values ('gone', '张三丰', true)`);
});
afterAll(() => rt.close());

const search = (input: Record<string, unknown>) => call<Found[]>(rt, userSearch, input, { token });

describe('common.userSearch', () => {
  it('finds active users by nickname, username (any case) or mobile, with their group', async () => {
    const byName = await search({ keyword: '张三' });
    expect(byName.status).toBe(200);
    expect(byName.body.data).toEqual([
      { id: await userId(rt, 'zhangsan'), nickname: '张三', username: 'zhangsan', groupName: '平台研发部' },
    ]);
    expect((await search({ keyword: 'LISI' })).body.data.map((u) => u.username)).toEqual(['lisi']);
    expect((await search({ keyword: '1380000000' })).body.data.map((u) => u.username).sort()).toEqual(['lisi', 'zhangsan']);
    expect((await search({ keyword: 'wangwu' })).body.data[0].groupName).toBeNull();
  });

  it('puts prefix matches first and answers at most 20', async () => {
    const r = await search({ keyword: '测试用户' });
    expect(r.body.data).toHaveLength(20);
    expect(r.body.data[0]).toMatchObject({ nickname: '测试用户01', groupName: '市场部' });
    await rt.deps.db.execute(sql`insert into users (username, nickname) values ('mid', '新测试用户')`);
    const mid = await search({ keyword: '测试用户2' });
    expect(mid.body.data.map((u) => u.nickname)).toEqual([
      '测试用户20',
      '测试用户21',
      '测试用户22',
      '测试用户23',
      '测试用户24',
      '测试用户25',
    ]);
    expect((await search({ keyword: '新测' })).body.data.map((u) => u.username)).toEqual(['mid']);
  });

  it('matches LIKE wildcards literally', async () => {
    expect((await search({ keyword: '%' })).body.data.map((u) => u.username)).toEqual(['per%cent_x']);
    expect((await search({ keyword: 't_x' })).body.data.map((u) => u.username)).toEqual(['per%cent_x']);
    expect((await search({ keyword: '_' })).body.data.map((u) => u.username)).toEqual(['per%cent_x']);
  });

  it('answers named users by id, leaves out disabled ones, and nothing for an empty keyword', async () => {
    const ids = [await userId(rt, 'lisi'), await userId(rt, 'gone'), await userId(rt, 'admin')];
    const r = await search({ ids });
    expect(r.body.data.map((u) => u.username).sort()).toEqual(['admin', 'lisi']);
    expect((await search({ keyword: '张三丰' })).body.data).toEqual([]);
    expect((await search({ keyword: '  ' })).body.data).toEqual([]);
  });

  it('refuses a long keyword or a bad id with 400 naming the field, and anonymous callers with 401', async () => {
    const long = await search({ keyword: 'k'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('关键词');
    const bad = await search({ ids: ['x'] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('用户');
    const anon = await call(rt, userSearch, { keyword: '张' });
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});
