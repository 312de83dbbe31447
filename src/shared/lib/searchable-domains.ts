import { type DomainRow, domainsWith } from '@contract/platform/domains';

/**
 * The searchable domains a user may read, in the domain table's order: the
 * search tabs and the header box's hint offer only these (the server leaves
 * the others out of every answer anyway).
 */
export function searchableDomains(permissions: readonly string[]): DomainRow[] {
  const held = new Set(permissions);
  return domainsWith('search').filter((d) => held.has(d.permission));
}

/** The header search box's hint: '搜索词条、文档、视频' for who reads all three, '搜索文档' for who reads documents only. */
export function searchPlaceholder(permissions: readonly string[]): string {
  const nouns = searchableDomains(permissions).map((d) => d.noun);
  return nouns.length > 0 ? `搜索${nouns.join('、')}` : '搜索';
}
