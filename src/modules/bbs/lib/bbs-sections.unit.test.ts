import { BBS_SECTIONS, bbsSections, isManageSection, menuGroupOf } from './bbs-sections';

const bbsSection = (path: string) => BBS_SECTIONS.find((s) => s.path === path);

describe('the forum sections', () => {
  it('asks 论坛管理 for every 管理 page and 内部论坛 for every other', () => {
    for (const s of BBS_SECTIONS)
      expect([s.path, s.permission]).toEqual([s.path, isManageSection(s) ? 'ROLE_BBS_MANAGE' : 'ROLE_BBS_DISPLAY']);
  });

  it('names every section once, in Chinese', () => {
    expect(new Set(BBS_SECTIONS.map((s) => s.path)).size).toBe(BBS_SECTIONS.length);
    for (const s of BBS_SECTIONS) expect(s.title).toMatch(/^[\u4e00-\u9fa5]+$/);
  });

  it('offers a member the members’ pages and a forum manager the 管理 pages after them', () => {
    const members = [
      'home',
      'questions',
      'popular',
      'answers',
      'topicPool',
      'topic',
      'topic-detail',
      'expert',
      'ask',
      'case-create',
      'post-detail',
      'personal',
      'mine/post',
      'mine/case',
      'mine/reply',
      'agree',
      'comment',
      'mine/praise',
      'collections',
      'mine/plate',
    ];
    const manage = ['admin/plate', 'admin/post', 'admin/topic', 'admin/expert', 'admin/knowledge', 'admin/case'];
    expect(bbsSections(['ROLE_BBS_DISPLAY']).map((s) => s.path)).toEqual(members);
    expect(bbsSections(['ROLE_BBS_MANAGE']).map((s) => s.path)).toEqual(manage);
    expect(bbsSections(['ROLE_BBS_MANAGE', 'ROLE_BBS_DISPLAY']).map((s) => s.path)).toEqual([...members, ...manage]);
    expect(bbsSections(['ROLE_WIKI_DISPLAY_WEB'])).toEqual([]);
    // A plate's moderator also gets 审核与举报, and no other 管理 page; without the forum, nothing.
    expect(bbsSections(['ROLE_BBS_DISPLAY'], true).map((s) => s.path)).toEqual([...members, 'admin/post']);
    expect(bbsSections(['ROLE_WIKI_DISPLAY_WEB'], true)).toEqual([]);
    expect(bbsSections(['ROLE_BBS_MANAGE', 'ROLE_BBS_DISPLAY'], true).map((s) => s.path)).toEqual([...members, ...manage]);
  });

  it('lists the caller’s own pages together under 我的, after every page of the whole forum', () => {
    const menu = BBS_SECTIONS.filter((s) => s.menu !== false && !isManageSection(s));
    const groups = menu.map(menuGroupOf);
    expect(groups.indexOf('我的')).toBe(groups.length - groups.filter((g) => g === '我的').length);
    expect(menu.filter((s) => menuGroupOf(s) === '我的').map((s) => s.title)).toEqual([
      '个人主页',
      '我的帖子',
      '我的案例',
      '我的回答',
      '赞同',
      '评论',
      '我赞过的',
      '我的收藏',
      '我关注的版块',
    ]);
    expect(menuGroupOf(bbsSection('admin/case')!)).toBe('管理');
  });

  it('leaves pages reached by a link only (a post, a topic, the second address of the topics) out of the menu', () => {
    expect(BBS_SECTIONS.filter((s) => s.menu === false).map((s) => s.path)).toEqual(['topic', 'topic-detail', 'post-detail']);
  });
});
