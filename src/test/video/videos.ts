import fs from 'node:fs';
import path from 'node:path';
import { approvalDecide } from '@contract/approval/approval';
import { videoSubmit } from '@contract/video/video';
import { tokenFor } from '@server-test/client';
import { sql } from 'drizzle-orm';
import { callAs } from '@/test/call-as';
import { runtime } from '@/test/runtime';

const CLIPS = path.resolve(import.meta.dirname, '../../../server/seed/videos/files');

let counter = 0;

/**
 * A multipart body built by hand: under jsdom, FormData and File are jsdom's,
 * which Node's Request does not serialise.
 */
function multipart(parts: { name: string; value: string | { file: string; bytes: Buffer } }[]) {
  const boundary = `----aikn${Date.now().toString(36)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head =
      typeof p.value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.value.file}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    chunks.push(Buffer.from(head), typeof p.value === 'string' ? Buffer.from(p.value) : p.value.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: new Uint8Array(Buffer.concat(chunks)), type: `multipart/form-data; boundary=${boundary}` };
}

/** A demo clip uploaded by admin (with poster and duration, as the browser sends them), submitted and approved. */
export async function publishVideo(
  title = `测试视频${Date.now().toString(36)}${++counter}`,
  labelIds: number[] = [],
): Promise<{ id: number; title: string }> {
  const form = multipart([
    { name: 'file', value: { file: 'onboarding.mp4', bytes: fs.readFileSync(path.join(CLIPS, 'onboarding.mp4')) } },
    { name: 'poster', value: { file: 'poster.jpg', bytes: fs.readFileSync(path.join(CLIPS, 'onboarding.jpg')) } },
    { name: 'title', value: title },
    { name: 'duration', value: '20' },
    { name: 'labelIds', value: labelIds.join(',') },
  ]);
  const res = await runtime().app.fetch(
    new Request('http://localhost/aikn-app/video/upload', {
      method: 'POST',
      body: form.body,
      headers: { authorization: `Bearer ${await tokenFor(runtime(), 'admin')}`, 'content-type': form.type },
    }),
  );
  const body = (await res.json()) as { code: number; message: string; data: { id: number } };
  if (body.code !== 1) throw new Error(`upload failed: ${body.message}`);
  const { id } = body.data;
  await callAs('admin', videoSubmit, {}, { id });
  await callAs('admin', approvalDecide, { id, approve: true, comment: '' });
  return { id, title };
}

/** The saved position of a user in a video, straight from the database. */
export async function savedPosition(username: string, id: number): Promise<number | null> {
  const r = await runtime().deps.db.execute<{ position: number }>(sql`
    select p.position_seconds as position from video_progress p join users u on u.id = p.user_id
    where u.username = ${username} and p.knowledge_id = ${id}`);
  return r.rows[0]?.position ?? null;
}
