import { attentionFieldSave, attentionFieldSelect, userField } from '@contract/common/custom-fields';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';

let rt: TestRuntime;
let lisi: string;

beforeAll(async () => {
  rt = await createTestRuntime();
  lisi = await tokenFor(rt, 'lisi');
});
afterAll(() => rt.close());

async function fieldIds(domainId: number): Promise<number[]> {
  const r = await rt.deps.db.execute<{ id: number }>(sql`select id from fields where domain_id = ${domainId} order by sort`);
  return r.rows.map((x) => x.id);
}

describe('attention fields', () => {
  it('starts empty, saves the chosen fields in order and reads them back', async () => {
    const ids = await fieldIds(2);
    expect((await call(rt, attentionFieldSelect, { domainId: DOMAIN_IDS.library }, { token: lisi })).body.data).toEqual([]);
    const saved = await call(
      rt,
      attentionFieldSave,
      { domainId: DOMAIN_IDS.library, fieldIds: [ids[2], ids[0]] },
      { token: lisi },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual([ids[2], ids[0]]);
    expect((await call(rt, attentionFieldSelect, { domainId: DOMAIN_IDS.library }, { token: lisi })).body.data).toEqual([
      ids[2],
      ids[0],
    ]);
    const shown = await call<{ id: number }[]>(rt, userField, { domainId: DOMAIN_IDS.library }, { token: lisi });
    expect(shown.body.data.map((f) => f.id)).toEqual([ids[2], ids[0]]);
  });

  it('refuses a field of another domain and keeps the earlier choice', async () => {
    const wikiField = (await fieldIds(1))[0];
    const r = await call(rt, attentionFieldSave, { domainId: DOMAIN_IDS.library, fieldIds: [wikiField] }, { token: lisi });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('字段');
    expect(
      (await call<number[]>(rt, attentionFieldSelect, { domainId: DOMAIN_IDS.library }, { token: lisi })).body.data,
    ).toHaveLength(2);
  });

  it('refuses invalid input naming the field', async () => {
    const r = await call(rt, attentionFieldSave, { domainId: DOMAIN_IDS.library, fieldIds: ['x'] }, { token: lisi });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('字段');
  });

  it('refuses anonymous callers with code -1', async () => {
    const r = await call(rt, attentionFieldSelect, { domainId: DOMAIN_IDS.wiki });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});
