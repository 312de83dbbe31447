import { z } from 'zod';
import { dbId, idList } from '../knowledge/knowledge';
import { endpoint, noInput } from '../platform/endpoint';
import { domainIdSchema, keywordFilter, pageInput, pageOf } from '../platform/schemas';
import { MY_ITEM_STATES, type MyItemState } from './account-terms';

export { MY_ITEM_STATES, type MyItemState } from './account-terms';

/**
 * The personal centre's own lists (SPEC §2 `/account/...`): what I wrote and
 * what I read, over every live domain. Favourites and folders stay with the
 * interaction engine's endpoints (contract/knowledge/interaction.ts).
 */

export const MY_ITEM_STATE_NAMES: Record<MyItemState, string> = {
  published: '已发布',
  pending: '审核中',
  rejected: '已驳回',
  withdrawn: '已撤下',
  draft: '草稿',
};

/** The two lists of my items: what I sent out (published or on its way) and what I am still writing. */
export const MY_ITEM_KINDS = ['publish', 'draft'] as const;

export const myItem = z.object({
  id: z.number().int(),
  domainId: z.number().int(),
  title: z.string(),
  state: z.enum(MY_ITEM_STATES),
  /** The newest version (the one a draft continues, or the one waiting for review). */
  version: z.number().int(),
  /** Whether a published version exists beside a newer draft or review. */
  hasPublished: z.boolean(),
  views: z.number().int(),
  likeCount: z.number().int(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  /** The reviewer's reason when the newest version was rejected. */
  decisionComment: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type MyItem = z.infer<typeof myItem>;

export const myItems = endpoint({
  id: 'account.myItems',
  method: 'POST',
  path: '/aikn-app/account/items',
  summary:
    '我的发布与草稿（所有知识域）：publish 列出已发布、审核中、已驳回（含审核意见）和已撤下（在回收站）的；draft 列出最新版本为草稿的',
  access: 'signedIn',
  input: pageInput.extend({
    kind: z.enum(MY_ITEM_KINDS, '列表只能是 publish 或 draft').meta({ title: '列表' }),
    state: z.enum(MY_ITEM_STATES, '状态不存在').optional().meta({ title: '状态' }),
    domainId: domainIdSchema.optional(),
    keyword: keywordFilter,
  }),
  output: pageOf(myItem),
});

/** Footprints of one day of one item: a footprint row's key for its owner. */
export const footprintKey = z.object({ knowledgeId: dbId('知识'), day: z.iso.date('日期格式应为 YYYY-MM-DD') });

export const footprintRemove = endpoint({
  id: 'footprint.remove',
  method: 'POST',
  path: '/aikn-app/footprint/remove',
  summary: '删除我的足迹：给出 items 删除这些条，给出 all: true 清空全部（只动自己的足迹）',
  access: 'signedIn',
  input: z
    .object({
      items: z.array(footprintKey).max(100, '一次最多删除100条').optional().meta({ title: '足迹' }),
      all: z.literal(true).optional().meta({ title: '全部清空' }),
    })
    .refine((v) => (v.all === true) !== (v.items !== undefined && v.items.length > 0), {
      message: '请选择要删除的足迹，或选择全部清空',
    }),
  output: z.object({ removed: z.number().int() }),
});

/**
 * One favourite as the personal centre lists it. An item since deleted or
 * hidden from the caller stays in his folder as unavailable: he learns it is
 * gone (and may drop it) without learning what it has become, so its title
 * and the rest are left out.
 */
export const centreFavourite = z.object({
  knowledgeId: z.number().int(),
  folderId: z.number().int(),
  favouritedAt: z.string(),
  available: z.boolean(),
  domainId: z.number().int().nullable(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  author: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
  publishedAt: z.string().nullable(),
});
export type CentreFavourite = z.infer<typeof centreFavourite>;

export const centreFavourites = endpoint({
  id: 'account.favourites',
  method: 'POST',
  path: '/aikn-app/account/favourites',
  summary: '收藏夹里的收藏（所有知识域；已删除或无权查看的显示为不可用）',
  access: 'signedIn',
  input: pageInput.extend({ folderId: dbId('收藏夹').optional() }),
  /** `unavailable`: how many of `total` are gone (favorite.folders counts them the same way: `count` and `unavailable`). */
  output: pageOf(centreFavourite).extend({ unavailable: z.number().int() }),
});

const favouriteIds = idList('收藏', 100).min(1, '请选择收藏');

export const centreFavouritesMove = endpoint({
  id: 'account.favouritesMove',
  method: 'POST',
  path: '/aikn-app/account/favourites/move',
  summary: '把自己的收藏移到另一个自己的收藏夹',
  access: 'signedIn',
  input: z.object({ knowledgeIds: favouriteIds, folderId: dbId('收藏夹') }),
  output: z.object({ moved: z.number().int() }),
});

export const centreFavouritesRemove = endpoint({
  id: 'account.favouritesRemove',
  method: 'POST',
  path: '/aikn-app/account/favourites/remove',
  summary: '取消收藏（含已不可用的收藏）',
  access: 'signedIn',
  input: z.object({ knowledgeIds: favouriteIds }),
  output: z.object({ removed: z.number().int() }),
});

/** One keyword I searched for (every search of it counted together), with its latest search. */
export const mySearch = z.object({
  /** The latest search's log id: what removal names. */
  id: z.number().int(),
  keyword: z.string(),
  /** The one domain the latest search was limited to, if any (for re-running it). */
  domainId: z.number().int().nullable(),
  times: z.number().int(),
  lastTotal: z.number().int(),
  lastAt: z.string(),
});
export type MySearch = z.infer<typeof mySearch>;

export const mySearches = endpoint({
  id: 'account.searches',
  method: 'POST',
  path: '/aikn-app/account/searches',
  summary: '我的搜索记录（同一关键词合并，最近的在前）',
  access: 'signedIn',
  input: pageInput.extend({
    keyword: keywordFilter,
  }),
  output: pageOf(mySearch),
});

export const mySearchesRemove = endpoint({
  id: 'account.searchesRemove',
  method: 'POST',
  path: '/aikn-app/account/searches/remove',
  summary: '删除我的搜索记录：给出 ids 删除这些关键词的全部记录，给出 all: true 清空（只动自己的记录）',
  access: 'signedIn',
  input: z
    .object({
      ids: idList('搜索记录', 100).optional(),
      all: z.literal(true).optional().meta({ title: '全部清空' }),
    })
    .refine((v) => (v.all === true) !== (v.ids !== undefined && v.ids.length > 0), {
      message: '请选择要删除的搜索记录，或选择全部清空',
    }),
  output: z.object({ removed: z.number().int() }),
});

/** The personal page's numbers: what I contributed and what it brought. */
export const centreStats = endpoint({
  id: 'account.stats',
  method: 'GET',
  path: '/aikn-app/account/stats',
  summary: '个人主页数字：各知识域已发布数、收到的阅读与点赞、我的收藏数，以及最近动态',
  access: 'signedIn',
  input: noInput,
  output: z.object({
    /** Published (and not deleted) items per live domain the caller may read. */
    published: z.array(z.object({ domainId: z.number().int(), count: z.number().int() })),
    readsReceived: z.number().int(),
    likesReceived: z.number().int(),
    favourites: z.number().int(),
    /** My latest doings (events), newest first; items since hidden from me are left out. */
    recent: z.array(
      z.object({
        action: z.string(),
        actionName: z.string(),
        at: z.string(),
        item: z.object({ id: z.number().int(), domainId: z.number().int(), title: z.string() }).nullable(),
      }),
    ),
  }),
});

/** A label with how many of my reads carried it. */
const storyTheme = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
const storyMoment = z.object({
  at: z.string(),
  item: z.object({ id: z.number().int(), domainId: z.number().int(), title: z.string() }),
});

export const accountStory = endpoint({
  id: 'account.story',
  method: 'GET',
  path: '/aikn-app/account/story',
  summary: '我的知识故事：最近12个月的活跃天数、阅读条数、常读主题（标签）、贡献、第一次与最近一次阅读、每月阅读数',
  access: 'signedIn',
  input: noInput,
  output: z.object({
    from: z.string(),
    to: z.string(),
    daysActive: z.number().int(),
    itemsRead: z.number().int(),
    topThemes: z.array(storyTheme),
    contributions: z.object({
      published: z.number().int(),
      comments: z.number().int(),
      likesGiven: z.number().int(),
    }),
    first: storyMoment.nullable(),
    latest: storyMoment.nullable(),
    /** Reads per month, oldest first, 12 entries (YYYY-MM). */
    monthly: z.array(z.object({ month: z.string(), reads: z.number().int() })),
  }),
});
