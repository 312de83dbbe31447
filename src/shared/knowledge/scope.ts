import type { KnowledgeStatus } from '@contract/knowledge/knowledge';
import type { versionItem } from '@contract/knowledge/knowledge-lifecycle';
import type { z } from 'zod';

export type VersionItem = z.infer<typeof versionItem>;

/**
 * What the shared knowledge UI needs to know about one knowledge domain
 * (wiki, documents, videos). Each module builds one constant of this shape
 * and hands it to the shared components, which never import a module.
 *
 * Query keys: every query about one item lives under `[root, 'detail', id]`,
 * and the item's own detail answer is `[root, 'detail', id, { version }]`
 * (four parts), so likes and favourites can patch it in place.
 */
export interface KnowledgeScope {
  /** First part of the domain's query keys ('wiki', 'library', 'video'); lifecycle changes invalidate it. */
  root: string;
  /** The knowledge domain (DOMAIN_IDS). */
  domainId: number;
  /** What one item is called in messages: '词条', '文档', '视频'. */
  noun: string;
  /** The domain's own lifecycle endpoints (the shared ones — comments, likes … — need no scope). */
  remove: (id: number) => Promise<unknown>;
  submit: (id: number) => Promise<unknown>;
  withdraw: (id: number) => Promise<unknown>;
  versions: (id: number, signal?: AbortSignal) => Promise<VersionItem[]>;
  rollback: (input: { id: number; version: number }) => Promise<{ id: number; version: number; status: KnowledgeStatus }>;
}

/** Every query about any one item of the domain (its details, comments, previews). */
export const itemsKey = (scope: KnowledgeScope) => [scope.root, 'detail'] as const;

/** Every query about one item: what its mutations invalidate. */
export const itemKey = (scope: KnowledgeScope, id: number) => [scope.root, 'detail', id] as const;
