import type { noticeList } from '@contract/notices/notices';
import type { ParsedInputOf } from '@contract/platform/endpoint';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { groups, messages, noticeReads, notices, noticeTargets, users } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { forbidden, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { MESSAGE_TYPES } from '../../lib/notify';
import { paged } from '../../lib/paged';
import { keywordFilter } from '../../search/keyword-filter';
import { liveNow, notice as n, namesCaller } from './notice-audience';
import { noticeLink } from './notice-delivery';
import { noticeFiles } from './notice-files';

const SUMMARY_CHARS = 120;

export const canManageNotices = (user: SessionUser) => user.permissions.has('ROLE_NOTICE_MANAGE');

type NoticeRow = {
  id: number;
  title: string;
  summary: string;
  pinned: boolean;
  publish_at: Date;
  expire_at: Date | null;
  author_name: string | null;
  read_at: Date | null;
  state: 'scheduled' | 'published' | 'expired';
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const a = alias(users, 'a');
const r = alias(noticeReads, 'r');
const t = alias(noticeTargets, 't');
const g = alias(groups, 'g');
const u = alias(users, 'u');

const columns = sql`
  ${n.id}, ${n.title}, left(${n.contentText}, ${SUMMARY_CHARS}) as summary, ${n.pinned}, ${n.publishAt}, ${n.expireAt},
  ${a.nickname} as author_name, ${r.readAt},
  case when ${n.publishAt} > now() then 'scheduled' when ${n.expireAt} is not null and ${n.expireAt} <= now() then 'expired'
       else 'published' end as state`;

const joined = (user: SessionUser) => sql`
  ${notices} ${n}
  left join ${users} ${a} on ${a.id} = ${n.authorId}
  left join ${noticeReads} ${r} on ${r.noticeId} = ${n.id} and ${r.userId} = ${user.id}`;

const listItem = (r: NoticeRow) => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  pinned: r.pinned,
  publishAt: new Date(r.publish_at).toISOString(),
  expireAt: iso(r.expire_at),
  authorName: r.author_name,
  readAt: iso(r.read_at),
  state: r.state,
});

/**
 * The caller's notices — those naming him, published and not expired —
 * pinned first, then unread, then newest. The manager view lists every
 * notice (scheduled and expired too) for editing.
 */
export async function listNotices(db: Db, user: SessionUser, input: ParsedInputOf<typeof noticeList>) {
  if (input.manage && !canManageNotices(user)) throw forbidden('没有公告管理权限');
  const where: SQL[] = input.manage ? [] : [namesCaller(user), liveNow];
  if (input.keyword) where.push(keywordFilter([sql`${n.title}`, sql`${n.contentText}`], input.keyword));
  const page = await paged<NoticeRow>(db, {
    from: joined(user),
    where: where.length > 0 ? sql.join(where, sql` and `) : undefined,
    order: sql`${n.pinned} desc, (${r.readAt} is null) desc, ${n.publishAt} desc, ${n.id} desc`,
    columns,
    page: input.page,
    size: input.size,
  });
  return { total: page.total, list: page.list.map(listItem) };
}

/**
 * One notice. A reader outside its audience, or before it is published or
 * after it expired, gets 404 as if it did not exist; managers see every
 * notice. Opening a live notice of one's audience records the read receipt
 * and marks its announcement message read, so the bell agrees.
 */
export async function noticeDetail(db: Db, user: SessionUser, id: number) {
  const manage = canManageNotices(user);
  const found = await db.execute<NoticeRow & { content: string; audience: 'all' | 'groups' | 'users'; for_me: boolean }>(sql`
    select ${columns}, ${n.content}, ${n.audience}, (${namesCaller(user)} and ${liveNow}) as for_me
    from ${joined(user)}
    where ${n.id} = ${id}`);
  const row = found.rows[0];
  if (row === undefined || (!row.for_me && !manage)) throw notFound('公告不存在或您无权查看');
  let readAt = row.read_at;
  if (row.for_me && readAt === null) {
    const nr = noticeReads;
    const m = messages;
    const receipt = await db.execute<{ read_at: Date }>(sql`
      insert into ${nr} (${bare(nr.noticeId)}, ${bare(nr.userId)}) values (${id}, ${user.id})
      on conflict (${bare(nr.noticeId)}, ${bare(nr.userId)}) do update set ${bare(nr.readAt)} = ${nr.readAt}
      returning ${nr.readAt}`);
    readAt = receipt.rows[0]?.read_at ?? null;
    await db.execute(sql`
      update ${m} set ${bare(m.readAt)} = now()
      where ${m.userId} = ${user.id} and ${m.customType} = ${MESSAGE_TYPES.announcement} and ${m.link} = ${noticeLink(id)}
        and ${m.readAt} is null`);
  }
  const [targetGroups, targetUsers, files] = manage
    ? await Promise.all([
        db.execute<{ id: number; name: string }>(sql`
          select ${g.id}, ${g.name} from ${noticeTargets} ${t} join ${groups} ${g} on ${g.id} = ${t.groupId}
          where ${t.noticeId} = ${id} order by ${g.sort}, ${g.id}`),
        db.execute<{ id: number; nickname: string }>(sql`
          select ${u.id}, ${u.nickname} from ${noticeTargets} ${t} join ${users} ${u} on ${u.id} = ${t.userId}
          where ${t.noticeId} = ${id} order by ${u.id}`),
        noticeFiles.list(db, id),
      ])
    : [{ rows: [] }, { rows: [] }, await noticeFiles.list(db, id)];
  return {
    ...listItem({ ...row, read_at: readAt }),
    content: row.content,
    files,
    audience: row.audience,
    groups: targetGroups.rows,
    users: targetUsers.rows,
    manage,
  };
}
