import { USER_IMPORT_COLUMNS, USER_SHEET, userImport } from '@contract/admin/admin-users';
import ExcelJS from 'exceljs';
import { connectionFrom, freshAddress } from '../client';
import type { TestRuntime } from '../harness';

export interface UserImportReport {
  imported: boolean;
  rows: number;
  issues: { sheet: string; row: number; field: string; reason: string }[];
  issueCount: number;
  created: number;
}

/** A workbook with the 用户 sheet: the template's header and these rows. */
export async function userWorkbook(rows: string[][], header: readonly string[] = USER_IMPORT_COLUMNS): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet(USER_SHEET).addRows([[...header], ...rows]);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** Uploads a user import form: the file and the sealed initial password as form fields. */
export async function uploadUsers(
  rt: TestRuntime,
  bytes: Uint8Array,
  opts: { token?: string; sealed?: { keyId: string; password: string } },
) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'users.xlsx'));
  for (const [k, v] of Object.entries(opts.sealed ?? {})) form.append(k, v);
  const headers: Record<string, string> = opts.token ? { authorization: `Bearer ${opts.token}` } : {};
  const req = new Request(`http://localhost${userImport.path}`, { method: 'POST', body: form, headers });
  const res = await rt.app.fetch(req, connectionFrom(freshAddress()));
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: UserImportReport } };
}
