import type { PermissionKey } from '@contract/platform/permissions';

/**
 * The forum's pages under `/bbs/` (SPEC §2 /bbs children), as its menu lists them. Each is a
 * route of its own (`routes/_app/bbs/`) with the same title and guard; a test holds the two together.
 */
export type BbsPath =
  | 'home'
  | 'questions'
  | 'popular'
  | 'answers'
  | 'ask'
  | 'case-create'
  | 'post-detail'
  | 'personal'
  | 'mine/plate'
  | 'mine/post'
  | 'mine/case'
  | 'mine/reply'
  | 'agree'
  | 'comment'
  | 'mine/praise'
  | 'collections'
  | 'topicPool'
  | 'topic'
  | 'topic-detail'
  | 'expert'
  | 'admin/plate'
  | 'admin/post'
  | 'admin/topic'
  | 'admin/expert'
  | 'admin/knowledge'
  | 'admin/case';

export interface BbsSection {
  /** The address below `/bbs/`. */
  path: BbsPath;
  title: string;
  /** Members' pages need 内部论坛; the 管理 pages (`admin/*`) need 论坛管理. */
  permission: Extract<PermissionKey, 'ROLE_BBS_DISPLAY' | 'ROLE_BBS_MANAGE'>;
  /** False for pages reached through a link only (a post's detail): the menu leaves them out. */
  menu?: false;
  /**
   * A 管理 page a plate's moderators use too without 论坛管理 (the server
   * narrows what they see and do to the plates they moderate).
   */
  moderators?: true;
  /** The caller's own pages (his posts, answers, votes, comments, follows): listed under 我的 in the menu. */
  mine?: true;
}

export const BBS_SECTIONS: readonly BbsSection[] = [
  { path: 'home', title: '论坛首页', permission: 'ROLE_BBS_DISPLAY' },
  { path: 'questions', title: '待回答', permission: 'ROLE_BBS_DISPLAY' },
  { path: 'popular', title: '热门', permission: 'ROLE_BBS_DISPLAY' },
  { path: 'answers', title: '回答广场', permission: 'ROLE_BBS_DISPLAY' },
  { path: 'topicPool', title: '话题广场', permission: 'ROLE_BBS_DISPLAY' },
  // SPEC §2 names `topic` beside `topicPool`: the same list of topics at a second address (old links).
  { path: 'topic', title: '话题', permission: 'ROLE_BBS_DISPLAY', menu: false },
  { path: 'topic-detail', title: '话题详情', permission: 'ROLE_BBS_DISPLAY', menu: false },
  { path: 'expert', title: '专家', permission: 'ROLE_BBS_DISPLAY' },
  { path: 'ask', title: '发帖提问', permission: 'ROLE_BBS_DISPLAY' },
  { path: 'case-create', title: '写案例', permission: 'ROLE_BBS_DISPLAY' },
  { path: 'post-detail', title: '帖子详情', permission: 'ROLE_BBS_DISPLAY', menu: false },
  { path: 'personal', title: '个人主页', permission: 'ROLE_BBS_DISPLAY', mine: true },
  { path: 'mine/post', title: '我的帖子', permission: 'ROLE_BBS_DISPLAY', mine: true },
  { path: 'mine/case', title: '我的案例', permission: 'ROLE_BBS_DISPLAY', mine: true },
  { path: 'mine/reply', title: '我的回答', permission: 'ROLE_BBS_DISPLAY', mine: true },
  { path: 'agree', title: '赞同', permission: 'ROLE_BBS_DISPLAY', mine: true },
  { path: 'comment', title: '评论', permission: 'ROLE_BBS_DISPLAY', mine: true },
  { path: 'mine/praise', title: '我赞过的', permission: 'ROLE_BBS_DISPLAY', mine: true },
  { path: 'collections', title: '我的收藏', permission: 'ROLE_BBS_DISPLAY', mine: true },
  { path: 'mine/plate', title: '我关注的版块', permission: 'ROLE_BBS_DISPLAY', mine: true },
  { path: 'admin/plate', title: '版块管理', permission: 'ROLE_BBS_MANAGE' },
  { path: 'admin/post', title: '审核与举报', permission: 'ROLE_BBS_MANAGE', moderators: true },
  { path: 'admin/topic', title: '话题管理', permission: 'ROLE_BBS_MANAGE' },
  { path: 'admin/expert', title: '专家管理', permission: 'ROLE_BBS_MANAGE' },
  { path: 'admin/knowledge', title: '知识转化', permission: 'ROLE_BBS_MANAGE' },
  { path: 'admin/case', title: '案例管理', permission: 'ROLE_BBS_MANAGE' },
];

/** The 管理 pages: listed under their own heading in the forum's menu. */
export const isManageSection = (s: BbsSection) => s.path.startsWith('admin/');

/** The heading a section sits under in the forum's menu: 我的 for the caller's own pages, 管理 for the managing ones. */
export const menuGroupOf = (s: BbsSection): string | undefined => (isManageSection(s) ? '管理' : s.mine ? '我的' : undefined);

/**
 * The sections the caller may use, in menu order: members' pages first, then
 * the 管理 ones; a member who moderates a plate also gets the 管理 pages open to moderators.
 */
export function bbsSections(permissions: readonly string[], moderator = false): BbsSection[] {
  const held = new Set(permissions);
  const usable = BBS_SECTIONS.filter(
    (s) => held.has(s.permission) || (moderator && s.moderators && held.has('ROLE_BBS_DISPLAY')),
  );
  return [...usable.filter((s) => !isManageSection(s)), ...usable.filter(isManageSection)];
}
