import { approvalDecide } from '@contract/approval/approval';
import { librarySave } from '@contract/library/library';
import { librarySubmit } from '@contract/library/library-versions';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { createDocument } from '@server-test/library/document-factory';
import { sql } from 'drizzle-orm';
import { callAs } from '@/test/call-as';
import { runtime } from '@/test/runtime';

let counter = 0;
export const uniqueTitle = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}`;

export interface DocSpec {
  author?: string;
  bytes: Uint8Array;
  name: string;
  title?: string;
  labelIds?: number[];
  groupId?: number | null;
  question?: string;
  chronicle?: { region: string; year: number };
  /** Leave the upload a draft instead of publishing it. */
  draft?: boolean;
}

async function secrecyFieldId(): Promise<number> {
  const r = await runtime().deps.db.execute<{ id: number }>(
    sql`select id from fields where domain_id = ${DOMAIN_IDS.library} and code = 'secrecy'`,
  );
  return r.rows[0]!.id;
}

/**
 * A document made the way users make one: the file goes through the upload's
 * own path (type check, extraction, draft), the author fills the required 密级
 * and submits, admin approves.
 */
export async function createDoc(spec: DocSpec): Promise<{ id: number; title: string; kind: string; textStatus: string }> {
  const author = spec.author ?? 'lisi';
  const created = await createDocument(runtime(), author, {
    bytes: spec.bytes,
    name: spec.name,
    labelIds: spec.labelIds,
    groupId: spec.groupId ?? null,
    question: spec.question ?? null,
    chronicle: spec.chronicle ?? null,
  });
  const title = spec.title ?? spec.name.replace(/\.[^.]*$/, '');
  await callAs(author, librarySave, {
    id: created.id,
    baseVersion: created.version,
    title,
    summary: '',
    labelIds: spec.labelIds ?? [],
    groupId: spec.groupId ?? null,
    fields: [{ fieldId: await secrecyFieldId(), value: '公开' }],
    visibility: { scope: 'all', groupIds: [], userIds: [] },
  });
  if (!spec.draft) {
    await callAs(author, librarySubmit, {}, { id: created.id });
    await callAs('admin', approvalDecide, { id: created.id, approve: true, comment: '' });
  }
  return { id: created.id, title, kind: created.kind, textStatus: created.textStatus };
}

/** A signed-up user without any role (no module permission at all). */
export async function addUserWithoutRoles(username: string): Promise<void> {
  await runtime().deps.db.execute(sql`insert into users (username, nickname, type) values (${username}, ${username}, 1)`);
}

export async function labelIdOf(name: string): Promise<number> {
  const r = await runtime().deps.db.execute<{ id: number }>(sql`select id from labels where name = ${name} limit 1`);
  return r.rows[0]!.id;
}

export async function groupIdOf(name: string): Promise<number> {
  const r = await runtime().deps.db.execute<{ id: number }>(sql`select id from groups where name = ${name} limit 1`);
  return r.rows[0]!.id;
}
