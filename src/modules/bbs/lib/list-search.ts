import type { PostListInput } from '@contract/bbs/bbs-posts';
import type { BbsPostKind, POST_SORTS } from '@contract/bbs/bbs-terms';
import type { PostListSearch } from './forum-search';

type PostSort = (typeof POST_SORTS)[number];

export type { PostListSearch } from './forum-search';

export const POST_PAGE_SIZE = 20;

/**
 * The forum's post lists: what each fixes in the request (not in the URL),
 * its default sort and the filters its toolbar offers. A plate's posts are
 * `home?plateId=` (the plate's page), the other lists narrow by plate with
 * the same `plateId` param.
 */
export const POST_LISTS = {
  questions: {
    title: '待回答',
    hint: '还没有回答的问题，等你来解答',
    fixed: { kind: 'question', unanswered: true },
    sort: 'created',
    kindFilter: false,
    empty: '没有待回答的问题',
  },
  popular: {
    title: '热门',
    hint: '近期浏览、回答和投票最多的帖子',
    fixed: {},
    sort: 'hot',
    kindFilter: true,
    empty: '暂无热门帖子',
  },
  plate: {
    title: '版块帖子',
    hint: '',
    fixed: {},
    sort: 'latest',
    kindFilter: true,
    empty: '这个版块还没有帖子',
  },
  minePost: {
    title: '我的帖子',
    hint: '我发布的问答、分享和案例，含草稿和待审核的帖子',
    fixed: { scope: 'mine' },
    sort: 'created',
    kindFilter: true,
    empty: '你还没有发过帖子',
  },
  mineCase: {
    title: '我的案例',
    hint: '我写的案例，含草稿和待审核的案例',
    fixed: { scope: 'mine', kind: 'case' },
    sort: 'created',
    kindFilter: false,
    empty: '你还没有写过案例',
  },
  minePraise: {
    title: '我赞过的',
    hint: '我点过赞的帖子',
    fixed: { scope: 'liked' },
    sort: 'latest',
    kindFilter: true,
    empty: '你还没有赞过帖子',
  },
  topic: {
    title: '话题帖子',
    hint: '',
    fixed: {},
    sort: 'latest',
    kindFilter: true,
    empty: '这个话题还没有帖子',
  },
  adminCase: {
    title: '案例管理',
    hint: '论坛里发布的全部案例：查看、转为知识词条、隐藏与恢复',
    fixed: { kind: 'case' },
    sort: 'created',
    kindFilter: false,
    empty: '论坛里还没有案例',
  },
  memberPosts: {
    title: '帖子',
    hint: '',
    fixed: {},
    sort: 'created',
    kindFilter: true,
    empty: '还没有发过帖子',
  },
} as const satisfies Record<
  string,
  {
    title: string;
    hint: string;
    fixed: Partial<Pick<PostListInput, 'kind' | 'unanswered' | 'scope'>>;
    sort: PostSort;
    kindFilter: boolean;
    empty: string;
  }
>;
export type PostListKey = keyof typeof POST_LISTS;

/** The sort in force: the URL's, else the list's default. */
export function sortOf(list: PostListKey, search: PostListSearch): PostSort {
  return search.sort ?? POST_LISTS[list].sort;
}

/** One page of a list as the server is asked for it. */
export function postListRequest(
  list: PostListKey,
  search: PostListSearch,
  extra: { authorId?: number; topicId?: number } = {},
): PostListInput {
  const def = POST_LISTS[list];
  const fixed: Partial<PostListInput> = def.fixed;
  const kind: BbsPostKind | undefined = fixed.kind ?? (def.kindFilter ? search.kind : undefined);
  return {
    page: search.page,
    size: POST_PAGE_SIZE,
    sort: sortOf(list, search),
    scope: fixed.scope ?? 'all',
    ...(fixed.unanswered ? { unanswered: true } : {}),
    ...(kind ? { kind } : {}),
    ...(search.plateId ? { plateId: search.plateId } : {}),
    ...(search.labelId ? { labelId: search.labelId } : {}),
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(extra.authorId ? { authorId: extra.authorId } : {}),
    ...(extra.topicId ? { topicId: extra.topicId } : {}),
  };
}

/**
 * The URL's search params after a change: defaults left out so links stay
 * short, back to page 1 unless the page itself changed.
 */
export function nextSearch(
  list: PostListKey,
  search: PostListSearch,
  patch: Partial<PostListSearch>,
): Record<string, string | number> {
  const merged: PostListSearch = { ...search, ...patch, page: patch.page ?? 1 };
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(merged)) {
    if (v === undefined || v === '') continue;
    if (k === 'page' && v === 1) continue;
    if (k === 'sort' && v === POST_LISTS[list].sort) continue;
    out[k] = v as string | number;
  }
  return out;
}
