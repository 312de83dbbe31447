import { libraryDetail } from '@contract/library/library';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { seedDocuments } from './catalogue-texts';
import { chapterName } from './docs-manual';
import { type LibraryStats, seedDemoLibrary } from './seed-library';

let rt: TestRuntime;
let stats: LibraryStats | null;

type Row = {
  id: number;
  title: string;
  status: string;
  kind: string;
  page_count: number | null;
  extract_status: string;
  extracted_text: string;
  original_name: string;
  is_chronicle: boolean;
  region: string | null;
  year: number | null;
  question: string | null;
};

const rows = async () =>
  (
    await rt.deps.db.execute<Row>(sql`
      select k.id, k.title, k.status, df.kind, df.page_count, df.extract_status, df.extracted_text, f.original_name,
        m.is_chronicle, m.region, m.year, m.question
      from knowledge k
      join document_files df on df.knowledge_id = k.id
      join files f on f.id = df.file_id
      left join document_meta m on m.knowledge_id = k.id
      where k.domain_id = ${DOMAIN_IDS.library} order by k.id`)
  ).rows;

beforeAll(async () => {
  rt = await createTestRuntime();
  stats = await seedDemoLibrary(rt.deps);
}, 180_000);
afterAll(async () => {
  await rt.close();
});

describe('demo document library seed', () => {
  it('uploads at least 30 documents of every kind, with their text extracted', async () => {
    const all = await rows();
    expect(stats).toMatchObject({ documents: all.length });
    expect(all.length).toBeGreaterThanOrEqual(30);
    const kinds = new Set(all.map((r) => r.kind));
    for (const k of ['pdf', 'docx', 'xlsx', 'pptx', 'txt', 'md', 'image']) expect(kinds).toContain(k);
    for (const r of all.filter((x) => x.kind !== 'image')) {
      expect({ name: r.original_name, status: r.extract_status }).toEqual({ name: r.original_name, status: 'ok' });
      expect(r.extracted_text.match(/[\u4e00-\u9fff]/g)?.length ?? 0).toBeGreaterThan(40);
      // A character missing from the embedded font would extract as U+0000 (or U+FFFD).
      expect(r.extracted_text.includes('\u0000') || r.extracted_text.includes('\ufffd')).toBe(false);
    }
    // DOCX read back by mammoth and XLSX cells keep their Chinese text.
    expect(all.find((r) => r.title === '合同管理办法')!.extracted_text).toContain('合同');
    expect(all.find((r) => r.title === '2026年度培训计划表')!.extracted_text).toContain('新员工集中培训');
  });

  it('publishes most through the engine and leaves some pending or as drafts', async () => {
    const all = await rows();
    const by = (s: string) => all.filter((r) => r.status === s).length;
    expect(by('published')).toBeGreaterThanOrEqual(25);
    expect(by('pending')).toBeGreaterThanOrEqual(1);
    expect(by('draft')).toBeGreaterThanOrEqual(1);
    const approvals = await rt.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from knowledge_versions v join knowledge k on k.id = v.knowledge_id
          where k.domain_id = ${DOMAIN_IDS.library} and v.decided_by is not null and v.fields <> '[]'::jsonb`,
    );
    expect(approvals.rows[0].n).toBe(by('published'));
    expect(all.filter((r) => r.question).length).toBeGreaterThanOrEqual(3);
  });

  it('makes the handbook a multi-page PDF whose text carries its Chinese headings', async () => {
    const handbook = (await rows()).find((r) => r.title === '智联科技集团员工手册（2026年版）')!;
    expect(handbook.kind).toBe('pdf');
    expect(handbook.page_count).toBeGreaterThanOrEqual(12);
    for (const heading of [chapterName(0, '总则'), chapterName(2, '员工考勤与休假管理制度'), chapterName(11, '附则'), '目 录']) {
      expect(handbook.extracted_text).toContain(heading);
    }
    expect(handbook.extracted_text).toContain('第 12 页 / 共');
    const zhangsan = await tokenFor(rt, 'zhangsan');
    const seen = await call<{ pages: number; fileName: string }>(
      rt,
      libraryDetail,
      {},
      { token: zhangsan, params: { id: handbook.id } },
    );
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ fileName: '智联科技集团员工手册（2026年版）.pdf' });
  });

  it('files chronicles under at least three regions and three years', async () => {
    const chronicles = (await rows()).filter((r) => r.is_chronicle);
    expect(chronicles.length).toBeGreaterThanOrEqual(6);
    expect(new Set(chronicles.map((r) => r.region)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(chronicles.map((r) => r.year)).size).toBeGreaterThanOrEqual(3);
    for (const c of chronicles) expect(c.title).toMatch(/^(青山县|云溪县|江川市)志·/);
  });

  it('titles follow the file names in a fixed order, and a second run changes nothing', async () => {
    const titles = (await rows()).map((r) => r.title);
    expect(titles).toEqual(seedDocuments().map((d) => d.fileName.replace(/\.[^.]+$/, '')));
    expect(await seedDemoLibrary(rt.deps)).toBeNull();
    expect((await rows()).length).toBe(titles.length);
  });

  it('dates uploads in the past and logs downloads of published documents', async () => {
    const r = await rt.deps.db.execute<{ oldest: Date; newest: Date; downloads: number; counted: number }>(sql`
      select min(created_at) as oldest, max(created_at) as newest,
        (select count(*)::int from document_downloads) as downloads,
        (select coalesce(sum(download_count), 0)::int from document_meta) as counted
      from knowledge where domain_id = ${DOMAIN_IDS.library}`);
    const { oldest, newest, downloads, counted } = r.rows[0];
    expect(Date.now() - new Date(oldest).getTime()).toBeGreaterThan(150 * 86_400_000);
    expect(new Date(newest).getTime()).toBeLessThan(Date.now());
    expect(downloads).toBeGreaterThan(0);
    expect(counted).toBe(downloads);
  });
});
