import { MENU_RESOURCES } from '@contract/admin/config-catalogue';
import { BUILT_MENU_CODES } from '@/shared/config/built-menus';
import { APP_NAV, isNavActive, visibleNav } from './nav';

describe('visibleNav', () => {
  it('shows the modules the user may see, named by their menu alias', () => {
    expect(visibleNav(['ROLE_PORTAL_HOME_DISPLAY'], [{ code: 'home', menuAlias: '门户' }]).map((n) => n.name)).toEqual(['门户']);
  });

  it('falls back to the default name without an alias', () => {
    expect(visibleNav(['ROLE_PORTAL_HOME_DISPLAY']).map((n) => n.name)).toEqual(['首页']);
  });

  it('shows the wiki entry to holders of the wiki permission', () => {
    expect(visibleNav(['ROLE_PORTAL_HOME_DISPLAY', 'ROLE_WIKI_DISPLAY_WEB']).map((n) => [n.name, n.to])).toEqual([
      ['首页', '/index'],
      ['知识词条', '/wiki'],
    ]);
  });

  it('shows the document library to holders of the document permission', () => {
    expect(visibleNav(['ROLE_DOCUMENT_DISPLAY_WEB', 'ROLE_DOCUMENT_DOWNLOAD']).map((n) => [n.name, n.to])).toEqual([
      ['文档库', '/library'],
    ]);
  });

  it('shows the knowledge graph to holders of the graph permission', () => {
    expect(visibleNav(['ROLE_GRAPH_DISPLAY_WEB'], [{ code: 'chart', menuAlias: '图谱' }]).map((n) => [n.name, n.to])).toEqual([
      ['图谱', '/chart'],
    ]);
  });

  it('shows the forum to holders of the forum permission, at its home', () => {
    expect(visibleNav(['ROLE_BBS_DISPLAY']).map((n) => [n.name, n.to])).toEqual([['内部论坛', '/bbs/home']]);
  });

  it('shows the statistics reports to holders of the report permission (issue 28)', () => {
    expect(visibleNav(['ROLE_REPORT_DISPLAY']).map((n) => [n.name, n.to])).toEqual([['统计报表', '/reportStatistics']]);
    expect(isNavActive(APP_NAV.find((n) => n.code === 'reports')!, '/reportStatistics/wiki')).toBe(true);
  });

  it('has an entry for every built menu resource, and offers none for a module not built', () => {
    const menus = new Set(MENU_RESOURCES.map((m) => m.code));
    expect(
      APP_NAV.filter((n) => menus.has(n.code))
        .map((n) => n.code)
        .sort(),
    ).toEqual([...BUILT_MENU_CODES].sort());
    expect(BUILT_MENU_CODES.has('college')).toBe(false);
  });

  it('hides modules the user may not see', () => {
    expect(visibleNav(['ROLE_COLLEGE_DISPLAY'])).toEqual([]);
  });
});

describe('isNavActive', () => {
  it('keeps the forum highlighted on all its pages and the case library', () => {
    const bbs = APP_NAV.find((n) => n.code === 'bbs')!;
    expect(isNavActive(bbs, '/bbs/ask')).toBe(true);
    expect(isNavActive(bbs, '/case')).toBe(true);
    expect(isNavActive(bbs, '/wiki')).toBe(false);
  });

  it('keeps the library highlighted on its pages and the chronicle detail', () => {
    const library = APP_NAV.find((n) => n.code === 'library')!;
    expect(isNavActive(library, '/library/dfz')).toBe(true);
    expect(isNavActive(library, '/detailDfz')).toBe(true);
    expect(isNavActive(library, '/list')).toBe(false);
  });
  it('gives /detail to the module of the shown item (domainId; the wiki without it)', () => {
    const library = APP_NAV.find((n) => n.code === 'library')!;
    expect(isNavActive(library, '/detail', 2)).toBe(true);
    expect(isNavActive(wiki, '/detail', 2)).toBe(false);
    expect(isNavActive(library, '/detail')).toBe(false);
    expect(isNavActive(wiki, '/detail/table')).toBe(true);
  });
  it('gives the graphs of an entry or an entity to the graph entry', () => {
    const chart = APP_NAV.find((n) => n.code === 'chart')!;
    expect(isNavActive(chart, '/detail/chart')).toBe(true);
    expect(isNavActive(chart, '/detail/chart/张三')).toBe(true);
    expect(isNavActive(wiki, '/detail/chart')).toBe(false);
    expect(isNavActive(wiki, '/detail/chart/张三')).toBe(false);
    expect(isNavActive(chart, '/detail')).toBe(false);
  });

  const wiki = APP_NAV.find((n) => n.code === 'wiki')!;
  it('highlights a module on its own paths and its section', () => {
    expect(isNavActive(wiki, '/wiki')).toBe(true);
    expect(isNavActive(wiki, '/wiki/newCreate')).toBe(true);
    expect(isNavActive(wiki, '/list/strategy')).toBe(true);
    expect(isNavActive(wiki, '/detail')).toBe(true);
  });
  it('does not highlight it elsewhere', () => {
    expect(isNavActive(wiki, '/index')).toBe(false);
    expect(isNavActive(wiki, '/wikipedia')).toBe(false);
  });
});

describe('the console entry', () => {
  it('shows 管理后台 to holders of any console key, once', () => {
    for (const key of ['ROLE_ADMIN_USER_MANAGE', 'ROLE_ADMIN_GROUP_MANAGE', 'ROLE_ADMIN_ROLE_MANAGE', 'ROLE_GRAPH_MANAGE']) {
      expect(visibleNav([key]).map((n) => [n.name, n.to])).toEqual([['管理后台', '/admin']]);
    }
    expect(visibleNav(['ROLE_ADMIN_USER_MANAGE', 'ROLE_GRAPH_MANAGE']).filter((n) => n.code === 'admin')).toHaveLength(1);
    expect(visibleNav(['ROLE_REPORT_DISPLAY']).some((n) => n.code === 'admin')).toBe(false);
  });

  it('keeps the entry highlighted on every console page', () => {
    const admin = APP_NAV.find((n) => n.code === 'admin')!;
    expect(isNavActive(admin, '/admin/users')).toBe(true);
    expect(isNavActive(admin, '/admin/graph')).toBe(true);
    expect(isNavActive(admin, '/approval')).toBe(false);
  });
});
