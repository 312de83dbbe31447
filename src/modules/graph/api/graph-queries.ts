import type { InputOf } from '@contract/endpoint';
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
} from '@contract/graph';
import { publicOverview, publicSmallChart } from '@contract/graph-public';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';

export type PathInput = InputOf<typeof pathFind>;

/** The knowledge graph's reads; keys start with 'graph'. */
export const graphQueries = {
  all: ['graph'] as const,
  // The ontology and relation types change only through the admin's import: read once a visit.
  classes: () =>
    queryOptions({
      queryKey: ['graph', 'classes'] as const,
      queryFn: ({ signal }) => api(classTree, {}, { signal }),
      staleTime: Infinity,
    }),
  relationTypes: () =>
    queryOptions({
      queryKey: ['graph', 'relationTypes'] as const,
      queryFn: ({ signal }) => api(relationTypeList, {}, { signal }),
      staleTime: Infinity,
    }),
  suggest: (keyword: string) =>
    queryOptions({
      queryKey: ['graph', 'suggest', keyword] as const,
      queryFn: ({ signal }) => api(entitySuggest, { keyword }, { signal }),
      enabled: keyword.trim().length > 0,
      placeholderData: keepPreviousData,
    }),
  node: (id: number) =>
    queryOptions({
      queryKey: ['graph', 'node', id] as const,
      queryFn: ({ signal }) => api(nodeDetail, {}, { signal, params: { id } }),
    }),
  path: (input: PathInput) =>
    queryOptions({
      queryKey: ['graph', 'path', input] as const,
      queryFn: ({ signal }) => api(pathFind, input, { signal }),
      placeholderData: keepPreviousData,
    }),
  // Pages of a drawing already drawn: refetching them on focus would only move nodes around.
  expand: (input: InputOf<typeof expandNode>) =>
    queryOptions({
      queryKey: ['graph', 'expand', input] as const,
      queryFn: ({ signal }) => api(expandNode, input, { signal }),
      staleTime: 5 * 60_000,
    }),
  entityList: (input: InputOf<typeof entityList>) =>
    queryOptions({
      queryKey: ['graph', 'entityList', input] as const,
      queryFn: ({ signal }) => api(entityList, input, { signal }),
      placeholderData: keepPreviousData,
    }),
  relatedKnowledge: (input: InputOf<typeof relatedKnowledge>) =>
    queryOptions({
      queryKey: ['graph', 'relatedKnowledge', input] as const,
      queryFn: ({ signal }) => api(relatedKnowledge, input, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** Entities an item mentions or is linked to, ten a page. */
  relatedEntities: (knowledgeId: number, page: number) =>
    queryOptions({
      queryKey: ['graph', 'relatedEntities', knowledgeId, page] as const,
      queryFn: ({ signal }) => api(relatedEntity, { knowledgeId, page }, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** An item's own entities and their one-hop neighbourhood. */
  zoom: (knowledgeId: number) =>
    queryOptions({
      queryKey: ['graph', 'zoom', knowledgeId] as const,
      queryFn: ({ signal }) => api(relationIndexZoom, {}, { signal, params: { knowledgeId } }),
    }),
  /** The item the atlas overview opens on. */
  overview: () =>
    queryOptions({
      queryKey: ['graph', 'overview'] as const,
      queryFn: ({ signal }) => api(overviewAtlas, {}, { signal }),
    }),
  byName: (name: string) =>
    queryOptions({
      queryKey: ['graph', 'byName', name] as const,
      queryFn: ({ signal }) => api(entityByName, { name }, { signal }),
    }),
  /** The public pages' reads (no sign-in). */
  publicSmall: (name: string) =>
    queryOptions({
      queryKey: ['graph', 'public', 'small', name] as const,
      queryFn: ({ signal }) => api(publicSmallChart, {}, { signal, params: { name } }),
      retry: false,
    }),
  publicOverview: () =>
    queryOptions({
      queryKey: ['graph', 'public', 'overview'] as const,
      queryFn: ({ signal }) => api(publicOverview, {}, { signal }),
      retry: false,
    }),
};
