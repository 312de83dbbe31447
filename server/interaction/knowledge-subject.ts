import type { SubjectRef } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Conn } from '../db/client';
import { readableBy } from '../knowledge/access';
import { itemLink } from '../knowledge/links';
import type { Subject } from './subject-types';

/** A knowledge item as a subject, when the reader may read it (the knowledge engine's rules). */
export async function knowledgeSubject(conn: Conn, reader: Reader, ref: SubjectRef): Promise<Subject | null> {
  const r = await conn.execute<{ id: number; domain_id: number; title: string; author_id: number }>(sql`
    select k.id, k.domain_id, k.title, k.author_id from knowledge k
    where k.id = ${ref.id} and k.domain_id = ${ref.type} and ${readableBy(reader)}`);
  const row = r.rows[0];
  return row ? { type: row.domain_id, id: row.id, title: row.title, authorId: row.author_id } : null;
}

/** SPA route of a subject's page, for message links. */
export function subjectLink(s: SubjectRef): string {
  return itemLink({ id: s.id, domainId: s.type });
}
