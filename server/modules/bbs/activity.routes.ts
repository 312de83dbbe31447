import {
  answerFeed as answerFeedCall,
  commentActivity as commentActivityCall,
  voteActivity as voteActivityCall,
} from '@contract/bbs/bbs-activity';
import type { Binder } from '../../http/route';
import { answerFeed, voteActivity } from './activity.service';
import { commentActivity } from './comment-activity.service';

/** The forum's activity pages: 回答广场, 赞同 and 评论 (read only). */
export function registerBbsActivity(binder: Binder): void {
  binder.route(answerFeedCall, ({ deps, user, input }) => answerFeed(deps.db, user, input));
  binder.route(voteActivityCall, ({ deps, user, input }) => voteActivity(deps.db, user, input));
  binder.route(commentActivityCall, ({ deps, user, input }) => commentActivity(deps.db, user, input));
}
