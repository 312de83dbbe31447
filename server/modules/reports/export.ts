import { PassThrough, Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import { REPORT_EXPORT_MAX_ROWS } from '../../../contract/reports';
import type { ExportFormat } from '../../../contract/reports-export';
import { contentDisposition } from '../../files/serve-blob';
import { shanghaiText } from './report-context';
import type { ReportTable } from './report-table';

/** Rows fetched from the cursor at a time: memory stays at one batch whatever the total. */
const BATCH = 1000;
const TIME_KEYS = new Set(['time', 'lastTime', 'createdAt', 'handledAt']);
const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

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

/** Until the reader has taken the buffered bytes, or gone (a cancelled download must not hold its connection). */
function drained(out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

interface Sheet {
  add(values: (string | number)[]): void;
  end(): Promise<void>;
}

function csvSheet(out: PassThrough): Sheet {
  out.write('\uFEFF');
  return {
    add: (values) => out.write(`${values.map(csvField).join(',')}\r\n`),
    end: async () => {
      out.end();
    },
  };
}

function xlsxSheet(out: PassThrough, title: string): Sheet {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = book.addWorksheet(title.slice(0, 31));
  return {
    add: (values) => sheet.addRow(values).commit(),
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
  table: ReportTable<Raw, Row>,
  format: ExportFormat,
  title: string,
  fileName: string,
): Promise<Response> {
  const query = new PgDialect().sqlToQuery(table.rows(sql``));
  const client = await pool.connect();
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    await client.query({ text: `declare report_export no scroll cursor for ${query.sql}`, values: query.params });
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    client.release();
    throw e;
  }
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const sheet = format === 'csv' ? csvSheet(out) : xlsxSheet(out, title);
  const pump = async () => {
    let failed: unknown = null;
    try {
      sheet.add(table.columns.map((c) => c.title));
      let written = 0;
      while (!out.destroyed) {
        const want = Math.min(BATCH, REPORT_EXPORT_MAX_ROWS + 1 - written);
        const batch = await client.query(`fetch forward ${want} from report_export`);
        for (const raw of batch.rows) {
          if (written === REPORT_EXPORT_MAX_ROWS) {
            sheet.add([`仅导出前 ${REPORT_EXPORT_MAX_ROWS} 行，请缩小筛选范围后分批导出`]);
            break;
          }
          const row = table.map(raw as Raw);
          sheet.add(table.columns.map((c) => cellOf(c.key, row[c.key])));
          written += 1;
        }
        if (batch.rows.length < want || written >= REPORT_EXPORT_MAX_ROWS) break;
        if (out.writableNeedDrain) await drained(out);
      }
      await client.query('commit');
      if (!out.destroyed) await sheet.end();
    } catch (e) {
      failed = e;
      await client.query('rollback').catch(() => undefined);
      out.destroy(e instanceof Error ? e : new Error(String(e)));
    } finally {
      client.release(failed instanceof Error ? failed : undefined);
    }
  };
  void pump();
  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      'Content-Type': MIME[format],
      'Content-Disposition': contentDisposition('attachment', `${fileName}.${format}`),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
