import { Readable } from 'node:stream';
import busboy from 'busboy';
import { badRequest } from '../http/errors';
import type { BlobStore, StoredBlob } from './blob-store';

export interface StreamedFile {
  blob: StoredBlob;
  /** The name the browser sent, raw (sanitise before showing or keeping it). */
  name: string;
}

export interface StreamedForm {
  fields: Record<string, string>;
  /** The first part named like `fileField`; null when the form had none. */
  file: StreamedFile | null;
}

const UNREADABLE = '上传内容无法解析，请重新选择文件';
const FIELD_MAX_BYTES = 64 * 1024;

/**
 * Reads a multipart form while it arrives: the file part streams straight
 * into the blob store (hashed and counted on the way, refused with
 * BlobTooLargeError past `maxFileBytes`, nothing kept), text fields are
 * collected, further files are skipped. The body is never held in memory.
 * Any failure after the file was stored removes it again.
 */
export async function receiveMultipart(
  req: Request,
  store: BlobStore,
  opts: { maxFileBytes: number; fileField?: string },
): Promise<StreamedForm> {
  const fileField = opts.fileField ?? 'file';
  const type = req.headers.get('content-type') ?? '';
  if (!req.body || !/^multipart\/form-data/i.test(type)) throw badRequest(UNREADABLE);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      // File names arrive as UTF-8 from every current browser; busboy's default is latin1.
      defParamCharset: 'utf8',
      limits: { files: 1, fields: 30, parts: 40, fieldSize: FIELD_MAX_BYTES, fileSize: opts.maxFileBytes + 1 },
    });
  } catch {
    throw badRequest(UNREADABLE);
  }
  const source = Readable.fromWeb(req.body as import('node:stream/web').ReadableStream<Uint8Array>);
  // No prototype: a field named __proto__ is just a field.
  const fields: Record<string, string> = Object.create(null);
  let stored: Promise<StreamedFile> | null = null;

  const outcome = new Promise<void>((resolve, reject) => {
    const fail = (err: unknown) => {
      source.unpipe(parser);
      source.destroy();
      reject(err);
    };
    // The request stream's own errors (a cut connection, the route's body limit) pass through unchanged.
    source.on('error', fail);
    parser.on('error', () => fail(badRequest(UNREADABLE)));
    parser.on('fieldsLimit', () => fail(badRequest('上传表单字段过多')));
    parser.on('partsLimit', () => fail(badRequest('上传表单字段过多')));
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return fail(badRequest(`表单字段 ${name.slice(0, 40)} 过长`));
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== fileField || stored) {
        stream.resume();
        return;
      }
      const put = store.put(stream, { maxBytes: opts.maxFileBytes }).then((blob) => ({ blob, name: info.filename ?? '' }));
      stored = put;
      // A refused file stops the whole request at once: the client is told without sending the rest.
      put.catch(fail);
    });
    parser.on('close', resolve);
  });
  source.pipe(parser);

  try {
    await outcome;
    return { fields, file: stored ? await stored : null };
  } catch (err) {
    const file = await (stored as Promise<StreamedFile> | null)?.catch(() => null);
    if (file) await store.delete(file.blob.key);
    throw err;
  }
}
