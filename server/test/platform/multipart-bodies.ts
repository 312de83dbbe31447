export const BOUNDARY = '----aiknAbuse7MA4YWxkTrZu0gW';

export interface BrokenBody {
  name: string;
  contentType: string;
  body: Buffer;
  /** Declared Content-Length when it differs from the bytes sent (an abandoned request). */
  declaredLength?: number;
  /** Sent with Transfer-Encoding: chunked instead of a length. */
  chunked?: boolean;
  abandon?: boolean;
}

const FORM = `multipart/form-data; boundary=${BOUNDARY}`;

/** A text field part. */
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** The head of a file part, up to its first bytes. */
const fileHead = (name: string, fileName: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\n` +
  'Content-Type: application/octet-stream\r\n\r\n';

/** Bytes that look like the start of a real upload (an MP4 header, then text). */
const FILE_BYTES = Buffer.concat([
  Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
  Buffer.from('制度正文'.repeat(2000)),
]);

/**
 * Multipart bodies that end too early, break the format or are cut off by
 * the client: each must get a 4xx (or, abandoned, nothing) and leave the
 * server running.
 */
export function brokenBodies(): BrokenBody[] {
  const fields = field('title', '截断测试') + field('summary', '');
  const truncatedFile = Buffer.concat([Buffer.from(fields + fileHead('file', '制度.mp4')), FILE_BYTES]);
  const truncatedPoster = Buffer.concat([
    Buffer.from(fields + fileHead('file', 'a.mp4')),
    FILE_BYTES,
    Buffer.from(`\r\n${fileHead('poster', 'p.jpg')}`),
    Buffer.from('ffd8ffe000104a464946', 'hex'),
  ]);
  return [
    // Cut right after the file part's headers: the parser fails before the store has even started writing.
    {
      name: 'cut right after the file part headers',
      contentType: FORM,
      body: Buffer.from(fields + fileHead('file', '制度.pdf')),
    },
    { name: 'cut after a few bytes of the file', contentType: FORM, body: Buffer.from(`${fileHead('file', 'a.txt')}abc`) },
    { name: 'file part without its closing boundary', contentType: FORM, body: truncatedFile },
    { name: 'second file part without its closing boundary', contentType: FORM, body: truncatedPoster },
    { name: 'chunked file part without its closing boundary', contentType: FORM, body: truncatedFile, chunked: true },
    { name: 'cut inside the part headers', contentType: FORM, body: Buffer.from(`${fields}--${BOUNDARY}\r\nContent-Dispo`) },
    { name: 'empty body', contentType: FORM, body: Buffer.alloc(0) },
    { name: 'no boundary in the content type', contentType: 'multipart/form-data', body: truncatedFile },
    { name: 'a boundary that never appears', contentType: FORM, body: Buffer.from('随便写的内容'.repeat(500)) },
    {
      name: 'part headers that never end',
      contentType: FORM,
      body: Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n${'X: y\r\n'.repeat(4000)}`,
      ),
    },
    {
      name: 'file part with a broken disposition, then the closing boundary',
      contentType: FORM,
      body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name=\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`),
    },
    { name: 'JSON instead of a form', contentType: 'application/json', body: Buffer.from('{"file":"x"}') },
    {
      name: 'client hangs up inside the file part',
      contentType: FORM,
      body: truncatedFile,
      declaredLength: truncatedFile.length + 1_000_000,
      abandon: true,
    },
    {
      name: 'client hangs up inside a chunked file part',
      contentType: FORM,
      body: truncatedFile,
      chunked: true,
      abandon: true,
    },
  ];
}
