import type { PostDetail } from '@contract/bbs/bbs-posts';
import { BBS_TARGETS } from '@contract/bbs/bbs-posts';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import {
  bbsInvitations,
  bbsKnowledgeLinks,
  bbsVotes,
  comments,
  favourites,
  knowledgeVersions,
  likes,
  users,
} from '../../db/schema/index';
import type { SessionUser } from '../../http/session';
import { recordView } from '../../knowledge/footprint';
import { signImages } from '../../knowledge/sign-images';
import { FORUM, isForumManager, isOpenToAll, moderates, openPost } from './forum-access';
import { k, p } from './forum-aliases';
import { refreshHot } from './hot-score';
import { postFiles } from './post-files';
import { POST_COLUMNS, POST_FROM, type PostItemRow, toPostItems } from './post-items';

const sv = alias(knowledgeVersions, 'sv');
const c = alias(comments, 'c');
const i = alias(bbsInvitations, 'i');
const iu = alias(users, 'iu');
const l = alias(bbsKnowledgeLinks, 'l');

type Extra = {
  content: string;
  version: number;
  revision: number;
  case_background: string;
  case_problem: string;
  case_analysis: string;
  case_solution: string;
  case_result: string;
  accepted_answer_id: number | null;
  flagged_words: string[];
  my_vote: number;
  liked: boolean;
  favourited: boolean;
  comment_count: number;
  invited: { id: number; nickname: string }[] | null;
  links: { answerId: number; wikiId: number }[] | null;
};

/**
 * A post's page. The author reads his newest version (the editor loads it);
 * everybody else the published one. Opening it records the footprint and the
 * view (once per user and day, the knowledge engine's rule) and refreshes the
 * hot score. Held and hidden posts are 404 except for the author and the
 * plate's moderators (openPost).
 */
export async function postDetail(db: Db, user: SessionUser, id: number): Promise<PostDetail> {
  const post = await openPost(db, user, id);
  const mine = post.author_id === user.id;
  if (post.published && (await recordView(db, readerOf(user), { id, domain_id: FORUM }))) await refreshHot(db, id);
  const r = await db.execute<PostItemRow & Extra>(sql`
    select ${POST_COLUMNS}, ${sv.content}, ${sv.version}, ${sv.revision}, ${p.caseBackground}, ${p.caseProblem}, ${p.caseAnalysis},
      ${p.caseSolution}, ${p.caseResult}, ${p.acceptedAnswerId}, ${p.flaggedWords},
      coalesce((select ${bbsVotes.value} from ${bbsVotes} where ${bbsVotes.userId} = ${user.id}
        and ${bbsVotes.targetType} = ${BBS_TARGETS.post} and ${bbsVotes.targetId} = ${k.id}), 0)::int as my_vote,
      exists (select 1 from ${likes} where ${likes.userId} = ${user.id} and ${likes.targetType} = 'knowledge'
        and ${likes.targetId} = ${k.id}) as liked,
      exists (select 1 from ${favourites} where ${favourites.userId} = ${user.id} and ${favourites.knowledgeId} = ${k.id}) as favourited,
      (select count(*)::int from ${comments} ${c}
        where ${c.knowledgeId} = ${k.id} and ${c.answerId} is null and ${c.deletedAt} is null) as comment_count,
      (select json_agg(json_build_object('id', ${iu.id}, 'nickname', ${iu.nickname}) order by ${i.createdAt})
         from ${bbsInvitations} ${i} join ${users} ${iu} on ${iu.id} = ${i.expertId} where ${i.postId} = ${k.id}) as invited,
      (select json_agg(json_build_object('answerId', ${l.answerId}, 'wikiId', ${l.wikiId}) order by ${l.createdAt})
         from ${bbsKnowledgeLinks} ${l} where ${l.postId} = ${k.id}) as links
    from ${POST_FROM}
    join ${knowledgeVersions} ${sv} on ${sv.knowledgeId} = ${k.id}
      and ${sv.version} = ${mine ? k.latestVersion : sql`coalesce(${k.publishedVersion}, ${k.latestVersion})`}
    where ${k.id} = ${id}`);
  const row = r.rows[0];
  const [base] = await toPostItems(db, [row]);
  const moderator = await moderates(db, user, post.plate_id);
  const open = isOpenToAll(post);
  return {
    ...base,
    // The author's newest version may be an unpublished edit: its title is the one he is editing.
    title: mine
      ? ((
          await db.execute<{ title: string }>(
            sql`select ${knowledgeVersions.title} from ${knowledgeVersions}
              where ${knowledgeVersions.knowledgeId} = ${id} and ${knowledgeVersions.version} = ${row.version}`,
          )
        ).rows[0]?.title ?? base.title)
      : base.title,
    content: await signImages(db, row.content, { itemId: id, version: row.version }),
    case: {
      background: row.case_background,
      problem: row.case_problem,
      analysis: row.case_analysis,
      solution: row.case_solution,
      result: row.case_result,
    },
    version: row.version,
    revision: row.revision,
    acceptedAnswerId: row.accepted_answer_id,
    myVote: row.my_vote,
    liked: row.liked,
    favourited: row.favourited,
    commentCount: row.comment_count,
    invited: row.invited ?? [],
    files: await postFiles.list(db, id),
    knowledgeLinks: (row.links ?? []).map((l) => ({ answerId: l.answerId === 0 ? null : l.answerId, wikiId: l.wikiId })),
    flaggedWords: moderator ? row.flagged_words : [],
    abilities: {
      canEdit: mine || moderator,
      canDelete: mine || moderator,
      canAccept: mine && post.kind === 'question' && open && base.answerCount > 0,
      canModerate: moderator,
      canToKnowledge: isForumManager(user),
      canAnswer: open,
    },
  };
}
