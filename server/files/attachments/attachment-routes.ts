import type { uploadedAttachment } from '@contract/platform/attachments';
import type { Endpoint } from '@contract/platform/endpoint';
import type { Context } from 'hono';
import type { Deps } from '../../deps';
import type { Binder } from '../../http/route';
import type { SessionUser } from '../../http/session';
import { recordStoredFile } from '../documents/accept-file';
import { receiveUpload } from '../receive-upload';
import { uploadLimit } from '../upload-limit';
import type { Attachments } from './attachments';

/** One attachment, typed by content like a document (no text extraction); it belongs to no item until a save names it. */
export async function uploadAttachment(deps: Deps, user: SessionUser, c: Context) {
  const { file } = await receiveUpload(deps, c);
  const f = await recordStoredFile(deps, user.id, file.blob, file.name);
  return { id: f.fileId, name: f.name, size: file.blob.size, mime: f.type.mime };
}

/**
 * Binds an owning kind's upload call (the configured size limit first, then
 * the contract's permission) and its download route. The download is not a
 * contract endpoint: it answers the file's bytes (with Range) to a download
 * link, which cannot send the Authorization header, so a signed URL from the
 * item's detail authorises it.
 */
export function bindAttachments(
  binder: Binder,
  upload: Endpoint<Endpoint['input'], typeof uploadedAttachment>,
  files: Attachments,
): void {
  binder.app.use(upload.path, uploadLimit());
  binder.route(upload, ({ deps, user, c }) => uploadAttachment(deps, user, c));
  binder.app.get(files.routePath, (c) => files.serve(c));
}
