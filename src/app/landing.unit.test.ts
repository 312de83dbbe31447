import type { PermissionKey } from '@contract/platform/permissions';
import { BUILT_TARGETS, LANDING_PATHS, type LandingTarget, landingPath, landingTarget } from './landing';

const KEYS: PermissionKey[] = [
  'ROLE_PORTAL_HOME_DISPLAY',
  'ROLE_WIKI_DISPLAY_WEB',
  'ROLE_DOCUMENT_DISPLAY_WEB',
  'ROLE_COLLEGE_DISPLAY',
  'ROLE_BBS_DISPLAY',
];
const ALL_BUILT = new Set(Object.keys(LANDING_PATHS) as LandingTarget[]);

/** Every subset of the five landing keys, as a bit mask 0–31. */
const combos = Array.from({ length: 32 }, (_, mask) => KEYS.filter((_k, i) => mask & (1 << i)));

/** The spec's rule written out longhand, independent of the implementation's table. */
function expectedWhenAllBuilt(perms: PermissionKey[]): LandingTarget {
  if (perms.includes('ROLE_PORTAL_HOME_DISPLAY')) return 'index';
  if (perms.includes('ROLE_WIKI_DISPLAY_WEB')) return 'wiki';
  if (perms.includes('ROLE_DOCUMENT_DISPLAY_WEB')) return 'library';
  if (perms.includes('ROLE_COLLEGE_DISPLAY')) return 'college';
  if (perms.includes('ROLE_BBS_DISPLAY')) return 'bbs';
  return 'account';
}

describe('landingTarget', () => {
  it('covers all 32 combinations of the five landing permissions', () => {
    expect(new Set(combos.map((c) => c.join(','))).size).toBe(32);
  });

  describe.each(combos.map((perms) => [perms.join('+') || '(none)', perms] as const))('with %s', (_name, perms) => {
    it('follows home, wiki, library, exam-class, bbs, account when every module is built', () => {
      expect(landingTarget(perms, ALL_BUILT)).toBe(expectedWhenAllBuilt(perms));
    });

    it('skips modules this build does not have', () => {
      const expected = perms.includes('ROLE_PORTAL_HOME_DISPLAY')
        ? 'index'
        : perms.includes('ROLE_WIKI_DISPLAY_WEB')
          ? 'wiki'
          : perms.includes('ROLE_DOCUMENT_DISPLAY_WEB')
            ? 'library'
            : perms.includes('ROLE_BBS_DISPLAY')
              ? 'bbs'
              : 'account';
      expect([...BUILT_TARGETS].sort()).toEqual(['account', 'bbs', 'index', 'library', 'wiki']);
      expect(landingTarget(perms)).toBe(expected);
    });
  });

  it('ignores permissions that do not gate landing', () => {
    expect(landingTarget(['ROLE_VIDEO_DISPLAY_WEB', 'ROLE_BBS_DISPLAY'], ALL_BUILT)).toBe('bbs');
  });

  it('gives the path of the target', () => {
    expect(landingPath(['ROLE_PORTAL_HOME_DISPLAY'])).toBe('/index');
    expect(landingPath(['ROLE_WIKI_DISPLAY_WEB', 'ROLE_DOCUMENT_DISPLAY_WEB'])).toBe('/wiki');
    // lisi (文档专员: documents and download only) lands on the library.
    expect(landingPath(['ROLE_DOCUMENT_DISPLAY_WEB', 'ROLE_DOCUMENT_DOWNLOAD'])).toBe('/library');
    // The forum (issue 18) is built: its holders land on its home.
    expect(landingPath(['ROLE_BBS_DISPLAY'])).toBe('/bbs/home');
    expect(landingPath(['ROLE_BBS_DISPLAY', 'ROLE_DOCUMENT_DISPLAY_WEB'])).toBe('/library');
    expect(landingPath(['ROLE_COLLEGE_DISPLAY'], ALL_BUILT)).toBe('/exam-class/classCenter');
  });
});
