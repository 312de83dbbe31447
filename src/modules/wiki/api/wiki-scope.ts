import { DOMAIN_IDS } from '@contract/platform/domains';
import { wikiRemove, wikiRollback, wikiSubmit, wikiVersions, wikiWithdraw } from '@contract/wiki/wiki';
import type { KnowledgeScope } from '@/shared/knowledge/scope';
import { api } from '@/shared/lib/http';

/** The wiki as the shared knowledge UI sees it: keys under 'wiki', entries called 词条. */
export const WIKI_SCOPE: KnowledgeScope = {
  root: 'wiki',
  domainId: DOMAIN_IDS.wiki,
  noun: '词条',
  remove: (id) => api(wikiRemove, {}, { params: { id } }),
  submit: (id) => api(wikiSubmit, {}, { params: { id } }),
  withdraw: (id) => api(wikiWithdraw, {}, { params: { id } }),
  versions: (id, signal) => api(wikiVersions, {}, { params: { id }, signal }),
  rollback: (input) => api(wikiRollback, input),
};
