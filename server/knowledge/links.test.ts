import { describe, expect, it } from 'vitest';
import { itemLink } from './links';

describe('itemLink', () => {
  it('opens wiki entries, documents and videos on the one detail route', () => {
    expect(itemLink({ id: 7, domainId: 1 })).toBe('/detail?id=7');
    expect(itemLink({ id: 8, domainId: 2 })).toBe('/detail?id=8&domainId=2');
    expect(itemLink({ id: 9, domainId: 3 })).toBe('/detail?id=9&domainId=3');
  });
});
