import type { noticeSave } from '@contract/notices/notices';
import type { ParsedInputOf } from '@contract/platform/endpoint';
import { sql } from 'drizzle-orm';
import type { Conn, Db } from '../../db/client';
import { groups, notices, noticeTargets, users } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { badRequest, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { intArray } from '../../lib/int-array';
import { prepareContent } from '../../lib/sanitize';
import { announceToNewRecipients, deliverDueNotices } from './notice-delivery';
import { noticeFiles } from './notice-files';

type SaveInput = ParsedInputOf<typeof noticeSave>;

/** Checks the audience names existing groups or users and returns the targets to store. */
async function targetsOf(db: Db, input: SaveInput): Promise<{ groupIds: number[]; userIds: number[] }> {
  if (input.audience === 'all') return { groupIds: [], userIds: [] };
  if (input.audience === 'groups') {
    const ids = [...new Set(input.groupIds)];
    if (ids.length === 0) throw badRequest('请选择接收公告的组织');
    const found = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${groups} where ${groups.id} = any(${intArray(ids)})`,
    );
    if (found.rows[0]?.n !== ids.length) throw badRequest('所选组织不存在');
    return { groupIds: ids, userIds: [] };
  }
  const ids = [...new Set(input.userIds)];
  if (ids.length === 0) throw badRequest('请选择接收公告的人员');
  const found = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${users} where ${users.id} = any(${intArray(ids)})`,
  );
  if (found.rows[0]?.n !== ids.length) throw badRequest('所选人员不存在');
  return { groupIds: [], userIds: ids };
}

async function writeTargets(tx: Conn, noticeId: number, targets: { groupIds: number[]; userIds: number[] }) {
  const rows = [
    ...targets.groupIds.map((groupId) => ({ noticeId, groupId, userId: null })),
    ...targets.userIds.map((userId) => ({ noticeId, groupId: null, userId })),
  ];
  if (rows.length > 0) await tx.insert(noticeTargets).values(rows);
}

/**
 * Creates or updates a notice (sanitised rich text) and its audience. A
 * notice whose publish time has come is announced to its audience at once;
 * a scheduled one by the delivery job when its time comes. An update never
 * announces a notice twice to anyone: widening a live notice's audience
 * tells only the people added.
 */
export async function saveNotice(db: Db, user: SessionUser, input: SaveInput): Promise<{ id: number }> {
  const { content, contentText } = prepareContent(input.content);
  if (contentText.length === 0 && !/<img\b/i.test(content)) throw badRequest('请输入公告正文');
  const publishAt = input.publishAt ? new Date(input.publishAt) : new Date();
  const expireAt = input.expireAt ? new Date(input.expireAt) : null;
  if (expireAt !== null && expireAt <= publishAt) throw badRequest('过期时间须晚于发布时间');
  if (expireAt !== null && expireAt <= new Date()) throw badRequest('过期时间须晚于当前时间');
  const targets = await targetsOf(db, input);
  await noticeFiles.check(db, input.fileIds, user.id, input.id ?? null);
  const values = {
    title: input.title,
    content,
    contentText,
    audience: input.audience,
    pinned: input.pinned,
    publishAt,
    expireAt,
  };
  const id = await db.transaction(async (tx) => {
    let noticeId: number;
    if (input.id === undefined) {
      const [row] = await tx
        .insert(notices)
        .values({ ...values, authorId: user.id })
        .returning({ id: notices.id });
      noticeId = row.id;
    } else {
      const n = notices;
      const updated = await tx.execute<{ id: number; title: string; author_id: number | null; announced: boolean }>(sql`
        update ${n} set ${bare(n.title)} = ${values.title}, ${bare(n.content)} = ${content}, ${bare(n.contentText)} = ${contentText},
          ${bare(n.audience)} = ${values.audience}, ${bare(n.pinned)} = ${values.pinned},
          ${bare(n.publishAt)} = ${publishAt.toISOString()}::timestamptz,
          ${bare(n.expireAt)} = ${expireAt?.toISOString() ?? null}::timestamptz, ${bare(n.updatedAt)} = now()
        where ${n.id} = ${input.id}
        returning ${n.id}, ${n.title}, ${n.authorId},
          ${n.notifiedAt} is not null and ${n.publishAt} <= now() and (${n.expireAt} is null or ${n.expireAt} > now()) as announced`);
      const notice = updated.rows[0];
      if (notice === undefined) throw notFound('公告不存在');
      noticeId = input.id;
      await tx.execute(sql`delete from ${noticeTargets} where ${noticeTargets.noticeId} = ${noticeId}`);
      await writeTargets(tx, noticeId, targets);
      // A live notice already announced: people the edit adds to its audience are told now, the others not again.
      if (notice.announced) await announceToNewRecipients(tx, notice);
    }
    if (input.id === undefined) await writeTargets(tx, noticeId, targets);
    await noticeFiles.link(tx, noticeId, input.fileIds);
    return noticeId;
  });
  await deliverDueNotices(db);
  return { id };
}
