import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import { shownByDomains } from '../domains/providers';
import { badRequest } from '../http/errors';

const IMG = /<img\b([^>]*)>/g;

/** An image of sanitised rich text: the file it names and its alternative text. */
export interface BodyImage {
  fileId: number;
  alt: string | null;
}

/** The images a sanitised body names, in order (sanitize-html writes one attribute shape). */
export function bodyImages(safeHtml: string): BodyImage[] {
  const out: BodyImage[] = [];
  for (const m of safeHtml.matchAll(IMG)) {
    const id = /\bdata-file-id="(\d{1,10})"/.exec(m[1])?.[1];
    if (!id) continue;
    const alt = /\balt="([^"]*)"/.exec(m[1])?.[1];
    out.push({ fileId: Number(id), alt: alt ? alt.replace(/&(lt|gt|quot|#39|amp);/g, (e) => DECODE[e] ?? e) : null });
  }
  return out;
}

const DECODE: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/**
 * Refuses a body naming a file the caller may not reference: only images
 * the caller uploaded, or images this item already references, may be
 * used. Other ids (someone's document, video or restricted image) would
 * otherwise be signed for every reader of the body.
 */
export async function checkBodyImages(conn: Conn, images: BodyImage[], userId: number, knowledgeId: number | null) {
  if (images.length === 0) return;
  const ids = [...new Set(images.map((i) => i.fileId))];
  const rows = await conn.execute<{ id: number }>(sql`
    select f.id from files f
    where f.id in ${ids} and f.mime like 'image/%' and (f.owner_id = ${userId} or exists (
      select 1 from knowledge_files l where l.knowledge_id = ${knowledgeId ?? 0} and l.file_id = f.id))`);
  const allowed = new Set(rows.rows.map((r) => r.id));
  const index = images.findIndex((i) => !allowed.has(i.fileId));
  if (index < 0) return;
  const alt = images[index].alt?.trim();
  throw badRequest(`正文图片：${alt ? `「${alt.slice(0, 50)}」` : `第${index + 1}张图片`}不存在或不是你上传的图片，请重新上传`);
}

/** Records the images a version references (replacing what an earlier save of it recorded). */
export async function linkVersionFiles(
  conn: Conn,
  v: { knowledgeId: number; version: number; content: string; coverFileId: number | null },
): Promise<void> {
  await conn.execute(sql`delete from knowledge_files where knowledge_id = ${v.knowledgeId} and version = ${v.version}`);
  const links = [
    ...[...new Set(bodyImages(v.content).map((i) => i.fileId))].map((id) => sql`(${id}::int, 'body')`),
    ...(v.coverFileId !== null ? [sql`(${v.coverFileId}::int, 'cover')`] : []),
  ];
  if (links.length === 0) return;
  await conn.execute(sql`
    insert into knowledge_files (knowledge_id, version, file_id, role)
    select ${v.knowledgeId}, ${v.version}, x.file_id, x.role
    from (values ${sql.join(links, sql`, `)}) as x(file_id, role)
    join files f on f.id = x.file_id
    on conflict do nothing`);
}

/** A new version that copies an older one (a rollback) references the same images. */
export async function copyVersionFiles(conn: Conn, knowledgeId: number, from: number, to: number): Promise<void> {
  await conn.execute(sql`
    insert into knowledge_files (knowledge_id, version, file_id, role)
    select knowledge_id, ${to}, file_id, role from knowledge_files where knowledge_id = ${knowledgeId} and version = ${from}
    on conflict do nothing`);
}

/** Ids of the images one version of an item references: the only files signed when it is shown. */
export async function versionFileIds(conn: Conn, knowledgeId: number, version: number): Promise<Set<number>> {
  const rows = await conn.execute<{ file_id: number }>(
    sql`select file_id from knowledge_files where knowledge_id = ${knowledgeId} and version = ${version}`,
  );
  return new Set(rows.rows.map((r) => r.file_id));
}

/**
 * Whether a version of an item shows this image: a body image or cover it
 * references, or one its domain shows through its own files (a video's
 * poster: the provider's `showsFile`).
 */
export async function versionShowsFile(conn: Conn, knowledgeId: number, version: number, fileId: number): Promise<boolean> {
  const rows = await conn.execute<{ ok: boolean }>(sql`
    select exists (select 1 from knowledge_files
      where knowledge_id = ${knowledgeId} and version = ${version} and file_id = ${fileId})
    or ${shownByDomains(knowledgeId, version, fileId)} as ok`);
  return rows.rows[0]?.ok === true;
}
