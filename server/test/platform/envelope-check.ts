import { CODE_OK, CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import type pg from 'pg';

/**
 * What is wrong with an answer, or null: a 5xx, a body that is not the
 * envelope, `success` out of step with `code`, or a code that disagrees with
 * the HTTP status (SPEC §8: code is 1, -1 for 401, else the status).
 */
export function envelopeProblem(status: number, text: string): string | null {
  if (status >= 500) return `HTTP ${status}: ${text.slice(0, 200)}`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text);
  } catch {
    return `HTTP ${status} with a body that is not JSON: ${text.slice(0, 100)}`;
  }
  if (!body || typeof body !== 'object') return 'body is not an object';
  const { code, message, success } = body;
  if (typeof code !== 'number' || !Number.isInteger(code)) return `code is not an integer: ${JSON.stringify(code)}`;
  if (typeof message !== 'string' || message === '') return 'message missing';
  if (success !== (code === CODE_OK)) return `success ${String(success)} with code ${code}`;
  if (!('data' in body)) return 'data missing';
  const expected = code === CODE_OK ? 200 : code === CODE_UNAUTHENTICATED ? 401 : code;
  if (status !== expected) return `HTTP ${status} with code ${code}`;
  if (code !== CODE_OK && !/[\u4e00-\u9fff]/.test(message)) return `refusal message is not Chinese: ${message}`;
  return null;
}

/** Tables whose content a refused call must leave untouched. */
export const GUARDED_TABLES = [
  'users',
  'groups',
  'roles',
  'user_roles',
  'config_items',
  'messages',
  'tasks',
  'resources',
  'image_paths',
  'labels',
  'fields',
  'user_fields',
];

// Every insert, update or delete changes a table's row count or the sum of its rows' xmin (the
// transaction that wrote each row version), and reading xmin needs no row turned into text or sorted:
// the probes make thousands of calls and the messages table grows with every notice sent to every user.
const CHECKSUM_SQL = `select ${GUARDED_TABLES.map(
  (t) => `(select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from ${t})`,
).join(` || '|' || `)} as sum`;

/** One checksum over the guarded tables' rows. */
export async function tableChecksum(pool: pg.Pool): Promise<string> {
  const r = await pool.query<{ sum: string }>(CHECKSUM_SQL);
  return r.rows[0].sum;
}
