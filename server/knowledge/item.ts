import type { KnowledgeStatus } from '@contract/knowledge/knowledge';
import { DOMAIN_NAMES } from '@contract/platform/domains';
import { and, eq, sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Conn } from '../db/client';
import { knowledgeVersions } from '../db/schema/index';
import { notFound } from '../http/errors';
import { reviewableBy, versionVisibleTo } from './access';

/** The knowledge row as the lifecycle rules need it. */
export type ItemRow = {
  id: number;
  domain_id: number;
  title: string;
  author_id: number;
  status: KnowledgeStatus;
  published_version: number | null;
  latest_version: number;
  deleted_at: Date | null;
};

export type VersionRow = typeof knowledgeVersions.$inferSelect;
export type VersionStatus = KnowledgeStatus | 'superseded';

/** The refusal for an item that does not exist or is hidden from the caller: existence is never revealed. */
export const itemNotFound = (domainId: number) => notFound(`${DOMAIN_NAMES[domainId] ?? '内容'}不存在或无权查看`);

const ITEM_COLUMNS = sql`k.id, k.domain_id, k.title, k.author_id, k.status, k.published_version, k.latest_version, k.deleted_at`;

/**
 * Loads a live item of `domainId` the caller may read, locking its row when
 * `lock` is set: every change of one item runs under that lock, so two saves
 * (or a save and a decision) never interleave.
 */
export async function readableItem(conn: Conn, reader: Reader, domainId: number, id: number, lock = false): Promise<ItemRow> {
  const rows = await conn.execute<ItemRow>(sql`
    select ${ITEM_COLUMNS} from knowledge k
    where k.id = ${id} and k.domain_id = ${domainId} and ${reviewableBy(reader)}
    ${lock ? sql`for update of k` : sql``}`);
  const row = rows.rows[0];
  if (!row) throw itemNotFound(domainId);
  return row;
}

/** Loads and locks a live item of any domain without the reader check (approval works across domains). */
export async function lockLiveItem(conn: Conn, id: number): Promise<ItemRow | null> {
  const rows = await conn.execute<ItemRow>(sql`
    select ${ITEM_COLUMNS} from knowledge k where k.id = ${id} and k.deleted_at is null for update of k`);
  return rows.rows[0] ?? null;
}

export async function versionOf(conn: Conn, knowledgeId: number, version: number): Promise<VersionRow | null> {
  const [row] = await conn
    .select()
    .from(knowledgeVersions)
    .where(and(eq(knowledgeVersions.knowledgeId, knowledgeId), eq(knowledgeVersions.version, version)));
  return row ?? null;
}

/** The newest version; every live item has one. */
export async function newestVersion(conn: Conn, item: ItemRow): Promise<VersionRow> {
  const row = await versionOf(conn, item.id, item.latest_version);
  if (!row) throw new Error(`knowledge ${item.id} has no version ${item.latest_version}`);
  return row;
}

/** Authors and admins manage an item: edit, submit, withdraw, roll back, delete. */
export const isManager = (reader: Reader, item: { author_id: number }) => reader.isAdmin || item.author_id === reader.id;

/**
 * Whether the caller may open one version of an item he may read: authors
 * and admins every version; others a published or superseded version, and
 * approvers a pending one, only when that version's own visibility includes
 * them (issue 11: old versions once ignored theirs).
 */
export function canOpenVersion(
  reader: Reader,
  item: { author_id: number },
  v: Pick<VersionRow, 'status' | 'visibility'>,
): boolean {
  if (isManager(reader, item)) return true;
  const readable = v.status === 'published' || v.status === 'superseded' || (reader.isApprover && v.status === 'pending');
  return readable && versionVisibleTo(reader, v.visibility);
}

/**
 * Whether an approver may decide an item's pending version: an item of a
 * domain he may read, a version whose own visibility includes him, and not
 * his own submission (the author or the editor of that version). A system
 * administrator, who holds every right anyway, decides any.
 */
export function canDecide(
  reader: Reader,
  item: Pick<ItemRow, 'domain_id' | 'author_id'>,
  pending: Pick<VersionRow, 'status' | 'visibility' | 'editorId'>,
): boolean {
  if (!reader.isApprover || pending.status !== 'pending') return false;
  if (reader.isAdmin) return true;
  return (
    reader.domainIds.includes(item.domain_id) &&
    versionVisibleTo(reader, pending.visibility) &&
    !isOwnSubmission(reader, item, pending)
  );
}

/** The caller wrote the item or the version awaiting a decision. */
export const isOwnSubmission = (reader: Reader, item: { author_id: number }, v: { editorId: number }) =>
  item.author_id === reader.id || v.editorId === reader.id;

/** True while the item has a version newer than the published one (or was never published). */
export const hasUnpublished = (item: ItemRow) => item.published_version !== item.latest_version;
