import { DOMAIN_IDS, domainById } from '@contract/domains';
import { libraryRemove } from '@contract/library-versions';
import { videoRemove } from '@contract/video';
import { wikiRemove } from '@contract/wiki';
import { hashLink } from '@/shared/lib/links';

/** An item's reading page; `version` opens a version other than the published one. */
export function itemHref(item: { id: number; domainId: number }, version?: number): string {
  return hashLink('/detail', {
    id: item.id,
    domainId: item.domainId === DOMAIN_IDS.wiki ? undefined : item.domainId,
    version,
  });
}

/**
 * Where an author continues a draft: entries have their own editor page;
 * documents and videos are edited from their page (the draft version shown).
 */
export function continueHref(item: { id: number; domainId: number; version: number }): string {
  if (item.domainId === DOMAIN_IDS.wiki) return hashLink('/wiki/newCreate', { id: item.id });
  return itemHref(item, item.version);
}

/** Each live domain's delete endpoint (into its recycle bin). */
export const REMOVE_ENDPOINTS = {
  [DOMAIN_IDS.wiki]: wikiRemove,
  [DOMAIN_IDS.library]: libraryRemove,
  [DOMAIN_IDS.video]: videoRemove,
} as const;

/** What one item of a domain is called (词条, 文档, 视频). */
export const nounOf = (domainId: number) => domainById(domainId)?.noun ?? '知识';
