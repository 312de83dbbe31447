import { DOMAIN_IDS } from '../../contract/domains';

/**
 * SPA route of an item's detail page, for message links: one detail route
 * (SPEC §2) with the domain in the query for documents and videos; wiki
 * entries keep the short form.
 */
export function itemLink(item: { id: number; domainId: number }): string {
  // Forum posts have their own page under the forum's splat route (decision 033).
  if (item.domainId === DOMAIN_IDS.bbs) return `/bbs/post-detail?id=${item.id}`;
  return item.domainId === DOMAIN_IDS.wiki ? `/detail?id=${item.id}` : `/detail?id=${item.id}&domainId=${item.domainId}`;
}
