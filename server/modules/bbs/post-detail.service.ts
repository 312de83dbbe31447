import { sql } from 'drizzle-orm';
import type { PostDetail } from '../../../contract/bbs-posts';
import { BBS_TARGETS } from '../../../contract/bbs-posts';
import { readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/session';
import { recordView } from '../../knowledge/footprint';
import { signImages } from '../../knowledge/sign-images';
import { FORUM, isForumManager, isOpenToAll, moderates, openPost } from './forum-access';
import { refreshHot } from './hot-score';
import { postFiles } from './post-files';
import { POST_COLUMNS, POST_FROM, type PostItemRow, toPostItems } from './post-items';

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
    select ${POST_COLUMNS}, sv.content, sv.version, sv.revision, p.case_background, p.case_problem, p.case_analysis,
      p.case_solution, p.case_result, p.accepted_answer_id, p.flagged_words,
      coalesce((select value from bbs_votes where user_id = ${user.id} and target_type = ${BBS_TARGETS.post} and target_id = k.id), 0)::int as my_vote,
      exists (select 1 from likes where user_id = ${user.id} and target_type = 'knowledge' and target_id = k.id) as liked,
      exists (select 1 from favourites where user_id = ${user.id} and knowledge_id = k.id) as favourited,
      (select count(*)::int from comments c where c.knowledge_id = k.id and c.answer_id is null and c.deleted_at is null) as comment_count,
      (select json_agg(json_build_object('id', iu.id, 'nickname', iu.nickname) order by i.created_at)
         from bbs_invitations i join users iu on iu.id = i.expert_id where i.post_id = k.id) as invited,
      (select json_agg(json_build_object('answerId', l.answer_id, 'wikiId', l.wiki_id) order by l.created_at)
         from bbs_knowledge_links l where l.post_id = k.id) as links
    from ${POST_FROM}
    join knowledge_versions sv on sv.knowledge_id = k.id
      and sv.version = ${mine ? sql`k.latest_version` : sql`coalesce(k.published_version, k.latest_version)`}
    where k.id = ${id}`);
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
            sql`select title from knowledge_versions where knowledge_id = ${id} and version = ${row.version}`,
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
