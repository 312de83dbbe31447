import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Conn } from '../../db/client';
import { messages, noticeRecipients, notices } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import type { Deps } from '../../deps';
import { startSingletonJob } from '../../jobs/singleton-job';
import { MESSAGE_TYPES } from '../../lib/notify';
import { audienceUserIds } from './notice-audience';

const MINUTE_MS = 60_000;

/** The SPA route a notice's announcement message opens. */
export const noticeLink = (id: number) => `/noticeDetails?id=${id}`;

/**
 * Sends the announcement message (customType 7, notice group of SPEC §9) of
 * one notice to the people of its audience who were never sent it, and
 * records them, so each person is told once: at the publish time, and again
 * only for people an edit adds later (someone who deleted the message is not
 * told twice). The author is not told of his own notice.
 */
export async function announceToNewRecipients(conn: Conn, n: { id: number; title: string; author_id: number | null }) {
  const nr = noticeRecipients;
  const m = messages;
  await conn.execute(sql`
    with added as (
      insert into ${nr} (${bare(nr.noticeId)}, ${bare(nr.userId)})
      select ${n.id}, a.id from ${audienceUserIds(n.id)} a(id)
      where a.id is distinct from ${n.author_id}
      on conflict (${bare(nr.noticeId)}, ${bare(nr.userId)}) do nothing
      returning ${nr.userId})
    insert into ${m} (${bare(m.userId)}, ${bare(m.customType)}, ${bare(m.title)}, ${bare(m.content)}, ${bare(m.link)})
    select ${bare(nr.userId)}, ${MESSAGE_TYPES.announcement}, ${`新公告：${n.title}`}, '', ${noticeLink(n.id)} from added`);
}

/**
 * Announces every notice whose publish time has come and whose audience has
 * not been told yet. Each notice is claimed by one update, so concurrent
 * runs (several processes) never send twice. Returns how many notices were
 * delivered.
 */
export async function deliverDueNotices(conn: Conn): Promise<number> {
  return conn.transaction(async (tx) => {
    const n = notices;
    const d = alias(notices, 'd');
    const due = await tx.execute<{ id: number; title: string; author_id: number | null }>(sql`
      update ${n} set ${bare(n.notifiedAt)} = now()
      where ${n.id} in (
        select ${d.id} from ${n} ${d}
        where ${d.notifiedAt} is null and ${d.publishAt} <= now() and (${d.expireAt} is null or ${d.expireAt} > now())
        order by ${d.publishAt} for update skip locked limit 100)
      returning ${n.id}, ${n.title}, ${n.authorId}`);
    for (const n of due.rows) await announceToNewRecipients(tx, n);
    return due.rows.length;
  });
}

/**
 * Delivers due notices now and every minute (scheduled notices reach their
 * audience within a minute), in one server process at a time; returns a stop function.
 */
export function startNoticeDelivery(deps: Pick<Deps, 'db' | 'pool' | 'log'>, intervalMs = MINUTE_MS): () => void {
  return startSingletonJob(deps, {
    name: 'notices.delivery',
    intervalMs,
    runAtStart: true,
    failMessage: '公告消息发送失败',
    run: async () => {
      await deliverDueNotices(deps.db);
    },
  });
}
