import { libraryDetail, libraryList, libraryMeta } from '@contract/library/library';
import { libraryRemove } from '@contract/library/library-versions';
import { libraryChronicles, libraryHome } from '@contract/library/library-views';
import { recyclePurge } from '@contract/recycle/recycle';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreFor } from '../../files/blob-store-factory';
import { purgeExpired } from '../../knowledge/purge-job';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { userId } from '../../test/knowledge/factory';
import { publishDoc, storedFiles, uploadDoc, uploadVersionDoc } from '../../test/library/upload';

let rt: TestRuntime;
let lisi: string;
let zhangsan: string;
const text = (s: string) => new TextEncoder().encode(s);

type Chronicles = {
  regions: { region: string; count: number; years: { year: number; items: { id: number; title: string }[] }[] }[];
  total: number;
  truncated: boolean;
};

async function chronicle(name: string, region: string, year: number, publish = true, onlyLisi = false) {
  const r = await uploadDoc(rt, lisi, text(`${region}${year}年志`), `${name}.txt`, {
    isChronicle: 'true',
    region,
    year: String(year),
  });
  expect(r.status, r.body.message).toBe(200);
  const id = r.body.data.id;
  if (publish) {
    const vis = onlyLisi
      ? { scope: 'users' as const, groupIds: [], userIds: [await userId(rt, 'lisi')] }
      : { scope: 'all' as const, groupIds: [], userIds: [] };
    await publishDoc(rt, lisi, id, name, vis);
  }
  return id;
}

beforeAll(async () => {
  rt = await createTestRuntime();
  lisi = await tokenFor(rt, 'lisi');
  zhangsan = await tokenFor(rt, 'zhangsan');
});
afterAll(async () => {
  await rt.close();
});

describe('document facts', () => {
  it('keeps the question and chronicle data of the upload form and shows them on the detail', async () => {
    const r = await uploadDoc(rt, lisi, text('报销流程说明'), '报销.txt', {
      question: '如何申请差旅报销？',
      isChronicle: 'false',
    });
    const d = await call(rt, libraryDetail, {}, { token: lisi, params: { id: r.body.data.id } });
    expect(d.body.data).toMatchObject({
      question: '如何申请差旅报销？',
      isChronicle: false,
      region: null,
      year: null,
      downloadCount: 0,
      canEditMeta: true,
    });
  });

  it('refuses a chronicle without region and year, keeping nothing', async () => {
    const before = await storedFiles(rt);
    const r = await uploadDoc(rt, lisi, text('志'), '志.txt', { isChronicle: 'true', region: '临江县' });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('地方志须填写地区和年份');
    expect(await storedFiles(rt)).toEqual(before);
  });

  it('lets the author and approvers change the facts, and nobody else', async () => {
    const id = await chronicle('临江县志（初稿）', '临江县', 1990);
    const input = { id, question: null, isChronicle: true, region: '临江市', year: 1991 };
    const own = await call(rt, libraryMeta, input, { token: lisi });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({ id, question: null, isChronicle: true, region: '临江市', year: 1991 });
    expect((await call(rt, libraryMeta, input, { token: zhangsan })).status).toBe(403);
    expect((await call(rt, libraryMeta, { ...input, region: '' }, { token: lisi })).status).toBe(400);
    const off = await call(
      rt,
      libraryMeta,
      { id, isChronicle: false, region: '临江市', year: 1991 },
      {
        token: await tokenFor(rt, 'admin'),
      },
    );
    // No longer a chronicle: region and year are not kept.
    expect(off.body.data).toEqual({ id, question: null, isChronicle: false, region: null, year: null });
  });
});

describe('chronicle collection', () => {
  it('groups published chronicles the caller may read by region and year', async () => {
    const a = await chronicle('北川县志·一九九八', '北川县', 1998);
    const b = await chronicle('北川县志·二〇〇八', '北川县', 2008);
    const c = await chronicle('安宁县志', '安宁县', 2001);
    const draft = await chronicle('北川县志（草稿）', '北川县', 2010, false);
    const hidden = await chronicle('北川县志（内部）', '北川县', 2008, true, true);

    const mine = await call<Chronicles>(rt, libraryChronicles, {}, { token: zhangsan });
    expect(mine.status).toBe(200);
    const regions = mine.body.data.regions.filter((r) => ['北川县', '安宁县'].includes(r.region));
    // Regions by Chinese collation (pinyin): 安宁 before 北川; years newest first.
    expect(regions.map((r) => [r.region, r.count])).toEqual([
      ['安宁县', 1],
      ['北川县', 2],
    ]);
    expect(regions[1]!.years.map((y) => [y.year, y.items.map((i) => i.id)])).toEqual([
      [2008, [b]],
      [1998, [a]],
    ]);
    expect(regions[0]!.years[0]!.items[0]!.id).toBe(c);
    const ids = mine.body.data.regions.flatMap((r) => r.years.flatMap((y) => y.items.map((i) => i.id)));
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(hidden);

    const lisiView = await call<Chronicles>(rt, libraryChronicles, { region: '北川县', year: 2008 }, { token: lisi });
    expect(lisiView.body.data.regions.flatMap((r) => r.years.flatMap((y) => y.items.map((i) => i.id))).sort()).toEqual(
      [b, hidden].sort(),
    );
    const kw = await call<Chronicles>(rt, libraryChronicles, { keyword: '安宁' }, { token: zhangsan });
    expect(kw.body.data.regions.map((r) => r.region)).toEqual(['安宁县']);
  });
});

describe('documents home and lists', () => {
  it('lists the most downloaded first and carries download counts in list items', async () => {
    const id = (await uploadDoc(rt, lisi, text('热门下载'), '热门.txt')).body.data.id;
    await publishDoc(rt, lisi, id, '热门下载资料');
    for (let i = 0; i < 3; i++) {
      const res = await rt.app.fetch(
        new Request(`http://localhost/aikn-app/library/file/${id}`, { headers: { authorization: `Bearer ${zhangsan}` } }),
      );
      await res.arrayBuffer();
    }
    const home = await call<{
      newest: { id: number; downloadCount: number }[];
      mostDownloaded: { id: number; downloadCount: number }[];
      labelGroups: unknown[];
      groups: unknown[];
      total: number;
    }>(rt, libraryHome, {}, { token: zhangsan });
    expect(home.status).toBe(200);
    expect(home.body.data.mostDownloaded[0]).toMatchObject({ id, downloadCount: 3 });
    expect(home.body.data.newest.length).toBeLessThanOrEqual(10);
    expect(home.body.data.labelGroups.length).toBeGreaterThan(0);
    const list = await call<{ list: { id: number; downloadCount: number }[] }>(
      rt,
      libraryList,
      { keyword: '热门下载', page: 1, size: 10 },
      { token: zhangsan },
    );
    expect(list.body.data.list).toEqual([expect.objectContaining({ id, downloadCount: 3 })]);
  });
});

describe('purging documents', () => {
  it('deletes the files of every version with the document, bytes included', async () => {
    const before = await storedFiles(rt);
    const id = (await uploadDoc(rt, lisi, text('待清理第一版'), '清理.txt')).body.data.id;
    await publishDoc(rt, lisi, id, '清理');
    await uploadVersionDoc(rt, lisi, id, text('待清理第二版'), '清理2.txt');
    expect((await storedFiles(rt)).blobs - before.blobs).toBe(2);
    expect((await call(rt, libraryRemove, {}, { token: lisi, params: { id } })).status).toBe(200);
    expect((await call(rt, recyclePurge, {}, { token: lisi, params: { id } })).status).toBe(200);
    expect(await storedFiles(rt)).toEqual(before);
  });

  it('lets the purge job delete the files of expired items too', async () => {
    const before = await storedFiles(rt);
    const id = (await uploadDoc(rt, lisi, text('过期文档'), '过期.txt')).body.data.id;
    await call(rt, libraryRemove, {}, { token: lisi, params: { id } });
    await rt.deps.db.execute(sql`update knowledge set deleted_at = now() - interval '40 days' where id = ${id}`);
    expect(await purgeExpired(rt.deps.db, new Date(), blobStoreFor(rt.deps))).toBe(1);
    expect(await storedFiles(rt)).toEqual(before);
  });
});
