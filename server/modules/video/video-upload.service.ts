import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { inArray } from 'drizzle-orm';
import { DOMAIN_IDS } from '../../../contract/knowledge';
import { files, videoFiles } from '../../db/schema/index';
import type { Deps } from '../../deps';
import type { StoredBlob } from '../../files/blob-store';
import { blobStoreFor } from '../../files/blob-store-factory';
import { sanitizeFileName } from '../../files/file-name';
import { IMAGE_EXTENSIONS, type ImageMime } from '../../files/image-type';
import { tooLargeMessage } from '../../files/upload-limit';
import { ApiError, badRequest } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { readerOf } from '../../knowledge/access';
import { saveDraft } from '../../knowledge/save';
import { fillMediaFacts } from './media-fill';
import { readPoster, type VideoForm } from './video-form';
import { detectVideoType, VIDEO_HEAD_BYTES, VideoTypeError } from './video-type';

const VIDEO = DOMAIN_IDS.video;

/**
 * Stores an uploaded video as a new draft (domain 3) through the shared
 * engine: type by content, the server's own blob keys, the original name as
 * metadata, the poster frame (the browser's, or ffmpeg's) as the version's
 * cover. Every refusal happens before anything is stored, and a failure
 * after storing removes what was stored.
 */
export async function uploadVideo(deps: Deps, user: SessionUser, form: VideoForm) {
  const { file } = form;
  if (file.size === 0) throw badRequest('文件为空，请选择有内容的视频');
  if (file.size > deps.config.uploadMaxBytes) throw new ApiError(413, tooLargeMessage(deps.config.uploadMaxBytes, '视频'));
  const cleanName = sanitizeFileName(file.name);
  let type: ReturnType<typeof detectVideoType>;
  try {
    type = detectVideoType(new Uint8Array(await file.slice(0, VIDEO_HEAD_BYTES).arrayBuffer()), cleanName);
  } catch (err) {
    if (err instanceof VideoTypeError) throw badRequest(err.message);
    throw err;
  }
  const sentPoster = form.poster ? await readPoster(form.poster) : null;
  const reader = readerOf(user);
  const facts = await fillMediaFacts(
    file,
    type.ext,
    { duration: form.duration, width: form.width, height: form.height, hasPoster: sentPoster !== null },
    deps.log,
  );
  const poster = sentPoster ?? (facts.poster ? { bytes: facts.poster, mime: 'image/jpeg' as ImageMime } : null);

  const store = blobStoreFor(deps.config);
  const blobs: StoredBlob[] = [];
  const fileIds: number[] = [];
  const keep = async (blob: StoredBlob, originalName: string, mime: string) => {
    blobs.push(blob);
    const [row] = await deps.db
      .insert(files)
      .values({ storageKey: blob.key, originalName, mime, size: blob.size, sha256: blob.sha256, ownerId: user.id })
      .returning({ id: files.id });
    fileIds.push(row.id);
    return row.id;
  };
  try {
    const videoBlob = await store.put(Readable.fromWeb(file.stream() as WebStream<Uint8Array>), {
      maxBytes: deps.config.uploadMaxBytes,
    });
    const base = sanitizeFileName(form.title.replace(/[\\/]/g, '_')) || '视频';
    const videoFileId = await keep(videoBlob, cleanName || `${base}.${type.ext}`, type.mime);
    const posterFileId = poster
      ? await keep(await store.put(poster.bytes), `${base}-封面.${IMAGE_EXTENSIONS[poster.mime]}`, poster.mime)
      : null;
    const saved = await saveDraft(deps.db, reader, VIDEO, {
      title: form.title,
      content: '',
      summary: form.summary,
      labelIds: form.labelIds,
      groupId: form.groupId,
      fields: [],
      visibility: { scope: 'all', groupIds: [], userIds: [] },
      coverFileId: posterFileId,
    });
    await deps.db.insert(videoFiles).values({
      knowledgeId: saved.id,
      version: saved.version,
      fileId: videoFileId,
      posterFileId,
      kind: type.kind,
      durationSeconds: facts.durationSeconds,
      width: facts.width,
      height: facts.height,
    });
    return { id: saved.id, version: saved.version, status: saved.status, kind: type.kind };
  } catch (err) {
    // A refused draft (unknown label or group) leaves neither bytes nor file rows behind.
    if (fileIds.length > 0) await deps.db.delete(files).where(inArray(files.id, fileIds));
    for (const b of blobs) await store.delete(b.key);
    throw err;
  }
}
