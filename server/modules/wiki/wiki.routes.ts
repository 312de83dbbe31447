import { DOMAIN_IDS } from '@contract/platform/domains';
import {
  wikiDetail,
  wikiHome,
  wikiList,
  wikiRelated,
  wikiRemove,
  wikiRollback,
  wikiSave,
  wikiSubmit,
  wikiVersions,
  wikiWithdraw,
} from '@contract/wiki/wiki';
import { readerOf } from '../../access/reader';
import type { Binder } from '../../http/route';
import { loadDetail } from '../../knowledge/detail';
import { listKnowledge } from '../../knowledge/list-query';
import { domainHome } from '../../knowledge/overview';
import { removeItem } from '../../knowledge/recycle';
import { relatedItems } from '../../knowledge/related';
import { rollback } from '../../knowledge/rollback';
import { saveDraft } from '../../knowledge/save';
import { submitForApproval, withdrawSubmission } from '../../knowledge/submit';
import { listVersions } from '../../knowledge/versions';

const WIKI = DOMAIN_IDS.wiki;

/**
 * Wiki entries (the wiki domain): thin bindings of the shared knowledge engine,
 * which checks visibility, ownership and approval rights on every call.
 */
export function registerWiki(binder: Binder): void {
  binder.route(wikiList, async ({ deps, user, input }) => listKnowledge(deps.db, readerOf(user), WIKI, input));
  binder.route(wikiDetail, async ({ deps, user, params, input }) =>
    loadDetail(deps.db, readerOf(user), WIKI, params.id, input.version),
  );
  binder.route(wikiSave, async ({ deps, user, input }) => saveDraft(deps.db, readerOf(user), WIKI, input));
  binder.route(wikiSubmit, async ({ deps, user, params }) => submitForApproval(deps.db, readerOf(user), WIKI, params.id));
  binder.route(wikiWithdraw, async ({ deps, user, params }) => withdrawSubmission(deps.db, readerOf(user), WIKI, params.id));
  binder.route(wikiVersions, async ({ deps, user, params }) => listVersions(deps.db, readerOf(user), WIKI, params.id));
  binder.route(wikiRollback, async ({ deps, user, input }) => rollback(deps.db, readerOf(user), WIKI, input.id, input.version));
  binder.route(wikiRemove, async ({ deps, user, params }) => {
    await removeItem(deps.db, readerOf(user), WIKI, params.id);
    return null;
  });
  binder.route(wikiRelated, async ({ deps, user, params }) => relatedItems(deps.db, readerOf(user), WIKI, params.id));
  binder.route(wikiHome, async ({ deps, user }) => domainHome(deps.db, readerOf(user), WIKI));
}
