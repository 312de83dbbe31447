import { FAILURE_WINDOW_MINUTES, NOTICE_OWNER_AFTER_FAILURES } from '@contract/auth/auth';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAttempts as aa, users } from '../../db/schema/index';
import { MESSAGE_TYPES, notify } from '../../lib/notify';

/** Addresses named in the message; more would only make it long. */
const ADDRESSES_SHOWN = 5;

/**
 * Tells the owner of an account, once per burst, that it saw many failed
 * sign-ins and from where. The account is not locked, so the message says
 * what the owner can do rather than that they are shut out.
 */
export async function noticeOwnerOfBurst(db: Db, key: string, failures: number): Promise<void> {
  if (failures !== NOTICE_OWNER_AFTER_FAILURES) return;
  const owner = await db.execute<{ id: number }>(sql`select ${users.id} from ${users} where lower(${users.username}) = ${key}`);
  const userId = owner.rows[0]?.id;
  if (userId === undefined) return;
  const from = await db.execute<{ address: string }>(sql`
    select ${aa.address} from ${aa}
    where ${aa.kind} = 'password' and ${aa.subject} = ${key} and not ${aa.ok}
      and ${aa.at} > now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})
    group by ${aa.address} order by max(${aa.at}) desc limit ${ADDRESSES_SHOWN}`);
  const addresses = from.rows.map((r) => r.address).join('、');
  await notify(db, null, [
    {
      userId,
      customType: MESSAGE_TYPES.notice,
      title: '账号安全提醒：多次登录失败',
      content:
        `您的账号在${FAILURE_WINDOW_MINUTES}分钟内有${failures}次密码错误的登录尝试，来源地址：${addresses}。` +
        '这些地址已被限制登录，您的账号未被锁定，仍可输入图形验证码后用密码登录，或用短信验证码登录。' +
        '如非本人操作，建议尽快修改密码。',
    },
  ]);
}
