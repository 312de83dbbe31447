import { DOMAINS, type DomainFeature, domainById, domainHas, type SubjectRef } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Conn } from '../db/client';
import { forbidden, notFound } from '../http/errors';
import { knowledgeSubject } from './knowledge-subject';
import type { Subject, SubjectResolver } from './subject-types';

/** The refusal for a subject that does not exist or that the caller may not read: the two are indistinguishable on purpose. */
export const ITEM_NOT_FOUND = '内容不存在或无权查看';

export type { Subject, SubjectResolver } from './subject-types';

/**
 * Resolvers by subject type. Every domain keeps its items in the knowledge
 * table (the forum's posts and the college's courses will too), so one
 * resolver serves all rows; a domain stored elsewhere would name its own here.
 * Forum posts too: the knowledge rules hold their moderation state (`readableBy`).
 */
const RESOLVERS: ReadonlyMap<number, SubjectResolver> = new Map(DOMAINS.map((d) => [d.id, knowledgeSubject]));

/** The subject if the reader may read it, else null: who else may see it (a share's recipients). */
export async function readableSubject(conn: Conn, reader: Reader, ref: SubjectRef): Promise<Subject | null> {
  const resolve = RESOLVERS.get(ref.type);
  return resolve ? resolve(conn, reader, ref) : null;
}

/** How a refusal names each interaction feature. */
const FEATURE_VERBS: Partial<Record<DomainFeature, string>> = {
  comments: '评论',
  likes: '点赞',
  favorites: '收藏',
  share: '分享',
};

/** Refuses a feature the subject's domain does not offer (`DOMAINS[].features`). */
export function assertFeature(type: number, feature: DomainFeature): void {
  if (domainHas(type, feature)) return;
  throw forbidden(`${domainById(type)?.noun ?? '该内容'}不支持${FEATURE_VERBS[feature] ?? '此操作'}`);
}

/**
 * The one access check of the engine: the subject exists, the reader may
 * read it (404 otherwise, whichever the reason), and its domain offers the
 * feature. Readability comes first so a refusal never tells an unreadable
 * subject's domain.
 */
export async function subjectAccess(conn: Conn, reader: Reader, ref: SubjectRef, feature: DomainFeature): Promise<Subject> {
  const subject = await readableSubject(conn, reader, ref);
  if (!subject) throw notFound(ITEM_NOT_FOUND);
  assertFeature(subject.type, feature);
  return subject;
}

/** The type of a subject whose row does not exist: no resolver has it, so access refuses it. */
const NO_SUCH_TYPE = 0;

/**
 * The subject a knowledge id names. The contract addresses today's subjects
 * by knowledge id alone; the row knows its domain. An unknown id becomes a
 * subject of no domain, refused by `subjectAccess` with the same 404 as an
 * unreadable one, at the point where each call checks access (so a call's
 * earlier refusals keep their order).
 */
export async function subjectOfItem(conn: Conn, knowledgeId: number): Promise<SubjectRef> {
  const r = await conn.execute<{ domain_id: number }>(sql`select domain_id from knowledge where id = ${knowledgeId}`);
  return { type: r.rows[0]?.domain_id ?? NO_SUCH_TYPE, id: knowledgeId };
}
