import { itemHref, itemPath } from './item-link';

describe('item links of search results', () => {
  it('opens entries without a domain and documents and videos with theirs', () => {
    expect(itemPath({ id: 7, domainId: 1 })).toBe('/detail?id=7');
    expect(itemPath({ id: 8, domainId: 2 })).toBe('/detail?id=8&domainId=2');
    expect(itemPath({ id: 9, domainId: 3 })).toBe('/detail?id=9&domainId=3');
    expect(itemHref({ id: 8, domainId: 2 })).toBe('/webaikn/#/detail?id=8&domainId=2');
  });
});
