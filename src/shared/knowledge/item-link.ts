import { detailDomainParam } from '@contract/platform/domains';
import { hashLink } from '@/shared/lib/links';

/**
 * The search params of an item's page: the one detail route of SPEC §2;
 * wiki entries carry no domain, documents and videos their domain id.
 */
export function itemSearch(
  item: { id: number; domainId: number },
  version?: number,
): { id: number; domainId?: number; version?: number } {
  const domainId = detailDomainParam(item.domainId);
  return {
    id: item.id,
    ...(domainId === undefined ? {} : { domainId }),
    ...(version === undefined ? {} : { version }),
  };
}

/** The in-app path of an item (`/detail?id=N&domainId=D`), for `navigate({ href })`. */
export function itemPath(item: { id: number; domainId: number }): string {
  const qs = new URLSearchParams(Object.entries(itemSearch(item)).map(([k, v]) => [k, String(v)]));
  return `/detail?${qs.toString()}`;
}

/** The item's link as the browser sees it (hash route under the base path); `version` opens a version other than the published one. */
export function itemHref(item: { id: number; domainId: number }, version?: number): string {
  return hashLink('/detail', itemSearch(item, version));
}
