import type { KnowledgeListItem } from '@contract/knowledge/knowledge';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { labelIndex } from '../lib/label-index';
import { paged } from '../lib/paged';
import { fileUrl } from '../lib/signed-url';

export type ListRow = {
  id: number;
  domain_id: number;
  title: string;
  summary: string;
  status: KnowledgeListItem['status'];
  version: number;
  cover_file_id: number | null;
  author_id: number;
  author_nickname: string;
  group_id: number | null;
  group_name: string | null;
  label_ids: number[];
  views: number;
  like_count: number;
  comment_count: number;
  favourite_count: number;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
};

/** Columns of a list item, on alias `k`; extra columns may follow. */
// `status` is that of the version the item shows (the published one when there is one),
// so readers never see a badge about somebody's unpublished edit.
export const LIST_COLUMNS = sql`k.id, k.domain_id, k.title, k.summary,
  case when k.published_version is not null then 'published' else k.status end as status,
  coalesce(k.published_version, k.latest_version) as version, k.cover_file_id,
  k.author_id, u.nickname as author_nickname, k.group_id, g.name as group_name,
  coalesce((select array_agg(kl.label_id order by kl.label_id) from knowledge_labels kl where kl.knowledge_id = k.id), '{}') as label_ids,
  k.views, k.like_count, k.comment_count, k.favourite_count, k.created_at, k.updated_at, k.published_at`;

export const LIST_FROM = sql`knowledge k join users u on u.id = k.author_id left join groups g on g.id = k.group_id`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** Turns rows selected with LIST_COLUMNS into contract list items. */
export async function toListItems<R extends ListRow>(db: Db, rows: R[]): Promise<(KnowledgeListItem & { row: R })[]> {
  if (rows.length === 0) return [];
  const labels = await labelIndex(db);
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      domainId: r.domain_id,
      title: r.title,
      summary: r.summary,
      status: r.status,
      version: r.version,
      // The cover mirrors that of the version the list shows.
      coverUrl: r.cover_file_id ? await fileUrl(db, r.cover_file_id, { itemId: r.id, version: r.version }) : null,
      author: { id: r.author_id, nickname: r.author_nickname },
      group: r.group_id !== null && r.group_name !== null ? { id: r.group_id, name: r.group_name } : null,
      labels: r.label_ids.flatMap((id) => {
        const l = labels.get(id);
        return l ? [l] : [];
      }),
      views: r.views,
      likeCount: r.like_count,
      commentCount: r.comment_count,
      favouriteCount: r.favourite_count,
      createdAt: iso(r.created_at)!,
      updatedAt: iso(r.updated_at)!,
      publishedAt: iso(r.published_at),
      row: r,
    })),
  );
}

/** Strips the raw row that toListItems keeps for callers adding their own columns. */
export const plain = <T extends { row: unknown }>({ row: _row, ...item }: T) => item;

/** One page of items matching `where` (on alias `k`), with the total. */
export async function pageItems(
  db: Db,
  opts: { where: SQL; orderBy: SQL; page: number; size: number },
): Promise<{ total: number; list: KnowledgeListItem[] }> {
  const page = await paged<ListRow>(db, {
    from: LIST_FROM,
    where: opts.where,
    order: opts.orderBy,
    columns: LIST_COLUMNS,
    page: opts.page,
    size: opts.size,
  });
  return { total: page.total, list: (await toListItems(db, page.list)).map(plain) };
}
