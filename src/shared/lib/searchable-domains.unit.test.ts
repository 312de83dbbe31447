import { domainByKey } from '@contract/platform/domains';
import { searchableDomains, searchPlaceholder } from './searchable-domains';

const wiki = domainByKey('wiki').permission;
const library = domainByKey('library').permission;
const video = domainByKey('video').permission;

describe('searchable domains', () => {
  it('names every readable domain in the hint, in the domain table order', () => {
    expect(searchPlaceholder([video, library, wiki])).toBe('搜索词条、文档、视频');
  });

  it('leaves out the domains the user may not read', () => {
    expect(searchPlaceholder([library, 'ROLE_PORTAL_HOME_DISPLAY'])).toBe('搜索文档');
    expect(searchableDomains([library]).map((d) => d.key)).toEqual(['library']);
  });

  it('falls back to a plain hint without any readable domain', () => {
    expect(searchPlaceholder([])).toBe('搜索');
  });
});
