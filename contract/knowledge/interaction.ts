import { z } from 'zod';
import { endpoint, noInput } from '../platform/endpoint';
import { domainIdSchema, idParam, pageInput, pageOf } from '../platform/schemas';
import { dbId, idList, knowledgeListItem, userRef } from './knowledge';

export const COMMENT_MAX = 1000;

export const commentItem = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  user: userRef,
  /** Plain text; the SPA renders it as text, never as HTML. */
  content: z.string(),
  likeCount: z.number().int(),
  liked: z.boolean(),
  canDelete: z.boolean(),
  createdAt: z.string(),
  replyTo: userRef.nullable(),
});

export const commentThread = commentItem.extend({ replies: z.array(commentItem) });

export const commentList = endpoint({
  id: 'comment.list',
  method: 'POST',
  path: '/aikn-app/comment/list',
  summary: '评论列表（含回复）；带 aroundId 时返回该评论所在的页',
  access: 'signedIn',
  input: pageInput.extend({
    knowledgeId: dbId('知识'),
    /** A comment to show (a comment message's link): its page is answered instead of `page`. */
    aroundId: dbId('定位评论').optional(),
    /** A forum answer of the item: its comments; without it the item's own comments (decision 033). */
    answerId: dbId('回答').optional(),
  }),
  output: pageOf(commentThread).extend({
    /** The page answered: `page`, or the one holding `aroundId`. */
    page: z.number().int(),
    /** With `aroundId`: found on this page, or removed (or not a comment of this item); null without it. */
    around: z.enum(['found', 'deleted']).nullable(),
  }),
});

export const commentAdd = endpoint({
  id: 'comment.add',
  method: 'POST',
  path: '/aikn-app/comment/add',
  summary: '发表评论或回复；作者（或被回复人）收到消息',
  access: 'ROLE_KNOWLEDGE_COMMENT',
  input: z.object({
    knowledgeId: dbId('知识'),
    parentId: dbId('回复的评论').optional(),
    /** A forum answer of the item the comment is on (decision 033). */
    answerId: dbId('回答').optional(),
    content: z
      .string()
      .trim()
      .min(1, '评论内容不能为空')
      .max(COMMENT_MAX, `评论最多${COMMENT_MAX}个字`)
      .meta({ title: '评论内容' }),
  }),
  output: commentItem,
});

export const commentRemove = endpoint({
  id: 'comment.remove',
  method: 'POST',
  path: '/aikn-app/comment/remove/:id',
  summary: '删除评论（本人或管理员）',
  access: 'signedIn',
  params: idParam,
  input: noInput,
  output: z.null(),
});

export const likeToggle = endpoint({
  id: 'like.toggle',
  method: 'POST',
  path: '/aikn-app/like/toggle',
  summary: '点赞或取消点赞（知识或评论）',
  access: 'signedIn',
  input: z.object({
    targetType: z.enum(['knowledge', 'comment']).meta({ title: '点赞对象' }),
    targetId: dbId('点赞对象'),
  }),
  output: z.object({ liked: z.boolean(), count: z.number().int() }),
});

const folderName = z.string().trim().min(1, '收藏夹名称不能为空').max(30, '收藏夹名称最多30个字').meta({ title: '收藏夹名称' });
/**
 * A favourite folder. `count` is every favourite its list shows; `unavailable`
 * how many of them the caller can no longer read (listed as unavailable rows).
 */
export const folderItem = z.object({
  id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  unavailable: z.number().int(),
  isDefault: z.boolean(),
});

export const favoriteFolders = endpoint({
  id: 'favorite.folders',
  method: 'GET',
  path: '/aikn-app/favorite/folders',
  summary: '我的收藏夹（首次访问自动建立默认收藏夹）',
  access: 'signedIn',
  input: noInput,
  output: z.array(folderItem),
});

export const favoriteFolderSave = endpoint({
  id: 'favorite.folderSave',
  method: 'POST',
  path: '/aikn-app/favorite/folder/save',
  summary: '新建或重命名收藏夹',
  access: 'signedIn',
  input: z.object({ id: dbId('收藏夹').optional(), name: folderName }),
  output: folderItem,
});

export const favoriteFolderDelete = endpoint({
  id: 'favorite.folderDelete',
  method: 'POST',
  path: '/aikn-app/favorite/folder/delete/:id',
  summary: '删除收藏夹（其中的收藏一并取消；默认收藏夹不能删除）',
  access: 'signedIn',
  params: idParam,
  input: noInput,
  output: z.null(),
});

export const favoriteAdd = endpoint({
  id: 'favorite.add',
  method: 'POST',
  path: '/aikn-app/favorite/add',
  summary: '收藏到收藏夹（已收藏则移动）；作者收到消息',
  access: 'signedIn',
  input: z.object({ knowledgeId: dbId('知识'), folderId: dbId('收藏夹') }),
  output: z.object({ favourited: z.boolean(), count: z.number().int() }),
});

export const favoriteRemove = endpoint({
  id: 'favorite.remove',
  method: 'POST',
  path: '/aikn-app/favorite/remove',
  summary: '取消收藏',
  access: 'signedIn',
  input: z.object({ knowledgeId: dbId('知识') }),
  output: z.object({ favourited: z.boolean(), count: z.number().int() }),
});

export const favoriteList = endpoint({
  id: 'favorite.list',
  method: 'POST',
  path: '/aikn-app/favorite/list',
  summary: '收藏的知识（可按收藏夹、知识域）',
  access: 'signedIn',
  /** `domainId`: one domain's favourites (the forum's 我的收藏). */
  input: pageInput.extend({ folderId: dbId('收藏夹').optional(), domainId: domainIdSchema.optional() }),
  output: pageOf(knowledgeListItem.extend({ folderId: z.number().int(), favouritedAt: z.string() })),
});

export const footprintList = endpoint({
  id: 'footprint.list',
  method: 'POST',
  path: '/aikn-app/footprint/list',
  summary: '我的足迹（每人每条每天记录一次）',
  access: 'signedIn',
  input: pageInput.extend({ domainId: domainIdSchema.optional() }),
  output: pageOf(knowledgeListItem.extend({ viewedAt: z.string(), day: z.string().meta({ title: '日期（YYYY-MM-DD）' }) })),
});

export const shareSend = endpoint({
  id: 'share.send',
  method: 'POST',
  path: '/aikn-app/share/send',
  summary: '分享给同事（对方收到分享消息）',
  access: 'signedIn',
  input: z.object({
    knowledgeId: dbId('知识'),
    userIds: idList('分享对象', 50).min(1, '请选择分享对象'),
    note: z.string().trim().max(200, '附言最多200个字').default('').meta({ title: '附言' }),
  }),
  output: z.object({ sent: z.number().int() }),
});

export const userSearch = endpoint({
  id: 'common.userSearch',
  method: 'POST',
  path: '/aikn-app/common/userSearch',
  summary: '按姓名、用户名查找同事（选择可见人员、分享对象）；访客只能按姓名找到其可读知识的作者',
  access: 'signedIn',
  input: z.object({
    keyword: z.string().trim().max(50).default('').meta({ title: '关键词' }),
    ids: idList('用户', 200).optional(),
  }),
  output: z.array(
    userRef.extend({
      /** Null for a visitor caller: visitors get no staff directory (login names, groups). */
      username: z.string().nullable(),
      groupName: z.string().nullable(),
    }),
  ),
});
