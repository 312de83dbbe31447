import type { KnowledgeDetail } from '@contract/knowledge/knowledge';
import { wikiDetail } from '@contract/wiki/wiki';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';
import { versionQueries } from './version-queries';

/**
 * Query factories of the entry editor (`/wiki/newCreate`). Labels, groups,
 * custom fields and colleagues are reference data (`referenceQueries`), shared with the filters.
 */
export const editorQueries = {
  /**
   * What the editor starts from: the newest version the caller may edit (an
   * unpublished draft, pending or rejected version if there is one, else the
   * published version). Never cached: a reopened editor must start from the
   * server's newest state, or its save would be refused as stale.
   */
  source: (id: number) =>
    queryOptions({
      ...endpointQuery(
        'wiki',
        wikiDetail,
        {},
        {
          params: { id },
          view: 'editable',
          map: (shown, { signal }) =>
            !shown.working || shown.working.version === shown.version
              ? shown
              : api(wikiDetail, { version: shown.working.version }, { params: { id }, signal }),
        },
      ),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
};

/** What the editor of an existing entry opens with. */
export interface EditorSource {
  detail: KnowledgeDetail;
  /** When the loaded version was last written on the server (weighed against a local backup). */
  updatedAt: string | null;
}

/** Loads an entry for editing: its newest editable version and when that version was last saved. */
export async function loadEditorSource(queryClient: QueryClient, id: number): Promise<EditorSource> {
  const [detail, versions] = await Promise.all([
    queryClient.fetchQuery(editorQueries.source(id)),
    queryClient.fetchQuery(versionQueries.list(id)).catch(() => []),
  ]);
  const loaded = versions.find((v) => v.version === detail.version);
  return { detail, updatedAt: loaded?.updatedAt ?? null };
}
