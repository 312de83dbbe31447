import { Readable } from 'node:stream';
import busboy from 'busboy';
import { badRequest } from '../http/errors';
import { type BlobStore, BlobTooLargeError, type StoredBlob } from './blob-store';

export interface StreamedFile {
  blob: StoredBlob;
  /** The name the browser sent, raw (sanitise before showing or keeping it). */
  name: string;
}

export interface StreamedForm {
  fields: Record<string, string>;
  /** The first part of each accepted file field that the form held. */
  files: Record<string, StreamedFile>;
}

/** A file part over its field's limit; nothing of the form was kept. */
export class PartTooLargeError extends BlobTooLargeError {
  constructor(
    readonly field: string,
    maxBytes: number,
  ) {
    super(maxBytes);
  }
}

const UNREADABLE = '上传内容无法解析，请重新选择文件';
const BAD_PART_HEADER = '上传内容无法解析：文件名或表单字段含有控制字符，请重命名文件后重新上传';
const GONE = '上传已中断，请重新上传';
const FIELD_MAX_BYTES = 64 * 1024;

/**
 * Reads a multipart form while it arrives: each accepted file part streams
 * straight into the blob store (hashed and counted on the way, refused with
 * PartTooLargeError past its field's limit), text fields are collected,
 * other files are skipped. The body is never held in memory. A form that
 * ends early or breaks the format is a 400; any failure removes what was
 * already stored.
 */
export async function receiveMultipart(
  req: Request,
  store: BlobStore,
  opts: { files: Record<string, { maxBytes: number }> },
): Promise<StreamedForm> {
  const type = req.headers.get('content-type') ?? '';
  if (!req.body || !/^multipart\/form-data/i.test(type)) throw badRequest(UNREADABLE);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      // File names arrive as UTF-8 from every current browser; busboy's default is latin1.
      defParamCharset: 'utf8',
      limits: { files: 10, fields: 30, parts: 40, fieldSize: FIELD_MAX_BYTES },
    });
  } catch {
    throw badRequest(UNREADABLE);
  }
  const source = Readable.fromWeb(req.body as import('node:stream/web').ReadableStream<Uint8Array>);
  // No prototype: a field named __proto__ is just a field.
  const fields: Record<string, string> = Object.create(null);
  const stored = new Map<string, Promise<StreamedFile>>();

  const outcome = new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      reject(err);
      source.unpipe(parser);
      source.destroy();
      // Ends the part being written too (busboy fails it), so the store stops waiting for bytes that will never come.
      parser.destroy();
    };
    // The request stream's own errors (a cut connection, the route's body limit) pass through unchanged.
    source.on('error', fail);
    // A client that hangs up does not always fail the body stream: without this the form would wait
    // for the rest forever, holding its half-written file open.
    if (req.signal.aborted) fail(badRequest(GONE));
    req.signal.addEventListener('abort', () => fail(badRequest(GONE)), { once: true });
    parser.on('error', (err: Error) =>
      // busboy's words for part headers it cannot read: raw control characters (a file name with one) are the usual cause.
      fail(badRequest(err.message === 'Malformed part header' ? BAD_PART_HEADER : UNREADABLE)),
    );
    parser.on('fieldsLimit', () => fail(badRequest('上传表单字段过多')));
    parser.on('partsLimit', () => fail(badRequest('上传表单字段过多')));
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return fail(badRequest(`表单字段 ${name.slice(0, 40)} 过长`));
      // PostgreSQL text cannot hold NUL: refused here for every form instead of failing in the database.
      if (value.includes('\u0000') || name.includes('\u0000')) {
        return fail(badRequest(`表单字段 ${name.replaceAll('\u0000', '').slice(0, 40)}：包含无效字符（空字符）`));
      }
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const limit = Object.hasOwn(opts.files, name) ? opts.files[name] : undefined;
      // After a failure busboy may still emit the rest of the chunk it was parsing: nothing more is stored,
      // since the failed form no longer waits for (or cleans up) what would be.
      const skipped = failed || !limit || stored.has(name);
      // Listened to at once, before anything is awaited: an 'error' nobody listens to ends the process.
      // The parser fails a part that the form cut off; our own refusals (too large) come through `put`.
      let cutOff: unknown = null;
      stream.on('error', (err) => {
        cutOff = err;
        if (skipped) fail(badRequest(UNREADABLE));
      });
      if (skipped) {
        stream.resume();
        return;
      }
      const put = store
        .put(stream, { maxBytes: limit.maxBytes })
        .then((blob) => ({ blob, name: info.filename ?? '' }))
        .catch((err: unknown) => {
          if (err instanceof BlobTooLargeError) throw new PartTooLargeError(name, limit.maxBytes);
          throw err === cutOff ? badRequest(UNREADABLE) : err;
        });
      stored.set(name, put);
      // A refused file stops the whole request at once: the client is told without sending the rest.
      put.catch(fail);
    });
    parser.on('close', resolve);
  });
  source.pipe(parser);

  const settled = () => Promise.all([...stored].map(async ([name, p]) => [name, await p.catch(() => null)] as const));
  try {
    await outcome;
    const files: Record<string, StreamedFile> = Object.create(null);
    for (const [name, p] of stored) files[name] = await p;
    return { fields, files };
  } catch (err) {
    for (const [, file] of await settled()) if (file) await store.delete(file.blob.key);
    throw err;
  }
}
