import type { TestRuntime } from '../../test/harness';

export type Uploaded = { id: number; version: number; status: string; kind: string; textStatus: string };

/** A multipart document upload as the SPA sends it. */
export async function uploadDoc(
  rt: TestRuntime,
  token: string | undefined,
  bytes: Uint8Array,
  name: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await rt.app.fetch(
    new Request('http://localhost/aikn-app/library/upload', { method: 'POST', body: form, headers }),
  );
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: Uploaded } };
}

/** A streamed upload body of `total` bytes, counting what the server pulled. */
export function meteredDocUpload(token: string, total: number, declare: boolean) {
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
  const request = new Request('http://localhost/aikn-app/library/upload', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
  return { request, meter };
}
