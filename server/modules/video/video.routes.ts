import { IMAGE_MAX_BYTES } from '@contract/knowledge/knowledge';
import { DOMAIN_IDS } from '@contract/platform/domains';
import {
  videoDetail,
  videoHome,
  videoList,
  videoProgress,
  videoRemove,
  videoRollback,
  videoSave,
  videoStreamUrl,
  videoSubmit,
  videoUpload,
  videoVersions,
  videoWithdraw,
} from '@contract/video/video';
import { readerOf } from '../../access/reader';
import { ffmpegAvailable } from '../../files/media/media-probe';
import { uploadLimit } from '../../files/upload-limit';
import type { Binder } from '../../http/route';
import { removeItem } from '../../knowledge/recycle';
import { rollback } from '../../knowledge/rollback';
import { saveDraft } from '../../knowledge/save';
import { submitForApproval, withdrawSubmission } from '../../knowledge/submit';
import { listVersions } from '../../knowledge/versions';
import { readVideoForm } from './video-form';
import { reportProgress } from './video-progress.service';
import { listVideos, videoStreamUrl as streamUrlOf, videoDetailOf, videoHomeOf } from './video-read.service';
import { serveVideoStream } from './video-stream.service';
import { uploadVideo } from './video-upload.service';

const VIDEO = DOMAIN_IDS.video;

/** Path of the byte route; `streamUrl` hands out signed URLs of it. */
export const STREAM_ROUTE = '/aikn-app/video/stream/:id';

/**
 * Videos (the video domain): the shared knowledge engine plus the file of each
 * version, a signed Range stream and each user's position and watch time.
 */
export function registerVideo(binder: Binder): void {
  // Detected once at start, so no upload waits for it.
  void ffmpegAvailable();
  binder.app.use(videoUpload.path, uploadLimit({ extraBytes: IMAGE_MAX_BYTES, noun: '视频' }));
  binder.route(videoUpload, async ({ deps, user, c }) => uploadVideo(deps, user, await readVideoForm(deps, c)));
  binder.route(videoList, async ({ deps, user, input }) => listVideos(deps.db, readerOf(user), input));
  binder.route(videoHome, async ({ deps, user }) => videoHomeOf(deps.db, readerOf(user)));
  binder.route(videoDetail, async ({ deps, user, params, input }) =>
    videoDetailOf(deps.db, readerOf(user), params.id, input.version),
  );
  binder.route(videoStreamUrl, async ({ deps, user, params }) => streamUrlOf(deps.db, readerOf(user), params.id));
  binder.route(videoProgress, async ({ deps, user, input }) => reportProgress(deps.db, readerOf(user), input));
  // Every video is created by an upload, so a save always names an existing one.
  binder.route(videoSave, async ({ deps, user, input }) => saveDraft(deps.db, readerOf(user), VIDEO, input));
  binder.route(videoSubmit, async ({ deps, user, params }) => submitForApproval(deps.db, readerOf(user), VIDEO, params.id));
  binder.route(videoWithdraw, async ({ deps, user, params }) => withdrawSubmission(deps.db, readerOf(user), VIDEO, params.id));
  binder.route(videoVersions, async ({ deps, user, params }) => listVersions(deps.db, readerOf(user), VIDEO, params.id));
  binder.route(videoRollback, async ({ deps, user, input }) => rollback(deps.db, readerOf(user), VIDEO, input.id, input.version));
  binder.route(videoRemove, async ({ deps, user, params }) => {
    await removeItem(deps.db, readerOf(user), VIDEO, params.id);
    return null;
  });

  // Not a contract endpoint: it answers raw bytes (with Range), not the JSON
  // envelope, for a <video> element that cannot send the Authorization header;
  // the signed URL from `streamUrl` authorises it, never a session token.
  binder.app.get(STREAM_ROUTE, (c) =>
    serveVideoStream(c.var.deps, {
      id: c.req.param('id'),
      query: c.req.query(),
      range: c.req.header('range'),
      head: c.req.method === 'HEAD',
    }),
  );
}
