import { reportUserOperate } from '@contract/reports/reports-audit';
import { reportExport } from '@contract/reports/reports-export';
import { reportSearchLog } from '@contract/reports/reports-search';
import ExcelJS from 'exceljs';
import { buildRequest, call, connectionFrom } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { buildFixture, type Fixture, PERIOD } from '../../test/reports/fixture';
import { csvField } from './export';
import { EXPORTS_PER_SERVER, exportLockKey, takeExportSlot } from './export-slots';

let rt: TestRuntime;
let fx: Fixture;

beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'none' });
  fx = await buildFixture(rt);
});
afterAll(() => rt.close());

const exportOf = (token: string, input: object) =>
  rt.app.fetch(buildRequest(reportExport, input, { token }), connectionFrom('2001:db8::7'));

/** RFC 4180 rows of a CSV text (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else {
      field += ch;
    }
  }
  return rows;
}

const shanghai = (isoTime: string) => new Date(Date.parse(isoTime) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

describe('report export', () => {
  it('streams the audit trail as CSV: every row of the table, same order, Chinese headers and file name', async () => {
    const filters = { ...PERIOD, sort: 'time', size: 100 };
    const table = await call<{ list: Record<string, string | null>[] }>(rt, reportUserOperate, filters, {
      token: fx.tokens.wide,
    });
    const res = await exportOf(fx.tokens.wide, { name: 'userOperate', filters: { ...filters, size: 2 }, format: 'csv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('操作记录-2026-03-01至2026-03-07.csv')}`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A byte-order mark, so spreadsheet programs read the Chinese as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(['时间', '用户', '部门', '操作', '知识域', '对象', 'IP 地址']);
    expect(rows.slice(1)).toEqual(
      table.body.data.list.map((r) => [
        shanghai(String(r.time)),
        r.userName,
        r.groupName,
        r.actionName,
        r.domainName,
        r.title ?? '',
        r.ip ?? '',
      ]),
    );
    expect(rows.length - 1).toBe(13); // all pages though the filters ask for pages of 2
    expect(text).not.toContain('受限词条乙');
  });

  it('streams the search log as XLSX that reads back as the table', async () => {
    const filters = { ...PERIOD, view: 'all' as const };
    const table = await call<{ list: Record<string, string | number | null>[] }>(rt, reportSearchLog, filters, {
      token: fx.tokens.admin,
    });
    const res = await exportOf(fx.tokens.admin, { name: 'searchLog', filters, format: 'xlsx' });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('搜索日志');
    // Rows come back 1-based and sparse (empty cells are holes): 9 cells each.
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => Array.from({ length: 9 }, (_, i) => (r as unknown[])[i + 1] ?? ''));
    expect(values[0]).toEqual(['时间', '用户', '部门', '关键词', '筛选条件', '结果数', '耗时（毫秒）', '点击结果', '点击位置']);
    // A workbook people can work with (issue 28): the header frozen and filtered, columns wide enough,
    // times real dates showing the Asia/Shanghai wall time.
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(19);
    expect(sheet.getColumn(4).width).toBeGreaterThan(sheet.getColumn(6).width!);
    const when = sheet.getRow(2).getCell(1);
    expect(when.value).toBeInstanceOf(Date);
    expect(when.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    const asText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 19).replace('T', ' ') : v);
    expect(values.slice(1).map((r) => [asText(r[0]), ...r.slice(1)])).toEqual(
      table.body.data.list.map((r) => [
        shanghai(String(r.time)),
        r.userName,
        r.groupName,
        r.keyword,
        r.filters,
        r.hits,
        r.tookMs,
        r.clickedTitle ?? '',
        r.position ?? '',
      ]),
    );
  });

  it('refuses a group outside the scope, an unknown sort and a table that does not export, as JSON', async () => {
    const outside = await exportOf(fx.tokens.scoped, {
      name: 'user',
      filters: { ...PERIOD, groupId: fx.groups.b },
      format: 'csv',
    });
    expect(outside.status).toBe(403);
    const sort = await exportOf(fx.tokens.admin, {
      name: 'wiki',
      filters: { ...PERIOD, view: 'labels', sort: 'title' },
      format: 'csv',
    });
    expect(sort.status).toBe(400);
    expect((await sort.json()).message).toBe('排序字段不存在');
    const none = await exportOf(fx.tokens.admin, { name: 'all', filters: PERIOD, format: 'csv' });
    expect(none.status).toBe(400);
    expect((await none.json()).message).toContain('该报表不支持导出');
  });

  it("keeps a scoped viewer's export to his groups", async () => {
    const res = await exportOf(fx.tokens.scoped, { name: 'user', filters: { ...PERIOD, size: 100 }, format: 'csv' });
    const text = await res.text();
    expect(text).toContain('张研发');
    expect(text).not.toContain('王销售');
  });

  it('runs one export per person and a few per server, and gives the slot back when an export is cancelled', async () => {
    const input = { name: 'userOperate', filters: PERIOD, format: 'csv' };
    const held = takeExportSlot(fx.users.wide);
    const refused = await exportOf(fx.tokens.wide, input);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe('您已有一个导出正在进行，请等它完成或取消后再试');
    // Somebody else is not held up by it.
    const other = await exportOf(fx.tokens.admin, input);
    expect(other.status).toBe(200);
    await other.arrayBuffer();
    held();
    // The finished export gives its slot back once its cursor is closed.
    await vi.waitFor(() => takeExportSlot(-99)());
    const others = Array.from({ length: EXPORTS_PER_SERVER }, (_, i) => takeExportSlot(-1 - i));
    const busy = await exportOf(fx.tokens.wide, input);
    expect(busy.status).toBe(429);
    expect((await busy.json()).message).toBe('服务器正在处理其他导出，请稍后再试');
    for (const give of others) give();
    // Cancelled before a byte is read: the slot and the database connection both come back.
    const busyBefore = rt.deps.pool.totalCount - rt.deps.pool.idleCount;
    const cancelled = await exportOf(fx.tokens.wide, input);
    expect(cancelled.status).toBe(200);
    await cancelled.body?.cancel();
    await vi.waitFor(() => expect(rt.deps.pool.totalCount - rt.deps.pool.idleCount).toBe(busyBefore));
    await vi.waitFor(async () => {
      const again = await exportOf(fx.tokens.wide, input);
      expect(again.status).toBe(200);
      await again.arrayBuffer();
    });
  });

  it('refuses a second export of one person while another server runs his first, and not after it ends', async () => {
    const input = { name: 'userOperate', filters: PERIOD, format: 'csv' };
    // Another server's export: its transaction holds the person's lock in the shared database.
    const elsewhere = await rt.deps.pool.connect();
    try {
      await elsewhere.query('begin');
      await elsewhere.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [exportLockKey(fx.users.wide)]);
      const refused = await exportOf(fx.tokens.wide, input);
      expect(refused.status).toBe(429);
      expect((await refused.json()).message).toBe('您已有一个导出正在进行，请等它完成或取消后再试');
      // Nobody else waits for it, and this server's slot came back with the refusal.
      const other = await exportOf(fx.tokens.admin, input);
      expect(other.status).toBe(200);
      await other.arrayBuffer();
      await elsewhere.query('commit');
    } finally {
      elsewhere.release();
    }
    const after = await exportOf(fx.tokens.wide, input);
    expect(after.status).toBe(200);
    await after.arrayBuffer();
  });

  it('defuses spreadsheet formulas in CSV text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1')).toBe("'-1");
    expect(csvField(-1)).toBe('-1');
  });
});
