import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { files, videoFiles } from '../../db/schema/index';
import { notFound } from '../../http/errors';

/**
 * The file of a version: its own upload, or, for a version that only changed
 * the video's information (title, labels …), the newest earlier file.
 */
export async function videoFileOf(conn: Conn, knowledgeId: number, version: number) {
  const [row] = await conn
    .select({
      fileId: videoFiles.fileId,
      posterFileId: videoFiles.posterFileId,
      kind: videoFiles.kind,
      durationSeconds: videoFiles.durationSeconds,
      width: videoFiles.width,
      height: videoFiles.height,
      storageKey: files.storageKey,
      name: files.originalName,
      mime: files.mime,
      size: files.size,
    })
    .from(videoFiles)
    .innerJoin(files, eq(files.id, videoFiles.fileId))
    .where(and(eq(videoFiles.knowledgeId, knowledgeId), lte(videoFiles.version, version)))
    .orderBy(desc(videoFiles.version))
    .limit(1);
  if (!row) throw notFound(`第${version}版没有视频文件`);
  return row;
}

/** Duration of the file each item shows (its version or the newest earlier file), for list cards. */
export async function durationsOf(conn: Conn, items: { id: number; version: number }[]): Promise<Map<number, number | null>> {
  const out = new Map<number, number | null>();
  if (items.length === 0) return out;
  const rows = await conn
    .select({ id: videoFiles.knowledgeId, version: videoFiles.version, duration: videoFiles.durationSeconds })
    .from(videoFiles)
    .where(
      inArray(
        videoFiles.knowledgeId,
        items.map((i) => i.id),
      ),
    )
    .orderBy(desc(videoFiles.version));
  for (const item of items) {
    const row = rows.find((r) => r.id === item.id && r.version <= item.version);
    out.set(item.id, row?.duration ?? null);
  }
  return out;
}
