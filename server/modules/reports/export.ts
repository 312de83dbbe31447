import { PassThrough, type Writable } from 'node:stream';
import { XLSX_MIME } from '@contract/platform/imports';
import { REPORT_EXPORT_MAX_ROWS } from '@contract/reports/reports';
import type { ExportFormat } from '@contract/reports/reports-export';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import type { Db } from '../../db/client';
import { contentDisposition } from '../../files/serve-blob';
import { tooMany } from '../../http/errors';
import { EXPORT_BUSY_FOR_USER, exportLockKey } from './export-slots';
import { shanghaiText } from './report-context';
import type { ReportTable } from './report-table';

/** Rows fetched from the cursor at a time: memory stays at one batch whatever the total. */
const BATCH = 1000;
const TIME_KEYS = new Set(['time', 'lastTime', 'createdAt', 'handledAt']);
const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: XLSX_MIME,
};

/**
 * A time cell of a workbook: a real date (a spreadsheet sorts and filters it as one) showing the
 * Asia/Shanghai wall time, as the page does; Excel's dates carry no zone, so the instant is shifted.
 */
export function xlsxCell(key: string, value: unknown): string | number | Date {
  if (TIME_KEYS.has(key) && typeof value === 'string' && value !== '') return new Date(new Date(value).getTime() + 8 * 3_600_000);
  return cellOf(key, value);
}

/** Column widths of a workbook (characters; a Han character counts two), from what the column holds. */
function widthOf(key: string, title: string): number {
  const titleWidth = [...title].reduce((n, ch) => n + ((ch.codePointAt(0) ?? 0) < 0x100 ? 1 : 2), 0) + 2;
  const content = TIME_KEYS.has(key) ? 20 : /title|name|keyword|filters|detail|object|clicked/i.test(key) ? 36 : 12;
  return Math.min(60, Math.max(titleWidth, content));
}

/** A cell as the table shows it: times in Asia/Shanghai, 有用/没用, empty for none. */
export function cellOf(key: string, value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return key === 'useful' ? (value ? '有用' : '没用') : value ? '是' : '否';
  if (TIME_KEYS.has(key) && typeof value === 'string') return shanghaiText(value);
  return typeof value === 'number' ? value : String(value);
}

/** A CSV field (RFC 4180); text a spreadsheet would run as a formula is defused with a leading apostrophe. */
export function csvField(v: string | number): string {
  if (typeof v === 'number') return String(v);
  const s = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/**
 * Until `w` has passed its buffered bytes on, or the response is gone (a
 * cancelled download must not hold its database connection).
 */
function drained(w: Writable, out: Writable = w): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      w.off('drain', done);
      out.off('close', done);
      resolve();
    };
    w.on('drain', done);
    out.on('close', done);
    if (out.destroyed) done();
  });
}

/**
 * The response body, pulled a chunk at a time: the stream takes the next chunk
 * only when the client has read the last, so the producer's drain waits mean
 * what they say (Readable.toWeb counts its buffer in chunks, not bytes, and
 * would buffer far ahead). Cancelling the download destroys the source.
 */
function webStreamOf(out: PassThrough): ReadableStream<Uint8Array> {
  const wait = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        for (const e of ['readable', 'end', 'close', 'error']) out.off(e, done);
        resolve();
      };
      for (const e of ['readable', 'end', 'close', 'error']) out.on(e, done);
    });
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const chunk = out.read() as Buffer | null;
          if (chunk) {
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            return;
          }
          if (out.errored) return controller.error(out.errored);
          if (out.readableEnded || out.destroyed) return controller.close();
          await wait();
        }
      },
      cancel() {
        out.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}

interface Sheet {
  add(values: (string | number | Date)[]): void;
  /** Resolves when the rows added so far have moved on (a writer that buffers internally holds the next batch back). */
  settled(): Promise<void>;
  end(): Promise<void>;
}

function csvSheet(out: PassThrough): Sheet {
  out.write('\uFEFF');
  return {
    add: (values) => out.write(`${values.map((v) => csvField(v instanceof Date ? String(v) : v)).join(',')}\r\n`),
    settled: async () => {
      if (out.writableNeedDrain) await drained(out);
    },
    end: async () => {
      out.end();
    },
  };
}

function xlsxSheet(out: PassThrough, title: string, columns: readonly { key: string; title: string }[]): Sheet {
  // Styles for the few formats below (bold header, date format): a handful, whatever the rows.
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  // The header stays in view while scrolling, filters on every column, widths that fit (issue 28).
  const sheet = book.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    key: c.key,
    width: widthOf(c.key, c.title),
    style: TIME_KEYS.has(c.key) ? { numFmt: 'yyyy-mm-dd hh:mm:ss' } : {},
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, columns.length) } };
  let header = true;
  // exceljs 4.4's sheet stream hands its bytes to the zip's entry stream without waiting for it
  // (`StreamBuf` in batch mode): without this the rows pile up there faster than they are deflated.
  // The entry stream is readable-stream 2's PassThrough: its buffer state is `_writableState`, not `writableNeedDrain`.
  const pipes = () => (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes ?? [];
  const full = (w: Writable) =>
    (w as unknown as { _writableState?: { needDrain?: boolean } })._writableState?.needDrain ?? w.writableNeedDrain;
  return {
    add: (values) => {
      const row = sheet.addRow(values);
      if (header) {
        row.font = { bold: true };
        header = false;
      }
      row.commit();
    },
    settled: async () => {
      for (const pipe of pipes()) if (full(pipe) && !out.destroyed) await drained(pipe, out);
      if (out.writableNeedDrain) await drained(out);
    },
    end: async () => {
      sheet.commit();
      await book.commit();
    },
  };
}

/**
 * Streams a table's every row (same query, order and columns as its pages)
 * as a file: the rows come through a server-side cursor in a read-only
 * transaction, a batch at a time, written as they arrive and only as fast as
 * the client reads, so memory stays flat for a million rows (decision 028).
 */
export async function exportResponse<Raw, Row extends Record<string, unknown>>(
  pool: pg.Pool,
  /** For the names a table's rows may need (`prepare`). */
  db: Db,
  table: ReportTable<Raw, Row>,
  format: ExportFormat,
  title: string,
  fileName: string,
  /** This server's slot (see `takeExportSlot`), given back when the export ends, fails or is cancelled, and its owner. */
  slot: { userId: number; release: () => void },
): Promise<Response> {
  const { release } = slot;
  const query = new PgDialect().sqlToQuery(table.rows(sql``, false));
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (e) {
    release();
    throw e;
  }
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    // One export per person across every server: the lock lives as long as the export's transaction (and its session).
    const own = await client.query<{ ok: boolean }>('select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as ok', [
      exportLockKey(slot.userId),
    ]);
    if (own.rows[0]?.ok !== true) throw tooMany(EXPORT_BUSY_FOR_USER);
    await client.query({ text: `declare report_export no scroll cursor for ${query.sql}`, values: query.params });
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    client.release();
    release();
    throw e;
  }
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const sheet = format === 'csv' ? csvSheet(out) : xlsxSheet(out, title, table.columns);
  const pump = async () => {
    let failed: unknown = null;
    try {
      sheet.add(table.columns.map((c) => c.title));
      let written = 0;
      while (!out.destroyed) {
        const want = Math.min(BATCH, REPORT_EXPORT_MAX_ROWS + 1 - written);
        const batch = await client.query(`fetch forward ${want} from report_export`);
        const map = table.prepare ? await table.prepare(db, batch.rows as Raw[]) : table.map;
        for (const raw of batch.rows) {
          if (written === REPORT_EXPORT_MAX_ROWS) {
            sheet.add([`仅导出前 ${REPORT_EXPORT_MAX_ROWS} 行，请缩小筛选范围后分批导出`]);
            break;
          }
          const row = map(raw as Raw);
          sheet.add(table.columns.map((c) => (format === 'xlsx' ? xlsxCell(c.key, row[c.key]) : cellOf(c.key, row[c.key]))));
          written += 1;
        }
        if (batch.rows.length < want || written >= REPORT_EXPORT_MAX_ROWS) break;
        await sheet.settled();
      }
      await client.query('commit');
      if (!out.destroyed) await sheet.end();
    } catch (e) {
      failed = e;
      await client.query('rollback').catch(() => undefined);
      out.destroy(e instanceof Error ? e : new Error(String(e)));
    } finally {
      client.release(failed instanceof Error ? failed : undefined);
      release();
    }
  };
  void pump();
  return new Response(webStreamOf(out), {
    status: 200,
    headers: {
      'Content-Type': MIME[format],
      'Content-Disposition': contentDisposition('attachment', `${fileName}.${format}`),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
