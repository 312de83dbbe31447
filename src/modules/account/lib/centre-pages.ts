/**
 * The personal centre's pages, in the order its navigation lists them. Only
 * pages that exist are listed: a link to a page not built yet would be a dead end.
 */
export const CENTRE_PAGES = [
  { to: '/account/home', label: '个人主页' },
  { to: '/account/publish', label: '我的发布' },
  { to: '/account/draft', label: '我的草稿' },
  { to: '/account/collections', label: '我的收藏' },
  { to: '/account/footprint', label: '我的足迹' },
  { to: '/account/soso', label: '我的搜索' },
  { to: '/account/settings', label: '账号设置' },
] as const;
