import { sql } from 'drizzle-orm';
import type { Reader } from '../../access/reader';
import type { DomainProvider } from '../../domains/providers';
import { FORUM } from './forum-access';
import { namedPlateIds } from './moderators';

const TAGS = sql.raw(`'<[^>]*>'`);
const part = (column: string) => sql`nullif(regexp_replace(bp.${sql.raw(column)}, ${TAGS}, ' ', 'g'), '')`;

/**
 * What the forum tells the engines about its posts (decision 033, issue 29):
 * a held or hidden post is open only to the moderators of its plate (or one
 * above it) and the forum's managers, and stays out of the search index;
 * a post's case parts and visible answers are part of its indexed body; a
 * comment may be about one of its visible answers; comments pass the
 * sensitive-word check; a post has its own page under the forum; a member
 * moderates the plates naming him and those below them.
 */
export const forumProvider: DomainProvider = {
  domainId: FORUM,
  openTo: (reader: Reader) => sql`exists (select 1 from bbs_posts fp where fp.knowledge_id = k.id
    and (fp.state = 'visible' or ${reader.managesForum === true} or exists (
      with recursive up(id) as (
        select fp.plate_id union select pl.parent_id from bbs_plates pl join up on pl.id = up.id where pl.parent_id is not null
      ) select 1 from bbs_plate_moderators m join up on m.plate_id = up.id where m.user_id = ${reader.id})))`,
  searchable: sql`exists (select 1 from bbs_posts bp where bp.knowledge_id = k.id and bp.state = 'visible')`,
  indexText: sql`concat_ws(E'\n',
    (select nullif(concat_ws(E'\n', ${part('case_background')}, ${part('case_problem')}, ${part('case_analysis')},
        ${part('case_solution')}, ${part('case_result')}), '')
      from bbs_posts bp where bp.knowledge_id = k.id),
    (select string_agg(a.content_text, E'\n' order by a.id) from bbs_answers a where a.post_id = k.id and a.state = 'visible'))`,
  link: (id) => `/bbs/post-detail?id=${id}`,
  moderatedComments: true,
  commentPart: async (conn, subjectId, answerId) => {
    const r = await conn.execute<{ author_id: number }>(sql`
      select author_id from bbs_answers where id = ${answerId} and post_id = ${subjectId} and state = 'visible'`);
    return r.rows[0] ? { authorId: r.rows[0].author_id } : null;
  },
  moderatedBy: namedPlateIds,
};
