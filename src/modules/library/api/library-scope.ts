import {
  libraryRemove,
  libraryRollback,
  librarySubmit,
  libraryVersions,
  libraryWithdraw,
} from '@contract/library/library-versions';
import { DOMAIN_IDS } from '@contract/platform/domains';
import type { KnowledgeScope } from '@/shared/knowledge/scope';
import { api } from '@/shared/lib/http';

/** The document library as the shared knowledge UI sees it: keys under 'library', items called 文档. */
export const LIBRARY_SCOPE: KnowledgeScope = {
  root: 'library',
  domainId: DOMAIN_IDS.library,
  noun: '文档',
  remove: (id) => api(libraryRemove, {}, { params: { id } }),
  submit: (id) => api(librarySubmit, {}, { params: { id } }),
  withdraw: (id) => api(libraryWithdraw, {}, { params: { id } }),
  versions: (id, signal) => api(libraryVersions, {}, { params: { id }, signal }),
  rollback: (input) => api(libraryRollback, input),
};
