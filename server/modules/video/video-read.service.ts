import type { KnowledgeListItem } from '@contract/knowledge/knowledge';
import { DOMAIN_IDS } from '@contract/platform/domains';
import type { VideoDetail, VideoListItem } from '@contract/video/video';
import { and, eq } from 'drizzle-orm';
import type { Reader } from '../../access/reader';
import type { Db } from '../../db/client';
import { videoProgress } from '../../db/schema/index';
import { signingSession } from '../../http/signing-session';
import { loadDetail } from '../../knowledge/detail';
import { readableItem } from '../../knowledge/item';
import { type ListQuery, listKnowledge } from '../../knowledge/list-query';
import { domainHome, HOME_BLOCK_SIZE } from '../../knowledge/overview';
import { fileUrl, signedUrl } from '../../lib/signed-url';
import { durationsOf, videoFileOf } from './video-file';

const VIDEO = DOMAIN_IDS.video;

/** Path of a video's byte stream; only a signed URL of it is ever handed out. */
export const streamPath = (id: number) => `/aikn-app/video/stream/${id}`;

async function withDurations(db: Db, items: KnowledgeListItem[]): Promise<VideoListItem[]> {
  const durations = await durationsOf(db, items);
  return items.map((i) => ({ ...i, durationSeconds: durations.get(i.id) ?? null }));
}

/** A page of the video list (the wiki list's filters and sorts), each with its duration. */
export async function listVideos(db: Db, reader: Reader, q: ListQuery) {
  const page = await listKnowledge(db, reader, VIDEO, q);
  return { total: page.total, list: await withDurations(db, page.list) };
}

/** The video home: label categories with counts, newest, hot (30 days) and most viewed. */
export async function videoHomeOf(db: Db, reader: Reader) {
  const [home, hot] = await Promise.all([
    domainHome(db, reader, VIDEO),
    listKnowledge(db, reader, VIDEO, { sort: 'hot', page: 1, size: HOME_BLOCK_SIZE }),
  ]);
  return {
    labelGroups: home.labelGroups,
    newest: await withDurations(db, home.newest),
    hot: await withDurations(db, hot.list),
    mostViewed: await withDurations(db, home.mostRead),
    total: home.total,
  };
}

/**
 * The engine's detail of a video (which records the view) plus its file,
 * poster and the caller's own progress, so the player resumes where the
 * caller left off.
 */
export async function videoDetailOf(db: Db, reader: Reader, id: number, version?: number): Promise<VideoDetail> {
  const detail = await loadDetail(db, reader, VIDEO, id, version);
  const f = await videoFileOf(db, id, detail.version);
  const [progress] = await db
    .select()
    .from(videoProgress)
    .where(and(eq(videoProgress.userId, reader.id), eq(videoProgress.knowledgeId, id)));
  return {
    ...detail,
    kind: f.kind as VideoDetail['kind'],
    fileName: f.name,
    mimeType: f.mime,
    size: f.size,
    durationSeconds: f.durationSeconds,
    width: f.width,
    height: f.height,
    posterUrl:
      detail.coverUrl ?? (f.posterFileId ? await fileUrl(db, f.posterFileId, { itemId: id, version: detail.version }) : null),
    position: progress?.positionSeconds ?? 0,
    watchedSeconds: progress?.watchedSeconds ?? 0,
    completed: progress?.completedAt != null,
  };
}

/**
 * A short-lived signed URL of a video's stream, for the `<video>` element
 * that cannot send the Authorization header. The same visibility rules as
 * the detail decide, again at every fetch; the URL names the session, never
 * its token.
 */
export async function videoStreamUrl(db: Db, reader: Reader, id: number) {
  const item = await readableItem(db, reader, VIDEO, id);
  const version = item.published_version ?? item.latest_version;
  await videoFileOf(db, id, version);
  const url = await signedUrl(db, streamPath(id), { sessionId: signingSession(), itemId: id, version });
  const exp = Number(new URL(url, 'http://localhost').searchParams.get('exp'));
  return { url, expiresInSeconds: Math.max(0, Math.floor(exp - Date.now() / 1000)) };
}
