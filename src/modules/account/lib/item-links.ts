import { libraryRemove } from '@contract/library/library-versions';
import { DOMAIN_IDS, domainById } from '@contract/platform/domains';
import { videoRemove } from '@contract/video/video';
import { wikiRemove } from '@contract/wiki/wiki';
import { itemHref } from '@/shared/knowledge/item-link';
import { hashLink } from '@/shared/lib/links';

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
