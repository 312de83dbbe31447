import { z } from 'zod';

/*
 * What every spreadsheet import answers (graph entities, users): one refused
 * row refuses the whole file, and the report says where and why, row by row.
 */

/** One problem of an import file. */
export const importIssue = z.object({
  /** The worksheet or table (or 文件 for the file as a whole). */
  sheet: z.string(),
  /** Row number as the user sees it: the spreadsheet's row (header is row 1), a JSON array's position from 1. */
  row: z.number().int(),
  field: z.string(),
  reason: z.string(),
});
export type ImportIssue = z.infer<typeof importIssue>;

/** A report lists at most this many problems (the count says how many there were). */
export const IMPORT_ISSUES_MAX = 500;

/** A generated file (template, export) sent inside the envelope. */
export const fileAnswer = z.object({ fileName: z.string(), mime: z.string(), base64: z.string() });

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
