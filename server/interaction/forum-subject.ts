import { sql } from 'drizzle-orm';
import type { SubjectRef } from '../../contract/domains';
import type { Reader } from '../access/reader';
import type { Conn } from '../db/client';
import { knowledgeSubject } from './knowledge-subject';
import type { Subject } from './subject';

/**
 * A forum post as a subject (decision 033): a knowledge item the reader may
 * read whose post is visible; a held or hidden post only for its author, the
 * plate's moderators and admins, as the forum's own pages show it.
 */
export async function forumSubject(conn: Conn, reader: Reader, ref: SubjectRef): Promise<Subject | null> {
  const subject = await knowledgeSubject(conn, reader, ref);
  if (!subject || reader.isAdmin || subject.authorId === reader.id) return subject;
  const r = await conn.execute(sql`
    select 1 from bbs_posts p where p.knowledge_id = ${ref.id} and (p.state = 'visible'
      or exists (select 1 from bbs_plate_moderators m where m.plate_id = p.plate_id and m.user_id = ${reader.id}))`);
  return r.rows.length > 0 ? subject : null;
}
