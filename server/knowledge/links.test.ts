import { DOMAIN_IDS } from '@contract/platform/domains';
import { describe, expect, it } from 'vitest';
import { itemLink } from './links';

describe('itemLink', () => {
  it('opens wiki entries, documents and videos on the one detail route', () => {
    expect(itemLink({ id: 7, domainId: DOMAIN_IDS.wiki })).toBe('/detail?id=7');
    expect(itemLink({ id: 8, domainId: DOMAIN_IDS.library })).toBe(`/detail?id=8&domainId=${DOMAIN_IDS.library}`);
    expect(itemLink({ id: 9, domainId: DOMAIN_IDS.video })).toBe(`/detail?id=9&domainId=${DOMAIN_IDS.video}`);
  });
});
