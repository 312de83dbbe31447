import { z } from 'zod';
import { UPLOAD_CEILING_BYTES } from '../library/library';
import { type Endpoint, endpoint } from './endpoint';
import type { Access } from './permissions';

/**
 * Attachments (notices, forum posts): files a member uploads and names in the
 * item's save; readers of the item download them through short-lived signed
 * URLs that the server checks again against the item's own read rule.
 */

/** A file attached to an item, with a short-lived signed download URL for the caller. */
export const attachedFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  url: z.string(),
});
export type AttachedFile = z.infer<typeof attachedFile>;

/** What an upload answers: the new file, not yet attached to anything. */
export const uploadedAttachment = attachedFile.omit({ url: true });

/**
 * Multipart upload (field `file`) of one attachment: the document types of
 * the library (PDF, Office, TXT, Markdown, images), checked by content,
 * within the configured upload limit. It is attached by naming its id in the
 * item's save.
 */
export function attachmentUpload(spec: {
  id: string;
  path: string;
  summary: string;
  access: Access;
}): Endpoint<z.ZodObject<Record<string, never>>, typeof uploadedAttachment> {
  return endpoint({
    ...spec,
    method: 'POST',
    body: 'multipart',
    maxBodyBytes: UPLOAD_CEILING_BYTES,
    input: z.object({}),
    output: uploadedAttachment,
  });
}
