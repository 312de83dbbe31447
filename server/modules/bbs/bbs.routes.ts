import { answerAccept, answerDelete, answerList, answerSave, mineAnswers, vote } from '@contract/bbs/bbs-answers';
import {
  adminExpertDecide,
  adminExpertList,
  adminExpertRevoke,
  expertApply,
  expertList,
  expertMine,
} from '@contract/bbs/bbs-experts';
import { bbsHome, memberProfile } from '@contract/bbs/bbs-home';
import {
  adminCaseList,
  caseFacets as caseFacetsCall,
  caseList,
  knowledgeCandidates,
  toKnowledge as toKnowledgeCall,
} from '@contract/bbs/bbs-library';
import { sensitiveCheck, sensitiveCreate, sensitiveDelete, sensitiveList, sensitiveUpdate } from '@contract/bbs/bbs-moderation';
import { minePlates, plateDelete, plateFollow, plateMove, plateSave, plateTree } from '@contract/bbs/bbs-plates';
import { postDelete, postDetailCall, postList, postSave, postSimilar, postUploadFile } from '@contract/bbs/bbs-posts';
import {
  adminReportDismiss,
  adminReportHide,
  adminReportList,
  adminTargetHide,
  adminTargetRestore,
  hiddenList,
  reportCreate,
} from '@contract/bbs/bbs-reports';
import { reviewApprove, reviewKeep, reviewList, reviewReject } from '@contract/bbs/bbs-review';
import {
  adminTopicDecide,
  adminTopicDelete,
  adminTopicList,
  adminTopicSave,
  topicDetail,
  topicFollow,
  topicPool,
  topicPropose,
  topicSuggest,
} from '@contract/bbs/bbs-topics';
import { readerOf } from '../../access/reader';
import { bindAttachments } from '../../files/attachments/attachment-routes';
import type { Binder } from '../../http/route';
import { onSubjectLiked } from '../../interaction/like-effects';
import { registerBbsActivity } from './activity.routes';
import { listAdminCases } from './admin-cases.service';
import { listAnswers, memberAnswers } from './answer-list.service';
import { acceptAnswer, deleteAnswer, saveAnswer } from './answers.service';
import { caseFacets, listCases } from './case-library.service';
import {
  applyForExpert,
  decideExpert,
  listExperts,
  listExpertsForAdmin,
  myExpertApplication,
  revokeExpert,
} from './experts.service';
import { FORUM } from './forum-access';
import { hideTarget, listHidden } from './hidden.service';
import { forumHome, memberProfile as profileOf } from './home.service';
import { refreshHot } from './hot-score';
import { listKnowledgeCandidates } from './knowledge-candidates.service';
import { deletePlate, followPlate, listFollowedPlates, listPlates, movePlate, savePlate } from './plates.service';
import { deletePost } from './post-delete.service';
import { postDetail } from './post-detail.service';
import { postFiles } from './post-files';
import { listPosts } from './post-list.service';
import { savePost } from './post-save.service';
import { createReport, dismissReport, hideReported, listReports, restoreTarget } from './reports.service';
import { approveHeld, keepFlagged, listReview, rejectHeld } from './review.service';
import { checkSensitive } from './sensitive-check.service';
import { createSensitiveWords, deleteSensitiveWord, listSensitiveWords, updateSensitiveWord } from './sensitive-words.service';
import { similarQuestions } from './similar.service';
import { toKnowledge } from './to-knowledge.service';
import {
  decideTopic,
  deleteTopic,
  followTopic,
  listTopicPool,
  listTopicsForAdmin,
  proposeTopic,
  topicDetail as readTopic,
  saveTopic,
  suggestTopics,
} from './topics.service';
import { castVote } from './vote.service';

/** The forum (issue 18): plates, posts, answers, votes, the home page, and its moderation (sensitive words). */
export function registerBbs(binder: Binder): void {
  // The hot score counts likes, which the shared like engine writes: it refreshes a post's score through this hook.
  onSubjectLiked(FORUM, refreshHot);
  binder.route(postSave, ({ deps, user, input }) => savePost(deps.db, user, input));
  binder.route(postDetailCall, ({ deps, user, params }) => postDetail(deps.db, user, params.id));
  binder.route(postList, ({ deps, user, input }) => listPosts(deps.db, user, input));
  binder.route(postDelete, ({ deps, user, params }) => deletePost(deps.db, user, params.id));
  bindAttachments(binder, postUploadFile, postFiles);
  binder.route(postSimilar, ({ deps, user, input }) => similarQuestions(deps.db, user, input.title));
  binder.route(answerSave, ({ deps, user, input }) => saveAnswer(deps.db, user, input));
  binder.route(answerList, ({ deps, user, input }) => listAnswers(deps.db, user, input));
  binder.route(answerDelete, ({ deps, user, params }) => deleteAnswer(deps.db, user, params.id));
  binder.route(answerAccept, ({ deps, user, input }) => acceptAnswer(deps.db, user, input));
  binder.route(mineAnswers, ({ deps, user, input }) => memberAnswers(deps.db, user, input));
  binder.route(vote, ({ deps, user, input }) => castVote(deps.db, user, input));
  binder.route(bbsHome, ({ deps, user }) => forumHome(deps.db, user));
  binder.route(memberProfile, ({ deps, params }) => profileOf(deps.db, params.id));
  binder.route(plateTree, ({ deps, user }) => listPlates(deps.db, user));
  binder.route(minePlates, ({ deps, user }) => listFollowedPlates(deps.db, user));
  binder.route(plateFollow, ({ deps, user, input }) => followPlate(deps.db, user, input.plateId, input.follow));
  binder.route(plateSave, ({ deps, user, input }) => savePlate(deps.db, user, input));
  binder.route(plateMove, ({ deps, user, input, params }) => movePlate(deps.db, user, params.id, input.direction));
  binder.route(plateDelete, ({ deps, user, params }) => deletePlate(deps.db, user, params.id));
  binder.route(caseList, ({ deps, user, input }) => listCases(deps.db, readerOf(user), input));
  binder.route(adminCaseList, ({ deps, user, input }) => listAdminCases(deps.db, user, input));
  binder.route(caseFacetsCall, ({ deps, user }) => caseFacets(deps.db, readerOf(user)));
  binder.route(toKnowledgeCall, ({ deps, user, input }) => toKnowledge(deps.db, user, input.postId, input.answerId));
  binder.route(knowledgeCandidates, ({ deps, input }) => listKnowledgeCandidates(deps.db, input));
  binder.route(sensitiveCheck, ({ deps, input }) => checkSensitive(deps.db, input.text, input.html));
  binder.route(sensitiveList, ({ deps, input }) => listSensitiveWords(deps.db, input));
  binder.route(sensitiveCreate, ({ deps, user, input }) => createSensitiveWords(deps.db, user, input));
  binder.route(sensitiveUpdate, ({ deps, user, input, params }) => updateSensitiveWord(deps.db, user, params.id, input.action));
  binder.route(sensitiveDelete, ({ deps, user, params }) => deleteSensitiveWord(deps.db, user, params.id));
  registerCommunity(binder);
  registerBbsActivity(binder);
}

/** Topics, experts, reports and the review queue. */
function registerCommunity(binder: Binder): void {
  binder.route(topicPool, ({ deps, user, input }) => listTopicPool(deps.db, user, input));
  binder.route(topicDetail, ({ deps, user, params }) => readTopic(deps.db, user, params.id));
  binder.route(topicPropose, ({ deps, user, input }) => proposeTopic(deps.db, user, input));
  binder.route(topicFollow, ({ deps, user, input }) => followTopic(deps.db, user, input.topicId, input.follow));
  binder.route(topicSuggest, ({ deps, input }) => suggestTopics(deps.db, input.keyword));
  binder.route(adminTopicList, ({ deps, user, input }) => listTopicsForAdmin(deps.db, user, input));
  binder.route(adminTopicDecide, ({ deps, user, input, params }) => decideTopic(deps.db, user, params.id, input));
  binder.route(adminTopicSave, ({ deps, user, input }) => saveTopic(deps.db, user, input));
  binder.route(adminTopicDelete, ({ deps, user, params }) => deleteTopic(deps.db, user, params.id));
  binder.route(expertList, ({ deps, input }) => listExperts(deps.db, input));
  binder.route(expertApply, ({ deps, user, input }) => applyForExpert(deps.db, user, input));
  binder.route(expertMine, ({ deps, user }) => myExpertApplication(deps.db, user));
  binder.route(adminExpertList, ({ deps, input }) => listExpertsForAdmin(deps.db, input));
  binder.route(adminExpertDecide, ({ deps, user, input, params }) => decideExpert(deps.db, user, params.id, input));
  binder.route(adminExpertRevoke, ({ deps, user, input, params }) => revokeExpert(deps.db, user, params.id, input.reason));
  binder.route(reportCreate, ({ deps, user, input }) => createReport(deps.db, user, input));
  binder.route(adminReportList, ({ deps, user, input }) => listReports(deps.db, user, input));
  binder.route(adminReportHide, ({ deps, user, params }) => hideReported(deps.db, user, params.id));
  binder.route(adminReportDismiss, ({ deps, user, params }) => dismissReport(deps.db, user, params.id));
  binder.route(adminTargetRestore, ({ deps, user, input }) => restoreTarget(deps.db, user, input.targetType, input.targetId));
  binder.route(adminTargetHide, ({ deps, user, input }) =>
    hideTarget(deps.db, user, input.targetType, input.targetId, input.reason),
  );
  binder.route(hiddenList, ({ deps, user, input }) => listHidden(deps.db, user, input));
  binder.route(reviewKeep, ({ deps, user, input }) => keepFlagged(deps.db, user, input.targetType, input.targetId));
  binder.route(reviewList, ({ deps, user, input }) => listReview(deps.db, user, input));
  binder.route(reviewApprove, ({ deps, user, input }) => approveHeld(deps.db, user, input.targetType, input.targetId));
  binder.route(reviewReject, ({ deps, user, input }) =>
    rejectHeld(deps.db, user, input.targetType, input.targetId, input.reason),
  );
}
