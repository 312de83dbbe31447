import { sql } from 'drizzle-orm';
import { PNG_1PX, uploadRequest } from '../files/images';
import type { TestRuntime } from '../harness';

/** Uploads a rich-text image as the token's user; answers its file id and the URL the upload handed back. */
export async function uploadImageAs(rt: TestRuntime, token: string): Promise<{ id: number; url: string }> {
  const res = await rt.app.fetch(uploadRequest(token, { file: PNG_1PX }));
  const body = (await res.json()) as { code: number; message: string; data: { id: number; url: string } };
  if (res.status !== 200) throw new Error(`image upload failed: ${res.status} ${body.message}`);
  return body.data;
}

/** GETs a path of the app (a signed URL) as a browser element would: without the Authorization header. */
export function fetchPath(rt: TestRuntime, url: string, headers: Record<string, string> = {}) {
  return rt.app.fetch(new Request(new URL(url, 'http://localhost'), { headers }));
}

/** The `src` of every image in rich text an answer carries, unescaped. */
export function imageSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

/** Ids of files of the given kind that the user does not own: what an attacker would name. */
export async function foreignFileIds(rt: TestRuntime, username: string): Promise<number[]> {
  const rows = await rt.deps.db.execute<{ id: number }>(
    sql`select f.id from files f join users u on u.id = f.owner_id where u.username <> ${username} order by f.id`,
  );
  return rows.rows.map((r) => r.id);
}
