import { approvalDecide } from '@contract/approval/approval';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { readerOf } from '../../access/reader';
import { loadSession } from '../../http/session';
import { saveDraft } from '../../knowledge/save';
import { submitForApproval } from '../../knowledge/submit';
import { call, tokenFor } from '../client';
import { storedBlobs } from '../files/stored-blobs';
import type { TestRuntime } from '../harness';

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

/** A new file for a document as the SPA sends it. */
export async function uploadVersionDoc(rt: TestRuntime, token: string, id: number, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }));
  const res = await rt.app.fetch(
    new Request(`http://localhost/aikn-app/library/uploadVersion/${id}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: Uploaded } };
}

/**
 * Publishes the newest version of a document as its author would: fills the
 * required 密级 field (not part of the upload form), submits, and has admin approve.
 */
export async function publishDoc(
  rt: TestRuntime,
  authorToken: string,
  id: number,
  title = '文档',
  visibility: { scope: 'all' | 'users'; groupIds: number[]; userIds: number[] } = { scope: 'all', groupIds: [], userIds: [] },
) {
  const user = (await loadSession(rt.deps.db, authorToken))!;
  const reader = readerOf(user);
  const [secrecy] = (
    await rt.deps.db.execute<{ id: number }>(
      sql`select id from fields where domain_id = ${DOMAIN_IDS.library} and code = 'secrecy'`,
    )
  ).rows;
  const [item] = (
    await rt.deps.db.execute<{ latest_version: number }>(sql`select latest_version from knowledge where id = ${id}`)
  ).rows;
  await saveDraft(rt.deps.db, reader, 2, {
    id,
    baseVersion: item!.latest_version,
    title,
    content: '',
    summary: '',
    labelIds: [],
    groupId: null,
    fields: [{ fieldId: secrecy!.id, value: '公开' }],
    visibility,
    coverFileId: null,
  });
  await submitForApproval(rt.deps.db, reader, 2, id);
  const d = await call(rt, approvalDecide, { id, approve: true }, { token: await tokenFor(rt, 'admin') });
  if (d.status !== 200) throw new Error(`approval failed: ${d.body.message}`);
}

/** Files under the runtime's blob store, and rows of the files table. */
export async function storedFiles(rt: TestRuntime) {
  const stored = await storedBlobs(rt.deps);
  const rows = (await rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from files`)).rows[0]!.n;
  return { blobs: stored.keys.length + stored.unfinished, rows, tmp: stored.unfinished };
}
