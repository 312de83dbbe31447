import {
  classTree,
  entityByName,
  entityList,
  entitySuggest,
  expandNode,
  nodeDetail,
  overviewAtlas,
  pathFind,
  relatedEntity,
  relatedKnowledge,
  relationIndexZoom,
  relationTypeList,
} from '@contract/graph/graph';
import { publicOverview, publicSmallChart } from '@contract/graph/graph-public';
import type { InputOf } from '@contract/platform/endpoint';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { endpointQuery, moduleKeys } from '@/shared/lib/endpoint-query';

export type PathInput = InputOf<typeof pathFind>;

/** The knowledge graph's reads; keys start with 'graph'. */
export const graphQueries = {
  all: moduleKeys('graph').all,
  // The ontology and relation types change only through the admin's import: read once a visit.
  classes: () =>
    queryOptions({
      ...endpointQuery('graph', classTree, {}),
      staleTime: Infinity,
    }),
  relationTypes: () =>
    queryOptions({
      ...endpointQuery('graph', relationTypeList, {}),
      staleTime: Infinity,
    }),
  suggest: (keyword: string) =>
    queryOptions({
      // Nothing typed: nothing to ask.
      ...endpointQuery('graph', entitySuggest, keyword.trim() ? { keyword } : skipToken),
      placeholderData: keepPreviousData,
    }),
  node: (id: number) => endpointQuery('graph', nodeDetail, {}, { params: { id } }),
  path: (input: PathInput) =>
    queryOptions({
      ...endpointQuery('graph', pathFind, input),
      placeholderData: keepPreviousData,
    }),
  // Pages of a drawing already drawn: refetching them on focus would only move nodes around.
  expand: (input: InputOf<typeof expandNode>) =>
    queryOptions({
      ...endpointQuery('graph', expandNode, input),
      staleTime: 5 * 60_000,
    }),
  entityList: (input: InputOf<typeof entityList>) =>
    queryOptions({
      ...endpointQuery('graph', entityList, input),
      placeholderData: keepPreviousData,
    }),
  relatedKnowledge: (input: InputOf<typeof relatedKnowledge>) =>
    queryOptions({
      ...endpointQuery('graph', relatedKnowledge, input),
      placeholderData: keepPreviousData,
    }),
  /** Entities an item mentions or is linked to, ten a page. */
  relatedEntities: (knowledgeId: number, page: number) =>
    queryOptions({
      ...endpointQuery('graph', relatedEntity, { knowledgeId, page }),
      placeholderData: keepPreviousData,
    }),
  /** An item's own entities and their one-hop neighbourhood. */
  zoom: (knowledgeId: number) => endpointQuery('graph', relationIndexZoom, {}, { params: { knowledgeId } }),
  /** The item the atlas overview opens on. */
  overview: () => endpointQuery('graph', overviewAtlas, {}),
  byName: (name: string) => endpointQuery('graph', entityByName, { name }),
  /** The public pages' reads (no sign-in). */
  publicSmall: (name: string) =>
    queryOptions({
      ...endpointQuery('graph', publicSmallChart, {}, { params: { name } }),
      retry: false,
    }),
  publicOverview: () =>
    queryOptions({
      ...endpointQuery('graph', publicOverview, {}),
      retry: false,
    }),
};
