/**
 * A multipart upload to `path` whose body of `total` bytes is produced on
 * demand, counting what the server actually pulled; `declare` sends a
 * Content-Length header up front. Shows that an upload limit stops reading
 * early instead of buffering the body.
 */
export function meteredUpload(path: string, token: string, total: number, declare: boolean) {
  const meter = { pulled: 0 };
  const chunk = new Uint8Array(64 * 1024);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (meter.pulled >= total) return controller.close();
      meter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'content-type': 'multipart/form-data; boundary=----aikn',
  };
  if (declare) headers['content-length'] = String(total);
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
  return { request, meter };
}
