import { DOMAIN_IDS } from '@contract/platform/domains';
import { inArray } from 'drizzle-orm';
import { readerOf } from '../../access/reader';
import { files, videoFiles } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { actor } from '../../events/actor';
import { recordEvent } from '../../events/record-event';
import { blobReader } from '../../files/blob-reader';
import type { StoredBlob } from '../../files/blob-store';
import { blobStoreFor } from '../../files/blob-store-factory';
import { sanitizeFileName } from '../../files/file-name';
import { IMAGE_EXTENSIONS } from '../../files/image-type';
import { fillMediaFacts } from '../../files/media/media-fill';
import { detectVideoType, VIDEO_HEAD_BYTES, VideoTypeError } from '../../files/media/video-type';
import { badRequest } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { saveDraft } from '../../knowledge/save';
import { posterType, type VideoForm } from './video-form';

const VIDEO = DOMAIN_IDS.video;

/**
 * Makes a new draft (the video domain) of a video that was streamed into the blob
 * store: type by content, the server's own blob keys, the original name as
 * metadata, the poster frame (the browser's, or ffmpeg's) as the version's
 * cover. A refusal removes everything the upload stored.
 */
export async function uploadVideo(deps: Deps, user: SessionUser, form: VideoForm) {
  const store = blobStoreFor(deps);
  const { file } = form;
  const blobs: StoredBlob[] = [file.blob, ...(form.poster ? [form.poster.blob] : [])];
  const fileIds: number[] = [];
  const keep = async (blob: StoredBlob, originalName: string, mime: string) => {
    const [row] = await deps.db
      .insert(files)
      .values({ storageKey: blob.key, originalName, mime, size: blob.size, sha256: blob.sha256, ownerId: user.id })
      .returning({ id: files.id });
    fileIds.push(row.id);
    return row.id;
  };
  try {
    if (file.blob.size === 0) throw badRequest('文件为空，请选择有内容的视频');
    const cleanName = sanitizeFileName(file.name);
    let type: ReturnType<typeof detectVideoType>;
    try {
      type = detectVideoType(await blobReader(store, file.blob.key)(0, VIDEO_HEAD_BYTES - 1), cleanName);
    } catch (err) {
      if (err instanceof VideoTypeError) throw badRequest(err.message);
      throw err;
    }
    const sentPoster = form.poster ? { blob: form.poster.blob, mime: await posterType(store, form.poster) } : null;
    const facts = await fillMediaFacts(
      async () => {
        const bytes = await store.get(file.blob.key);
        if (!bytes) throw new Error(`uploaded video ${file.blob.key} is missing`);
        return bytes;
      },
      type.ext,
      { duration: form.duration, width: form.width, height: form.height, hasPoster: sentPoster !== null },
      deps.log,
    );
    let poster = sentPoster;
    if (!poster && facts.poster) {
      const blob = await store.put(facts.poster);
      blobs.push(blob);
      poster = { blob, mime: 'image/jpeg' };
    }
    const base = sanitizeFileName(form.title.replace(/[\\/]/g, '_')) || '视频';
    const videoFileId = await keep(file.blob, cleanName || `${base}.${type.ext}`, type.mime);
    const posterFileId = poster ? await keep(poster.blob, `${base}-封面.${IMAGE_EXTENSIONS[poster.mime]}`, poster.mime) : null;
    // The draft, its video row and the upload's event commit together (saveDraft's transaction becomes a savepoint).
    const saved = await deps.db.transaction(async (tx) => {
      const draft = await saveDraft(tx, readerOf(user), VIDEO, {
        title: form.title,
        content: '',
        summary: form.summary,
        labelIds: form.labelIds,
        groupId: form.groupId,
        fields: [],
        visibility: { scope: 'all', groupIds: [], userIds: [] },
        coverFileId: posterFileId,
      });
      await tx.insert(videoFiles).values({
        knowledgeId: draft.id,
        version: draft.version,
        fileId: videoFileId,
        posterFileId,
        kind: type.kind,
        durationSeconds: facts.durationSeconds,
        width: facts.width,
        height: facts.height,
      });
      await recordEvent(tx, {
        action: 'upload',
        ...actor(user),
        subject: { type: VIDEO, id: draft.id },
        objectId: videoFileId,
        detail: { version: draft.version, kind: type.kind },
      });
      return draft;
    });
    return { id: saved.id, version: saved.version, status: saved.status, kind: type.kind };
  } catch (err) {
    // A refused upload (wrong type, unknown label or group) leaves neither bytes nor file rows behind.
    if (fileIds.length > 0) await deps.db.delete(files).where(inArray(files.id, fileIds));
    for (const b of blobs) await store.delete(b.key);
    throw err;
  }
}
