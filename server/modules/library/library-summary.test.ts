import { libraryDetail } from '@contract/library/library';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { publishDoc, uploadDoc, uploadVersionDoc } from '../../test/library/upload';

let rt: TestRuntime;
let lisi: string;
const text = (s: string) => new TextEncoder().encode(s);

const NOTICE = [
  '关于2026年春节放假安排的通知',
  '智联人〔2026〕5号',
  '各部门、各分公司：',
  '根据国务院办公厅关于2026年部分节假日安排的通知，结合集团实际，现将春节放假安排通知如下。',
  '1 / 2',
].join('\n');

const summaryOf = async (id: number, version: number) =>
  (await call<{ summary: string }>(rt, libraryDetail, { version }, { token: lisi, params: { id } })).body.data.summary;

const setSummary = (id: number, version: number, summary: string) =>
  rt.deps.db.execute(sql`update knowledge_versions set summary = ${summary} where knowledge_id = ${id} and version = ${version}`);

beforeAll(async () => {
  rt = await createTestRuntime();
  lisi = await tokenFor(rt, 'lisi');
});
afterAll(async () => {
  await rt.close();
});

describe('document summaries', () => {
  it('come from the prose of the upload, and a table of figures gets none', async () => {
    const notice = (await uploadDoc(rt, lisi, text(NOTICE), '春节放假通知.txt')).body.data.id;
    expect(await summaryOf(notice, 1)).toBe(
      '根据国务院办公厅关于2026年部分节假日安排的通知，结合集团实际，现将春节放假安排通知如下。',
    );
    const figures = (await uploadDoc(rt, lisi, text('年份\t人口\n1990\t118.6\n1995\t122.4'), '统计.txt')).body.data.id;
    expect(await summaryOf(figures, 1)).toBe('');
  });

  it('follow a new file when they were derived (even by the old raw rule), and a written one is kept', async () => {
    const id = (await uploadDoc(rt, lisi, text(NOTICE), '通知.txt')).body.data.id;
    await publishDoc(rt, lisi, id, '通知');
    // Databases made before summaries were derived from prose hold the raw first 200 characters.
    await setSummary(id, 1, NOTICE.replace(/\s+/g, ' ').trim().slice(0, 200));
    await uploadVersionDoc(rt, lisi, id, text('第二版\n值班安排以人力资源部发布的值班表为准，请各部门按时报送。'), '通知.txt');
    expect(await summaryOf(id, 2)).toBe('值班安排以人力资源部发布的值班表为准，请各部门按时报送。');

    await setSummary(id, 2, '春节放假与值班安排（人工摘要）');
    await uploadVersionDoc(rt, lisi, id, text('第三版\n放假期间的紧急事务请联系各部门值班人员处理。'), '通知.txt');
    expect(await summaryOf(id, 2)).toBe('春节放假与值班安排（人工摘要）');
  });
});
