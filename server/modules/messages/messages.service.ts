import { MESSAGE_GROUPS, MESSAGE_SEND_MAX_RECIPIENTS, MESSAGE_TYPES, type MessageGroup } from '@contract/messages/messages';
import { DOMAIN_NAMES } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Reader } from '../../access/reader';
import type { Db } from '../../db/client';
import { groups, knowledge, knowledgeVersions, messages as m, tasks, users } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { badRequest } from '../../http/errors';
import { itemLink } from '../../knowledge/links';
import { decidableVersions, pendingCount } from '../../knowledge/queue';
import { notify } from '../../lib/notify';
import { paged, pagedWithCounts } from '../../lib/paged';

/** Most open tasks and new messages one poll answers; the rest are on the message-task screens. */
export const LOOP_TASK_LIMIT = 10;
export const LOOP_MESSAGE_LIMIT = 20;

/** Latest instant JavaScript dates (and so the answer's ISO strings) can express. */
const MAX_DATE_MS = 8_640_000_000_000_000;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

// The approval queue (knowledge/queue.ts) speaks of the item as `k` and its version as `v`.
const k = alias(knowledge, 'k');
const v = alias(knowledgeVersions, 'v');

/**
 * One unread-message poll for a user: the unread total, the open tasks
 * (newest first), the unread messages that arrived within the last interval
 * before the client's current time (newest first) and, for approvers, how
 * many versions wait for their decision — the approval queue's own rule, so
 * the to-do list never says "nothing to do" while the queue holds work.
 */
export async function pollMessages(db: Db, reader: Reader, currentTime: number, intervalTime: number) {
  const userId = reader.id;
  const sinceMs = Math.min(Math.max(currentTime - intervalTime, 0), MAX_DATE_MS);
  const [unread, openTasks, fresh, pendingApprovals] = await Promise.all([
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${m} where ${m.userId} = ${userId} and ${m.readAt} is null`),
    db.execute<{ id: number; title: string; link: string | null; due_at: Date | null }>(sql`
      select ${tasks.id}, ${tasks.title}, ${tasks.link}, ${tasks.dueAt} from ${tasks}
      where ${tasks.userId} = ${userId} and ${tasks.doneAt} is null
      order by ${tasks.createdAt} desc, ${tasks.id} desc limit ${LOOP_TASK_LIMIT}`),
    db.execute<{ id: number; custom_type: number; title: string; content: string; link: string | null; created_at: Date }>(sql`
      select ${m.id}, ${m.customType}, ${m.title}, ${m.content}, ${m.link}, ${m.createdAt} from ${m}
      where ${m.userId} = ${userId} and ${m.readAt} is null
        and ${m.createdAt} > to_timestamp(${sinceMs}::double precision / 1000)
      order by ${m.createdAt} desc, ${m.id} desc limit ${LOOP_MESSAGE_LIMIT}`),
    reader.isApprover ? pendingCount(db, reader) : null,
  ]);
  return {
    unreadMessageNum: unread.rows[0]?.n ?? 0,
    tasks: openTasks.rows.map((t) => ({ id: t.id, title: t.title, link: t.link, dueAt: iso(t.due_at) })),
    messages: fresh.rows.map((m) => ({
      id: m.id,
      customType: m.custom_type,
      title: m.title,
      content: m.content,
      link: m.link,
      createdAt: new Date(m.created_at).toISOString(),
    })),
    pendingApprovals,
  };
}

/** Message counts per customType: type 1 counts unread messages, type 2 all of them. */
export async function countByType(db: Db, userId: number, type: 1 | 2) {
  const rows = await db.execute<{ custom_type: number; n: number }>(sql`
    select ${m.customType}, count(*)::int as n from ${m}
    where ${m.userId} = ${userId} and (${type}::int = 2 or ${m.readAt} is null)
    group by ${m.customType} order by ${m.customType}`);
  const typeMap: Record<string, number> = {};
  let total = 0;
  for (const r of rows.rows) {
    typeMap[String(r.custom_type)] = r.n;
    total += r.n;
  }
  return { typeMap, total };
}

/** Unread messages per customType, ascending by customType. */
export async function unreadPerType(db: Db, userId: number) {
  const rows = await db.execute<{ custom_type: number; n: number }>(sql`
    select ${m.customType}, count(*)::int as n from ${m}
    where ${m.userId} = ${userId} and ${m.readAt} is null
    group by ${m.customType} order by ${m.customType}`);
  return rows.rows.map((r) => ({ customType: r.custom_type, num: r.n }));
}

const groupTypes = (group: MessageGroup) =>
  sql.join(
    (MESSAGE_GROUPS[group] as readonly number[]).map((t) => sql`${t}`),
    sql`, `,
  );

type MessageRowDb = {
  id: number;
  custom_type: number;
  title: string;
  content: string;
  link: string | null;
  read_at: Date | null;
  created_at: Date;
};

/**
 * One page of a group's messages, newest first, with the group's unread
 * count. The count is the same query allCount/commentNum/loop run (the
 * caller's rows with read_at null), narrowed to the group's customTypes.
 */
export async function listMessages(
  db: Db,
  userId: number,
  input: { group: MessageGroup; unreadOnly: boolean; page: number; size: number },
) {
  const types = groupTypes(input.group);
  const onlyUnread = input.unreadOnly ? sql`and ${m.readAt} is null` : sql``;
  // With unreadOnly, every counted row is unread: the unread count is the total either way.
  const page = await pagedWithCounts<MessageRowDb, { unread: number }>(
    db,
    {
      from: sql`${m}`,
      where: sql`${m.userId} = ${userId} and ${m.customType} in (${types}) ${onlyUnread}`,
      order: sql`${m.createdAt} desc, ${m.id} desc`,
      columns: sql`${m.id}, ${m.customType}, ${m.title}, ${m.content}, ${m.link}, ${m.readAt}, ${m.createdAt}`,
      page: input.page,
      size: input.size,
    },
    sql`(count(*) filter (where ${m.readAt} is null))::int as unread`,
  );
  return {
    total: page.total,
    unread: page.counts.unread,
    list: page.list.map((m) => ({
      id: m.id,
      customType: m.custom_type,
      title: m.title,
      content: m.content,
      link: m.link,
      readAt: iso(m.read_at),
      createdAt: new Date(m.created_at).toISOString(),
    })),
  };
}

/**
 * Marks the caller's messages read: the given ids, else the given group,
 * else all of them. Ids of someone else's messages match nothing (the
 * user_id condition), so they are ignored rather than revealed.
 */
export async function readMessages(db: Db, userId: number, input: { ids?: number[]; group?: MessageGroup }) {
  if (input.ids && input.ids.length === 0) return { updated: 0 };
  const which = input.ids
    ? sql`and ${m.id} in (${sql.join(
        input.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const inGroup = input.group ? sql`and ${m.customType} in (${groupTypes(input.group)})` : sql``;
  const r = await db.execute(sql`
    update ${m} set ${bare(m.readAt)} = now()
    where ${m.userId} = ${userId} and ${m.readAt} is null ${which} ${inGroup}`);
  return { updated: r.rowCount ?? 0 };
}

/** Deletes the caller's messages among the ids; others' ids are ignored. */
export async function removeMessages(db: Db, userId: number, ids: number[]) {
  const r = await db.execute(sql`
    delete from ${m} where ${m.userId} = ${userId} and ${m.id} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return { removed: r.rowCount ?? 0 };
}

type TaskRowDb = {
  kind: 'task' | 'approval';
  id: number;
  title: string;
  link: string | null;
  domain_id: number | null;
  due_at: Date | null;
  done_at: Date | null;
  created_at: Date;
};

/**
 * One page of the caller's open tasks (soonest due first) or done ones
 * (latest done first). Besides the stored tasks (courses, exams), an
 * approver's approval to-dos are the pending versions the approval queue
 * gives him — not copies, so approving or rejecting an item closes the
 * to-do for every approver at once — and his done ones are the versions he
 * decided.
 */
export async function listTasks(db: Db, reader: Reader, input: { done: boolean; page: number; size: number }) {
  const userId = reader.id;
  const stored = sql`
    select 'task' as kind, ${tasks.id}, ${tasks.title}, ${tasks.link}, null::int as domain_id, ${tasks.dueAt}, ${tasks.doneAt},
      ${tasks.createdAt} from ${tasks}
    where ${tasks.userId} = ${userId} and ${tasks.doneAt} ${input.done ? sql`is not null` : sql`is null`}`;
  let approvals = sql``;
  if (reader.isApprover && !input.done) {
    const q = decidableVersions(reader);
    approvals = sql` union all
      select 'approval', ${k.id}, ${v.title}, null, ${k.domainId}, null, null, coalesce(${v.submittedAt}, ${v.updatedAt})
      from ${q.from} where ${q.where}`;
  } else if (reader.isApprover) {
    approvals = sql` union all
      select 'approval', ${k.id}, ${v.title}, null, ${k.domainId}, null, ${v.decidedAt}, coalesce(${v.submittedAt}, ${v.updatedAt})
      from ${knowledgeVersions} ${v} join ${knowledge} ${k} on ${k.id} = ${v.knowledgeId}
      where ${v.decidedBy} = ${userId} and ${v.decidedAt} is not null and ${k.deletedAt} is null`;
  }
  const page = await paged<TaskRowDb>(db, {
    from: sql`(${stored}${approvals}) t`,
    order: input.done
      ? sql`done_at desc, created_at desc, kind, id desc`
      : sql`due_at asc nulls last, created_at desc, kind, id desc`,
    columns: sql`*`,
    page: input.page,
    size: input.size,
  });
  return {
    total: page.total,
    list: page.list.map((t) => {
      const approval = t.kind === 'approval' && t.domain_id !== null;
      return {
        // Approval to-dos are numbered by their item; `kind` keeps them apart from stored tasks.
        id: t.id,
        kind: t.kind,
        title: approval ? `审核${DOMAIN_NAMES[t.domain_id as number] ?? '内容'}《${t.title}》` : t.title,
        link: approval ? itemLink({ id: t.id, domainId: t.domain_id as number }) : t.link,
        dueAt: iso(t.due_at),
        doneAt: iso(t.done_at),
        createdAt: new Date(t.created_at).toISOString(),
      };
    }),
  };
}

/**
 * Sends a written message (the new-message page) to the given users and the
 * members of the given groups and their sub-groups, as a notice-group
 * message. Disabled accounts and the sender are left out; unknown ids match
 * nobody. More recipients than the cap is refused, not cut short.
 */
export async function sendMessage(
  db: Db,
  senderId: number,
  input: { title: string; content: string; userIds: number[]; groupIds: number[] },
) {
  const ids = (xs: number[]) =>
    xs.length
      ? sql.join(
          xs.map((x) => sql`${x}`),
          sql`, `,
        )
      : sql`null`;
  const c = alias(groups, 'c');
  const recipients = await db.execute<{ id: number }>(sql`
    with recursive sub as (
      select ${groups.id} from ${groups} where ${groups.id} in (${ids(input.groupIds)})
      union select ${c.id} from ${groups} ${c} join sub on ${c.parentId} = sub.id
    )
    select ${users.id} from ${users}
    where not ${users.disabled} and ${users.id} <> ${senderId}
      and (${users.id} in (${ids(input.userIds)}) or ${users.groupId} in (select id from sub))
    order by ${users.id}
    limit ${MESSAGE_SEND_MAX_RECIPIENTS + 1}`);
  if (recipients.rows.length === 0) throw badRequest('所选的接收人或组织中没有可接收消息的用户');
  if (recipients.rows.length > MESSAGE_SEND_MAX_RECIPIENTS) {
    throw badRequest(`一次最多发送给${MESSAGE_SEND_MAX_RECIPIENTS}人，请缩小接收范围`);
  }
  await notify(
    db,
    senderId,
    recipients.rows.map((r) => ({
      userId: r.id,
      customType: MESSAGE_TYPES.announcement,
      title: input.title,
      content: input.content,
    })),
  );
  return { sent: recipients.rows.length };
}
