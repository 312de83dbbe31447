import { entityList, expandNode } from '@contract/graph/graph';
import { classPublicSet, edgeRemove, edgeSave, nodeRemove, nodeSave } from '@contract/graph/graph-edit';
import { graphImport, type IMPORT_TABLES, type ImportFormat, importTemplate } from '@contract/graph/graph-import';
import type { InputOf } from '@contract/platform/endpoint';
import { searchSuggest } from '@contract/search/search';
import { keepPreviousData, mutationOptions, queryOptions, skipToken } from '@tanstack/react-query';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { api, apiUpload } from '@/shared/lib/http';
import { saveFileAnswer } from '@/shared/lib/save-file';
import { graphQueries } from './graph-queries';

/** Every graph read may change after an edit or import: lists, details, paths and the class counts. */
const CHANGED = [graphQueries.all];

/** Reads and writes of the graph admin screen (`/admin/graph`). */
export const graphAdmin = {
  entities: (input: InputOf<typeof entityList>) =>
    queryOptions({
      ...endpointQuery('graph', entityList, input, { view: 'admin' }),
      placeholderData: keepPreviousData,
    }),
  /** A node's relations, a page of 50 at a time, as the chart expands it. */
  relations: (nodeId: number, page: number) =>
    queryOptions({
      ...endpointQuery('graph', expandNode, { nodeId, page }, { view: 'admin' }),
      placeholderData: keepPreviousData,
    }),
  /** Knowledge titles for the link picker (the search suggestions: only what the caller may read). */
  knowledge: (keyword: string) =>
    queryOptions({
      ...endpointQuery('graph', searchSuggest, keyword.trim() ? { keyword } : skipToken, { view: 'admin' }),
      placeholderData: keepPreviousData,
    }),
  saveNode: () =>
    mutationOptions({
      mutationKey: ['graph', 'nodeSave'],
      mutationFn: (input: InputOf<typeof nodeSave>) => api(nodeSave, input),
      meta: { invalidates: CHANGED, successMessage: '节点已保存', silentError: true },
    }),
  removeNode: () =>
    mutationOptions({
      mutationKey: ['graph', 'nodeRemove'],
      mutationFn: (id: number) => api(nodeRemove, {}, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '节点已删除' },
    }),
  saveEdge: () =>
    mutationOptions({
      mutationKey: ['graph', 'edgeSave'],
      mutationFn: (input: InputOf<typeof edgeSave>) => api(edgeSave, input),
      meta: { invalidates: CHANGED, successMessage: '关系已添加', silentError: true },
    }),
  setClassPublic: () =>
    mutationOptions({
      mutationKey: ['graph', 'classPublic'],
      mutationFn: ({ id, isPublic }: { id: number; isPublic: boolean }) => api(classPublicSet, { isPublic }, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '公开范围已更新' },
    }),
  removeEdge: () =>
    mutationOptions({
      mutationKey: ['graph', 'edgeRemove'],
      mutationFn: (id: number) => api(edgeRemove, {}, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '关系已删除' },
    }),
  /** Checks (dryRun) or imports a file; the screen shows the report, refusals included. */
  importFile: () =>
    mutationOptions({
      mutationKey: ['graph', 'import'],
      mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
        const form = new FormData();
        form.append('file', file);
        // The upload client sends the form only; the dry-run switch is the endpoint's query input.
        return apiUpload({ ...graphImport, path: `${graphImport.path}?dryRun=${dryRun}` }, form);
      },
      meta: { invalidates: CHANGED, silentError: true },
    }),
};

/** Downloads an import template: the server answers its bytes in base64, saved here under its own name. */
export async function downloadTemplate(format: ImportFormat, table: (typeof IMPORT_TABLES)[number] = 'nodes') {
  saveFileAnswer(await api(importTemplate, { format, table }));
}
