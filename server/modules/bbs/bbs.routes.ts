import {
  caseFacets as caseFacetsCall,
  caseList,
  knowledgeCandidates,
  toKnowledge as toKnowledgeCall,
} from '../../../contract/bbs-library';
import {
  sensitiveCheck,
  sensitiveCreate,
  sensitiveDelete,
  sensitiveList,
  sensitiveUpdate,
} from '../../../contract/bbs-moderation';
import { minePlates, plateDelete, plateFollow, plateMove, plateSave, plateTree } from '../../../contract/bbs-plates';
import { readerOf } from '../../access/reader';
import type { Binder } from '../../http/route';
import { caseFacets, listCases } from './case-library.service';
import { listKnowledgeCandidates } from './knowledge-candidates.service';
import { deletePlate, followPlate, listFollowedPlates, listPlates, movePlate, savePlate } from './plates.service';
import { checkSensitive } from './sensitive-check.service';
import { createSensitiveWords, deleteSensitiveWord, listSensitiveWords, updateSensitiveWord } from './sensitive-words.service';
import { toKnowledge } from './to-knowledge.service';

/** The forum (issue 18): so far its plates and its moderation (the sensitive-word check and the console's word list). */
export function registerBbs(binder: Binder): void {
  binder.route(plateTree, ({ deps, user }) => listPlates(deps.db, user));
  binder.route(minePlates, ({ deps, user }) => listFollowedPlates(deps.db, user));
  binder.route(plateFollow, ({ deps, user, input }) => followPlate(deps.db, user, input.plateId, input.follow));
  binder.route(plateSave, ({ deps, user, input }) => savePlate(deps.db, user, input));
  binder.route(plateMove, ({ deps, user, input, params }) => movePlate(deps.db, user, params.id, input.direction));
  binder.route(plateDelete, ({ deps, user, params }) => deletePlate(deps.db, user, params.id));
  binder.route(caseList, ({ deps, user, input }) => listCases(deps.db, readerOf(user), input));
  binder.route(caseFacetsCall, ({ deps, user }) => caseFacets(deps.db, readerOf(user)));
  binder.route(toKnowledgeCall, ({ deps, user, input }) => toKnowledge(deps.db, user, input.postId, input.answerId));
  binder.route(knowledgeCandidates, ({ deps, input }) => listKnowledgeCandidates(deps.db, input));
  binder.route(sensitiveCheck, ({ deps, input }) => checkSensitive(deps.db, input.text, input.html));
  binder.route(sensitiveList, ({ deps, input }) => listSensitiveWords(deps.db, input));
  binder.route(sensitiveCreate, ({ deps, user, input }) => createSensitiveWords(deps.db, user, input));
  binder.route(sensitiveUpdate, ({ deps, user, input, params }) => updateSensitiveWord(deps.db, user, params.id, input.action));
  binder.route(sensitiveDelete, ({ deps, user, params }) => deleteSensitiveWord(deps.db, user, params.id));
}
