import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import {
  comments,
  favouriteFolders,
  favourites,
  footprints,
  knowledge,
  knowledgeLabels,
  knowledgeVersions,
  knowledgeVisibility,
  likes,
} from '../../db/schema/index';
import { DEFAULT_FOLDER, FAVOURITE_FOLDERS, type Interactions } from './interactions';
import { labelsFor } from './labels';
import type { PlannedItem, PlannedVersion } from './lifecycle';
import type { Refs, Tx } from './refs';
import type { AuthorKey } from './types';

/** Reserves `n` ids of a serial table, so rows can point at each other before they are inserted. */
export async function reserveIds(tx: Tx, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const r = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`,
  );
  return r.rows.map((x) => x.id);
}

export async function inChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

const day = (d: Date) => d.toISOString().slice(0, 10);

function fieldsOf(it: PlannedItem, v: PlannedVersion, refs: Refs) {
  const out: { fieldId: number; value: string }[] = [{ fieldId: refs.field.scope, value: it.entry.scope }];
  if (it.entry.formal) {
    out.push(
      { fieldId: refs.field.effectiveDate, value: it.entry.effective ?? day(v.decidedAt ?? v.createdAt) },
      { fieldId: refs.field.version, value: `V1.${v.version - 1}` },
    );
  }
  return out;
}

/** Writes the planned items and their interactions; counters are derived from the rows written. */
export async function writeContent(tx: Tx, items: PlannedItem[], social: Interactions, refs: Refs) {
  const ids = await reserveIds(tx, 'knowledge', items.length);
  const uid = (u: AuthorKey) => refs.user[u];
  const likeCount = new Map<number, number>();
  for (const l of social.likes) if (l.item !== undefined) likeCount.set(l.item, (likeCount.get(l.item) ?? 0) + 1);
  const tally = (rows: { item: number }[]) => {
    const m = new Map<number, number>();
    for (const r of rows) m.set(r.item, (m.get(r.item) ?? 0) + 1);
    return m;
  };
  const views = tally(social.footprints);
  const favs = tally(social.favourites);
  const live = tally(social.comments.filter((c) => c.deletedAt === null));

  const indexed = items.map((it, i) => ({ it, i }));
  await inChunks(indexed, 100, (chunk) =>
    tx.insert(knowledge).values(
      chunk.map(({ it, i }) => {
        return {
          id: ids[i],
          domainId: DOMAIN_IDS.wiki,
          title: it.entry.title,
          summary: it.entry.summary,
          authorId: uid(it.author),
          groupId: refs.group[it.entry.group],
          status: it.status,
          visibility: it.visibility.scope,
          publishedVersion: it.publishedVersion,
          latestVersion: it.versions.length,
          views: views.get(i) ?? 0,
          likeCount: likeCount.get(i) ?? 0,
          favouriteCount: favs.get(i) ?? 0,
          commentCount: live.get(i) ?? 0,
          createdAt: it.createdAt,
          updatedAt: it.updatedAt,
          publishedAt: it.publishedAt,
          deletedAt: it.deletedAt,
          deletedBy: it.deletedAt ? uid(it.author) : null,
        };
      }),
    ),
  );

  const versionRows = items.flatMap((it, i) => {
    const labelIds = labelsFor(it.entry).map(([c, n]) => refs.label(c, n));
    const visibility = {
      scope: it.visibility.scope,
      groupIds: it.visibility.groups.map((g) => refs.group[g]),
      userIds: it.visibility.users.map(uid),
    };
    return it.versions.map((v) => ({
      knowledgeId: ids[i],
      version: v.version,
      status: v.status,
      title: it.entry.title,
      summary: it.entry.summary,
      content: v.html,
      contentText: v.text,
      labelIds,
      groupId: refs.group[it.entry.group],
      fields: fieldsOf(it, v, refs),
      visibility,
      editorId: uid(v.editor),
      revision: v.revision,
      changeSummary: v.changeSummary,
      createdAt: v.createdAt,
      updatedAt: v.updatedAt,
      submittedAt: v.submittedAt,
      decidedAt: v.decidedAt,
      decidedBy: v.decidedBy ? uid(v.decidedBy) : null,
      decisionComment: v.decisionComment,
    }));
  });
  await inChunks(versionRows, 60, (chunk) => tx.insert(knowledgeVersions).values(chunk));

  const labelRows = items.flatMap((it, i) =>
    labelsFor(it.entry).map(([c, n]) => ({ knowledgeId: ids[i], labelId: refs.label(c, n) })),
  );
  await inChunks(labelRows, 500, (chunk) => tx.insert(knowledgeLabels).values(chunk));

  const visRows = items.flatMap((it, i) => [
    ...it.visibility.groups.map((g) => ({ knowledgeId: ids[i], groupId: refs.group[g], userId: null })),
    ...it.visibility.users.map((u) => ({ knowledgeId: ids[i], groupId: null, userId: uid(u) })),
  ]);
  if (visRows.length) await tx.insert(knowledgeVisibility).values(visRows);

  const commentIds = await reserveIds(tx, 'comments', social.comments.length);
  const commentLikes = new Map<number, number>();
  for (const l of social.likes)
    if (l.commentRef !== undefined) commentLikes.set(l.commentRef, (commentLikes.get(l.commentRef) ?? 0) + 1);
  await inChunks(social.comments, 300, (chunk) =>
    tx.insert(comments).values(
      chunk.map((c) => ({
        id: commentIds[c.ref],
        knowledgeId: ids[c.item],
        parentId: c.parentRef === null ? null : commentIds[c.parentRef],
        userId: uid(c.user),
        content: c.content,
        likeCount: commentLikes.get(c.ref) ?? 0,
        createdAt: c.createdAt,
        deletedAt: c.deletedAt,
      })),
    ),
  );

  const likeRows = social.likes.map((l) => ({
    userId: uid(l.user),
    targetType: l.item !== undefined ? 'knowledge' : 'comment',
    targetId: l.item !== undefined ? ids[l.item] : commentIds[l.commentRef!],
    createdAt: l.createdAt,
  }));
  await inChunks(likeRows, 1000, (chunk) => tx.insert(likes).values(chunk));

  const folderRows = await tx
    .insert(favouriteFolders)
    .values(
      (Object.keys(refs.user) as AuthorKey[]).flatMap((u) => [
        { userId: uid(u), name: DEFAULT_FOLDER, isDefault: true },
        ...(FAVOURITE_FOLDERS[u] ?? []).map((name) => ({ userId: uid(u), name, isDefault: false })),
      ]),
    )
    .returning({ id: favouriteFolders.id, userId: favouriteFolders.userId, name: favouriteFolders.name });
  const folderId = (u: AuthorKey, name: string) => folderRows.find((f) => f.userId === uid(u) && f.name === name)!.id;
  await inChunks(social.favourites, 1000, (chunk) =>
    tx.insert(favourites).values(
      chunk.map((f) => ({
        userId: uid(f.user),
        knowledgeId: ids[f.item],
        folderId: folderId(f.user, f.folder),
        createdAt: f.createdAt,
      })),
    ),
  );

  await inChunks(social.footprints, 2000, (chunk) =>
    tx
      .insert(footprints)
      .values(chunk.map((f) => ({ userId: uid(f.user), knowledgeId: ids[f.item], day: f.day, viewedAt: f.viewedAt }))),
  );

  return { items: items.length, versions: versionRows.length, labels: labelRows.length };
}
