import { commentList } from '@contract/knowledge/interaction';
import { allEndpoints } from '@contract/platform/registry';
import { searchClick, searchSmart } from '@contract/search/search';
import { wikiRemove } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { call, tokenFor } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { createItem, groupId } from '../test/knowledge/factory';
import { sampleParams } from '../test/platform/contract-routes';

let rt: TestRuntime;
let admin: string;
let zhangsan: string;

beforeAll(async () => {
  rt = await createTestRuntime();
  [admin, zhangsan] = await Promise.all([tokenFor(rt, 'admin'), tokenFor(rt, 'zhangsan')]);
});
afterAll(() => rt.close());

/** Strings JavaScript's Number() reads as 1 (or 145) that are not plain digits. */
const NOT_DIGITS = [' 1', '1 ', '+1', '1e0', '0x1', '1.0', '0b1', '1_0'];

const liveItem = async (id: number) =>
  (await rt.deps.db.execute(sql`select 1 from knowledge where id = ${id} and deleted_at is null`)).rows.length === 1;

describe('ids in requests', () => {
  it('refuses a path id with a leading space and removes nothing', async () => {
    const { id } = await createItem(rt, { authorUsername: 'zhangsan' });
    const res = await rt.app.fetch(
      new Request(`http://localhost${wikiRemove.path.replace(':id', `%20${id}`)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${zhangsan}`, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('编号');
    expect(await liveItem(id)).toBe(true);
  });

  it('refuses every path id that is not plain digits, on every endpoint, with a Chinese 400', async () => {
    const accepted: string[] = [];
    for (const ep of allEndpoints.filter((e) => e.params && /:id\b/.test(e.path))) {
      for (const bad of NOT_DIGITS) {
        const r = await call(rt, ep, {}, { token: admin, params: sampleParams(ep, { id: bad }) });
        if (r.status !== 400 || !/[\u4e00-\u9fff]/.test(r.body.message))
          accepted.push(`${ep.id} ${JSON.stringify(bad)}: ${r.status}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('refuses ids in a query string or a JSON body that are not plain digits', async () => {
    const { id } = await createItem(rt, { authorUsername: 'zhangsan' });
    for (const bad of [` ${id}`, `${id}.0`, '0x1']) {
      const r = await call(rt, commentList, { page: 1, size: 10, knowledgeId: bad }, { token: zhangsan });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain('知识');
    }
  });
});

describe('search click', () => {
  it('answers a click on a missing item and on an item the caller may not read alike', async () => {
    const hidden = await createItem(rt, {
      authorUsername: 'admin',
      visibility: { scope: 'groups', groupIds: [await groupId(rt, '人力资源部')] },
    });
    const s = await call<{ searchId: number }>(rt, searchSmart, { keyword: '制度' }, { token: zhangsan });
    expect(s.status).toBe(200);
    const click = (knowledgeId: number) =>
      call(rt, searchClick, { searchId: s.body.data.searchId, knowledgeId, position: 1 }, { token: zhangsan });
    const missing = await click(2_000_000_000);
    const unreadable = await click(hidden.id);
    expect(missing.status).toBe(404);
    expect({ status: unreadable.status, message: unreadable.body.message }).toEqual({
      status: missing.status,
      message: missing.body.message,
    });
    const logged = await rt.deps.db.execute<{ n: number }>(
      sql`select click_count as n from search_logs where id = ${s.body.data.searchId}`,
    );
    expect(logged.rows[0].n).toBe(0);
  });
});
