import type { InputOf } from '@contract/endpoint';
import {
  classTree,
  entityList,
  entitySuggest,
  expandNode,
  nodeDetail,
  pathFind,
  relatedKnowledge,
  relationTypeList,
} from '@contract/graph';
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
};
