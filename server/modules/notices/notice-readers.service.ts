import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { groups, noticeReads, notices, users } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { audienceUserIds } from './notice-audience';

const u = alias(users, 'u');
const g = alias(groups, 'g');
const r = alias(noticeReads, 'r');

/**
 * Who of a notice's audience has read it (latest first) or not yet (by name),
 * one page of one side, with the counts of both.
 */
export async function noticeReaders(db: Db, id: number, read: boolean, page: number, size: number) {
  const exists = await db.execute(sql`select 1 from ${notices} where ${notices.id} = ${id}`);
  if (exists.rows.length === 0) throw notFound('公告不存在');
  const audience = sql`
    with a as ${audienceUserIds(id)}
    select ${u.id}, ${u.nickname}, ${g.name} as group_name, ${r.readAt}
    from a join ${users} ${u} on ${u.id} = a.id
    left join ${groups} ${g} on ${g.id} = ${u.groupId}
    left join ${noticeReads} ${r} on ${r.noticeId} = ${id} and ${r.userId} = ${u.id}`;
  const [rows, counts] = await Promise.all([
    db.execute<{ id: number; nickname: string; group_name: string | null; read_at: Date | null }>(sql`
      select * from (${audience}) x
      where (x.read_at is not null) = ${read}
      order by x.read_at desc nulls last, x.nickname, x.id
      limit ${size} offset ${(page - 1) * size}`),
    db.execute<{ audience: number; read: number }>(sql`
      select count(*)::int as audience, count(x.read_at)::int as read from (${audience}) x`),
  ]);
  const c = counts.rows[0] ?? { audience: 0, read: 0 };
  return {
    total: read ? c.read : c.audience - c.read,
    readCount: c.read,
    audienceCount: c.audience,
    list: rows.rows.map((r) => ({
      id: r.id,
      nickname: r.nickname,
      groupName: r.group_name,
      readAt: r.read_at === null ? null : new Date(r.read_at).toISOString(),
    })),
  };
}
