import { streamedBodyLimit } from '../http/stream-limit';

const FORM_OVERHEAD_BYTES = 64 * 1024;

export const tooLargeMessage = (maxBytes: number, noun = '文件') =>
  `${noun}过大，单个文件不能超过 ${Math.round(maxBytes / 1024 / 1024)} MB`;

/**
 * The configured upload limit of documents and videos (AIKN_UPLOAD_MAX_MB), applied before the
 * contract's fixed ceiling: a declared Content-Length over the limit is
 * refused before any of the body is read; a body without one (chunked) is
 * counted while it streams and cut off at the limit. The body is never
 * buffered here: the upload handlers stream the file part into the blob
 * store and check the file's own size there.
 */
export const uploadLimit = ({ extraBytes = 0, noun = '文件' }: { extraBytes?: number; noun?: string } = {}) =>
  streamedBodyLimit((c) => {
    const maxBytes = c.var.deps.config.uploadMaxBytes;
    // Slack for the multipart boundaries, text fields and other parts (a poster); the file itself is checked against maxBytes.
    return { maxBytes: maxBytes + extraBytes + FORM_OVERHEAD_BYTES, message: tooLargeMessage(maxBytes, noun) };
  });
