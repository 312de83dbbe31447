import fs from 'node:fs';
import path from 'node:path';
import { approvalDecide } from '@contract/approval/approval';
import { videoSubmit } from '@contract/video/video';
import { call } from '../client';
import type { TestRuntime } from '../harness';

const SEED_FILES = path.resolve(import.meta.dirname, '..', '..', 'seed', 'videos', 'files');

/** A real clip kept for the demo seed (20 s, 480×270): MP4 (H.264) or WebM (VP9), or its JPEG poster. */
export const seedVideo = (name: 'onboarding.mp4' | 'safety.webm' | 'onboarding.jpg') =>
  new Uint8Array(fs.readFileSync(path.join(SEED_FILES, name)));

export type UploadedVideo = { id: number; version: number; status: string; kind: string };

export interface UploadParts {
  file: Uint8Array;
  name: string;
  poster?: { bytes: Uint8Array; name: string };
  fields?: Record<string, string>;
}

/** A multipart video upload as the SPA sends it. */
export async function uploadVideoAs(rt: TestRuntime, token: string | undefined, parts: UploadParts) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(parts.file)], parts.name, { type: 'application/octet-stream' }));
  if (parts.poster) form.append('poster', new File([new Uint8Array(parts.poster.bytes)], parts.poster.name));
  for (const [k, v] of Object.entries({ title: '测试视频', ...parts.fields })) form.append(k, v);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await rt.app.fetch(new Request('http://localhost/aikn-app/video/upload', { method: 'POST', body: form, headers }));
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: UploadedVideo } };
}

/** Uploads a clip as `token`'s user, submits it and has the admin approve it. */
export async function publishedVideo(
  rt: TestRuntime,
  tokens: { author: string; admin: string },
  parts: Partial<UploadParts> = {},
): Promise<number> {
  const up = await uploadVideoAs(rt, tokens.author, {
    file: seedVideo('onboarding.mp4'),
    name: 'onboarding.mp4',
    ...parts,
    // Facts the browser measures, kept when a test names other fields (without ffprobe nothing would fill them).
    fields: { duration: '20', width: '480', height: '270', ...parts.fields },
  });
  if (up.status !== 200) throw new Error(`upload failed: ${up.status} ${up.body.message}`);
  const id = up.body.data.id;
  await call(rt, videoSubmit, {}, { token: tokens.author, params: { id } });
  const ok = await call(rt, approvalDecide, { id, approve: true }, { token: tokens.admin });
  if (ok.status !== 200) throw new Error(`approval failed: ${ok.status} ${ok.body.message}`);
  return id;
}

/** GETs a path of the app (a signed stream URL) with optional headers. */
export async function fetchPath(rt: TestRuntime, url: string, headers: Record<string, string> = {}, method = 'GET') {
  return rt.app.fetch(new Request(new URL(url, 'http://localhost'), { method, headers }));
}
