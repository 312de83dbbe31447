import { DOMAIN_IDS } from '../../contract/domains';

/**
 * SPA route of an item's detail page, for message links: one detail route
 * (SPEC §2) with the domain in the query for documents and videos; wiki
 * entries keep the short form.
 */
export function itemLink(item: { id: number; domainId: number }): string {
  return item.domainId === DOMAIN_IDS.wiki ? `/detail?id=${item.id}` : `/detail?id=${item.id}&domainId=${item.domainId}`;
}
