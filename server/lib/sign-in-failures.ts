import { CAPTCHA_AFTER_FAILURES, FAILURE_WINDOW_MINUTES } from '@contract/auth/auth';
import { type SQL, sql } from 'drizzle-orm';

type Exec = { execute: (q: SQL) => Promise<unknown> };

/**
 * The failed password sign-ins of a username key (lower-cased username)
 * within the window since its last success (decision 008), as a scalar
 * subquery. Shared by sign-in, which asks for a captcha from
 * CAPTCHA_AFTER_FAILURES on, and user administration, which shows such an
 * account as 登录受限 and can forgive it; `extra` narrows the failures
 * (a claim's own predecessors).
 */
export function usernameFailures(key: SQL | string, extra: SQL = sql``): SQL {
  return sql`(select count(*)::int from auth_attempts a
    where a.kind = 'password' and a.subject = ${key} and not a.ok ${extra}
      and a.at > now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})
      and a.at > coalesce((select max(s.at) from auth_attempts s
                           where s.kind = 'password' and s.subject = ${key} and s.ok), '-infinity'))`;
}

/** Whether the username's sign-in asks for a captcha now. */
export const signInRestricted = (key: SQL | string): SQL => sql`(${usernameFailures(key)} >= ${CAPTCHA_AFTER_FAILURES})`;

/**
 * Forgives a username its failures as a successful sign-in would: a success
 * from no address, so no client address is forgiven anything (their own
 * allowances still count every failure).
 */
export async function forgiveSignInFailures(db: Exec, key: string): Promise<void> {
  await db.execute(sql`
    insert into auth_attempts (kind, subject, address, subnet, prefix, ok) values ('password', ${key}, '', '', '', true)`);
}
