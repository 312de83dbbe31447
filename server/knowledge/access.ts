import { type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import { openToReader } from '../domains/providers';
import { intArray } from '../lib/int-array';

/**
 * Whether lists show the caller every readable item in any status (admins
 * and approvers) rather than only his own items when he filters by a status.
 */
export const seesEveryStatus = (reader: Reader): boolean => reader.isAdmin || reader.isApprover;

/** A version's own visibility (knowledge_versions.visibility). */
export interface VersionVisibility {
  scope: 'all' | 'groups' | 'users';
  groupIds: number[];
  userIds: number[];
}

/**
 * Whether a version's own visibility lets the caller read it: everybody, his
 * group or an ancestor of it, or him by name. Each version keeps the
 * visibility it was written with; a later public version opens no earlier one.
 */
export function versionVisibleTo(reader: Reader, v: VersionVisibility): boolean {
  if (reader.isAdmin || v.scope === 'all') return true;
  if (v.scope === 'groups') return v.groupIds.some((g) => reader.groupIds.includes(g));
  return v.userIds.includes(reader.id);
}

/** SQL twin of versionVisibleTo on a knowledge_versions alias. */
export function versionVisibleSql(reader: Reader, alias: string): SQL {
  if (reader.isAdmin) return sql`true`;
  const vis = sql.raw(`${alias}.visibility`);
  return sql`(${vis}->>'scope' = 'all'
    or (${vis}->>'scope' = 'groups' and exists (select 1 from jsonb_array_elements_text(${vis}->'groupIds') g
      where g::int = any(${intArray(reader.groupIds)})))
    or (${vis}->>'scope' = 'users' and ${vis}->'userIds' @> ${JSON.stringify([reader.id])}::jsonb))`;
}

/**
 * SQL on alias `k`: an item whose newest version is pending and visible to
 * the caller by its own visibility. An approver reads (and decides) only
 * those: approving is no way around an item's visibility.
 */
export function pendingVisibleTo(reader: Reader): SQL {
  return sql`(k.status = 'pending' and exists (select 1 from knowledge_versions pv
    where pv.knowledge_id = k.id and pv.version = k.latest_version and pv.status = 'pending'
      and ${versionVisibleSql(reader, 'pv')}))`;
}

/**
 * SQL condition on alias `k` (table knowledge): the caller may read the item
 * as the knowledge row shows it (lists, favourites, comments, shares).
 * Authors and admins read their items in any state; approvers read
 * never-published pending ones their pending version's visibility includes;
 * everybody else reads published items visible to them. The row carries the
 * published copy, so an approver reviewing new work on a published item
 * reaches it only through `reviewableBy`. Deleted items are never readable
 * here (the recycle bin has its own rules). A domain may narrow who reads its
 * published items (`openTo` of its provider: the forum's held posts); it is
 * composed here, beside the other rules, so that every shared path
 * (favourites, footprints, likes, comments, shares, lists) refuses alike.
 */
export function readableBy(reader: Reader): SQL {
  return sql`(${live(reader)} and (${reader.isAdmin} or k.author_id = ${reader.id}
    or (${reader.isApprover} and k.published_version is null and ${pendingVisibleTo(reader)})
    or (k.published_version is not null and ${publishedVisible(reader)} and ${openToReader(reader)})))`;
}

/**
 * `readableBy`, or an approver's pending work he may decide: what opening an
 * item by id allows. Which version he then sees is each version's own
 * visibility (`canOpenVersion`), so a restricted published version stays shut.
 */
export function reviewableBy(reader: Reader): SQL {
  return sql`(${readableBy(reader)} or (${live(reader)} and ${reader.isApprover} and ${pendingVisibleTo(reader)}))`;
}

const live = (reader: Reader) => sql`(k.deleted_at is null and k.domain_id = any(${intArray(reader.domainIds)}))`;

const publishedVisible = (reader: Reader) => sql`(k.visibility = 'all' or exists (
    select 1 from knowledge_visibility v where v.knowledge_id = k.id
      and (v.user_id = ${reader.id} or v.group_id = any(${intArray(reader.groupIds)}))))`;

/** Only published items the caller may see: what lists for readers show. */
export function publishedFor(reader: Reader): SQL {
  return sql`(${readableBy(reader)} and k.published_version is not null)`;
}
