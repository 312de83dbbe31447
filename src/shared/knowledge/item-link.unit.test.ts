import { DOMAIN_IDS } from '@contract/platform/domains';
import { itemHref, itemPath } from './item-link';

describe('item links', () => {
  it('opens entries without a domain and documents and videos with theirs', () => {
    expect(itemPath({ id: 7, domainId: DOMAIN_IDS.wiki })).toBe('/detail?id=7');
    expect(itemPath({ id: 8, domainId: DOMAIN_IDS.library })).toBe(`/detail?id=8&domainId=${DOMAIN_IDS.library}`);
    expect(itemPath({ id: 9, domainId: DOMAIN_IDS.video })).toBe(`/detail?id=9&domainId=${DOMAIN_IDS.video}`);
    expect(itemHref({ id: 8, domainId: DOMAIN_IDS.library })).toBe(`/webaikn/#/detail?id=8&domainId=${DOMAIN_IDS.library}`);
    expect(itemHref({ id: 7, domainId: DOMAIN_IDS.wiki }, 3)).toBe('/webaikn/#/detail?id=7&version=3');
  });
});
