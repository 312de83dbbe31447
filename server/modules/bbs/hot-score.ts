import { sql } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { bbsPosts, knowledge } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { k, p } from './forum-aliases';

/**
 * The hot order (decision 033): a decaying score in the manner of Reddit's,
 *
 *   hot = log10(1 + views / 10 + 2·max(votes, 0) + 3·answers + likes) + (created − 2026-01-01) / 45 000 s
 *
 * so ten times the activity is worth 12.5 hours of youth: an old post stays
 * ahead of a new one only while it is much more active. Because age enters as
 * the post's creation time rather than "now", stored scores keep their order
 * as time passes and only a post's own activity (a view, vote, answer, like)
 * recomputes its score — no job rewrites every row.
 */
/** A post's activity (alias `p` the post, `k` its item): the first term of the hot score. */
export const ACTIVITY = sql`log(1 + ${k.views} / 10.0 + 2 * greatest(${p.voteScore}, 0) + 3 * ${p.answerCount} + ${k.likeCount})`;

/** Days of recent activity the forum home's 热门 block looks at (issue 28: hot there is not another 最新). */
export const HOME_HOT_DAYS = 30;

const HOT = sql`${ACTIVITY} + extract(epoch from (${p.createdAt} - timestamptz '2026-01-01 00:00:00+08')) / 45000.0`;

/** `update … set hot_score` over every post joined to its item, `where` narrowing it. */
const UPDATE_HOT = sql`update ${bbsPosts} ${p} set ${bare(p.hotScore)} = ${HOT} from ${knowledge} ${k} where ${k.id} = ${p.knowledgeId}`;

export async function refreshHot(conn: Conn, postId: number): Promise<void> {
  await conn.execute(sql`${UPDATE_HOT} and ${p.knowledgeId} = ${postId}`);
}

/** Every post's score at once (the demo seed writes its posts in bulk). */
export async function refreshAllHot(conn: Conn): Promise<void> {
  await conn.execute(UPDATE_HOT);
}
