import { DEFAULT_DETAIL_DOMAIN, DOMAIN_IDS } from '@contract/platform/domains';
import { libraryDetailPage } from '@/modules/library/detail-page';
import { videoDetailPage } from '@/modules/video/detail-page';
import { wikiDetailPage } from '@/modules/wiki/detail-page';
import type { DetailPage } from '@/shared/domains/detail-page';

/**
 * The detail page of every domain that has one, by domain id: the one row a
 * module adds on the SPA side (its page itself lives in the module). The
 * forum's posts have pages of their own (`/bbs/detail`).
 */
const DETAIL_PAGES: Readonly<Record<number, DetailPage>> = {
  [DOMAIN_IDS.wiki]: wikiDetailPage,
  [DOMAIN_IDS.library]: libraryDetailPage,
  [DOMAIN_IDS.video]: videoDetailPage,
};

/** The page of a domain id; an id without one (or none) is the default domain's. */
export const detailPageOf = (domainId: number | undefined): DetailPage =>
  DETAIL_PAGES[domainId ?? DEFAULT_DETAIL_DOMAIN] ?? DETAIL_PAGES[DEFAULT_DETAIL_DOMAIN];
