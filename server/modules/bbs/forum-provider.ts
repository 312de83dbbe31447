import { type Column, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Reader } from '../../access/reader';
import { bbsAnswers, bbsPlateModerators, bbsPlates, bbsPosts } from '../../db/schema/index';
import type { DomainProvider } from '../../domains/providers';
import { FORUM } from './forum-access';
import { a, k, pl } from './forum-aliases';
import { namedPlateIds } from './moderators';

/*
 * The engines name the item `k` (knowledge): the fragments below read it
 * through the forum's alias `k`, which renders the same name.
 */
const fp = alias(bbsPosts, 'fp');
const bp = alias(bbsPosts, 'bp');
const m = alias(bbsPlateModerators, 'm');
const TAGS = sql.raw(`'<[^>]*>'`);
const part = (column: Column) => sql`nullif(regexp_replace(${column}, ${TAGS}, ' ', 'g'), '')`;

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
  openTo: (reader: Reader) => sql`exists (select 1 from ${bbsPosts} ${fp} where ${fp.knowledgeId} = ${k.id}
    and (${fp.state} = 'visible' or ${reader.managesForum === true} or exists (
      with recursive up(id) as (
        select ${fp.plateId} union select ${pl.parentId} from ${bbsPlates} ${pl} join up on ${pl.id} = up.id where ${pl.parentId} is not null
      ) select 1 from ${bbsPlateModerators} ${m} join up on ${m.plateId} = up.id where ${m.userId} = ${reader.id})))`,
  searchable: sql`exists (select 1 from ${bbsPosts} ${bp} where ${bp.knowledgeId} = ${k.id} and ${bp.state} = 'visible')`,
  indexText: sql`concat_ws(E'\n',
    (select nullif(concat_ws(E'\n', ${part(bp.caseBackground)}, ${part(bp.caseProblem)}, ${part(bp.caseAnalysis)},
        ${part(bp.caseSolution)}, ${part(bp.caseResult)}), '')
      from ${bbsPosts} ${bp} where ${bp.knowledgeId} = ${k.id}),
    (select string_agg(${a.contentText}, E'\n' order by ${a.id}) from ${bbsAnswers} ${a} where ${a.postId} = ${k.id} and ${a.state} = 'visible'))`,
  link: (id) => `/bbs/post-detail?id=${id}`,
  moderatedComments: true,
  commentPart: async (conn, subjectId, answerId) => {
    const r = await conn.execute<{ author_id: number }>(sql`
      select ${bbsAnswers.authorId} from ${bbsAnswers}
      where ${bbsAnswers.id} = ${answerId} and ${bbsAnswers.postId} = ${subjectId} and ${bbsAnswers.state} = 'visible'`);
    return r.rows[0] ? { authorId: r.rows[0].author_id } : null;
  },
  moderatedBy: namedPlateIds,
};
