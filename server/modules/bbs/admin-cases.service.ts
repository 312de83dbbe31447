import type { adminCaseList } from '@contract/bbs/bbs-library';
import type { PostListItem } from '@contract/bbs/bbs-posts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/session';
import { intArray } from '../../lib/int-array';
import { keywordFilter } from '../../search/keyword-filter';
import { FORUM } from './forum-access';
import { k, p, v } from './forum-aliases';
import { assertModeratesAny } from './moderators';
import { postPage } from './post-items';
import { inPlate, POST_ORDERS } from './post-list.service';

type Input = z.output<(typeof adminCaseList)['input']>;

/**
 * `admin/case` (案例管理): published cases of the plates the caller moderates
 * (a forum manager: all) in every moderation state, so that a hidden case
 * can be restored where it was hidden. Drafts stay their author's.
 */
export async function listAdminCases(db: Db, caller: SessionUser, q: Input): Promise<{ total: number; list: PostListItem[] }> {
  const plates = await assertModeratesAny(db, caller);
  const conds: SQL[] = [
    sql`${k.domainId} = ${FORUM} and ${k.deletedAt} is null and ${k.publishedVersion} is not null and ${p.kind} = 'case'`,
  ];
  if (plates !== null) conds.push(sql`${p.plateId} = any(${intArray(plates)})`);
  if (q.state) conds.push(sql`${p.state} = ${q.state}`);
  if (q.plateId !== undefined) conds.push(inPlate(q.plateId));
  if (q.labelId !== undefined) conds.push(sql`${q.labelId}::int = any(${v.labelIds})`);
  if (q.keyword) {
    conds.push(keywordFilter([sql`${k.title}`, sql`${v.contentText}`], q.keyword));
  }
  const where = sql.join(conds, sql` and `);
  return postPage(db, where, POST_ORDERS[q.sort], q);
}
