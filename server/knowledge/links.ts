import { DOMAIN_IDS } from '@contract/platform/domains';
import { providerOf } from '../domains/providers';

/**
 * SPA route of an item's detail page, for message links: one detail route
 * (SPEC §2) with the domain in the query for documents and videos; wiki
 * entries keep the short form; a domain with a page of its own says where
 * (its provider's `link`: forum posts, decision 033).
 */
export function itemLink(item: { id: number; domainId: number }): string {
  const own = providerOf(item.domainId).link;
  if (own) return own(item.id);
  return item.domainId === DOMAIN_IDS.wiki ? `/detail?id=${item.id}` : `/detail?id=${item.id}&domainId=${item.domainId}`;
}
