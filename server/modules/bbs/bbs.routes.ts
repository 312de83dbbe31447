import {
  sensitiveCheck,
  sensitiveCreate,
  sensitiveDelete,
  sensitiveList,
  sensitiveUpdate,
} from '../../../contract/bbs-moderation';
import type { Binder } from '../../http/route';
import { checkSensitive } from './sensitive-check.service';
import { createSensitiveWords, deleteSensitiveWord, listSensitiveWords, updateSensitiveWord } from './sensitive-words.service';

/** The forum: so far its moderation (the sensitive-word check and the console's word list, issue 18). */
export function registerBbs(binder: Binder): void {
  binder.route(sensitiveCheck, ({ deps, input }) => checkSensitive(deps.db, input.text, input.html));
  binder.route(sensitiveList, ({ deps, input }) => listSensitiveWords(deps.db, input));
  binder.route(sensitiveCreate, ({ deps, user, input }) => createSensitiveWords(deps.db, user, input));
  binder.route(sensitiveUpdate, ({ deps, user, input, params }) => updateSensitiveWord(deps.db, user, params.id, input.action));
  binder.route(sensitiveDelete, ({ deps, user, params }) => deleteSensitiveWord(deps.db, user, params.id));
}
