import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conflict } from '../http/errors';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from './db-errors';

/** Refusal texts per unique index of `users` (server/db/schema/org.ts). */
const TAKEN: Record<string, string> = {
  users_username_uq: '用户名已被使用',
  users_mobile_uq: '手机号已被其他用户使用',
  users_email_uq: '电子邮箱已被其他用户使用',
};

export interface ContactFields {
  username?: string | null;
  mobile?: string | null;
  email?: string | null;
}

/**
 * Throws 409 when another user already holds the username, mobile or e-mail
 * (username and e-mail compared case-insensitively, as the unique indexes do).
 * Shared by self-service profile edits and user administration.
 */
export async function assertContactsFree(db: Db, fields: ContactFields, exceptUserId: number | null): Promise<void> {
  const checks: [string, string | null | undefined, (v: string) => SQL][] = [
    ['users_username_uq', fields.username, (v) => sql`lower(username) = lower(${v})`],
    ['users_mobile_uq', fields.mobile, (v) => sql`mobile = ${v}`],
    ['users_email_uq', fields.email, (v) => sql`lower(email) = lower(${v})`],
  ];
  for (const [index, value, matches] of checks) {
    if (value === null || value === undefined) continue;
    const column = matches(value);
    const rows = await db.execute<{ id: number }>(
      sql`select id from users where ${column} and (${exceptUserId}::int is null or id <> ${exceptUserId}::int) limit 1`,
    );
    if (rows.rows.length > 0) throw conflict(TAKEN[index]);
  }
}

/**
 * Turns a unique violation on `users` (a concurrent write that passed the
 * pre-check) into the same 409; rethrows anything else.
 */
export function rethrowUserConflict(err: unknown): never {
  const index = violatedConstraint(err, PG_UNIQUE_VIOLATION);
  if (index !== null) throw conflict(TAKEN[index] ?? '数据已存在，请勿重复提交');
  throw err;
}
