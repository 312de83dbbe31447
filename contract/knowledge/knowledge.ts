import { z } from 'zod';
import { FIELD_LIMITS } from '../common/field-values';
import { intInput, keywordFilter, MAX_DB_ID } from '../platform/schemas';
import { KNOWLEDGE_STATUSES, LIST_SORTS } from './knowledge-terms';

/**
 * Shapes shared by every knowledge domain (wiki entries, documents, videos):
 * one lifecycle, one set of interactions. The domains themselves are `DOMAINS` in domains.ts.
 */

export const knowledgeStatus = z.enum(KNOWLEDGE_STATUSES).meta({ title: '状态' });
export type KnowledgeStatus = z.infer<typeof knowledgeStatus>;
export const STATUS_NAMES: Record<KnowledgeStatus | 'superseded', string> = {
  draft: '草稿',
  pending: '待审核',
  published: '已发布',
  rejected: '已驳回',
  superseded: '历史版本',
};

export const TITLE_MAX = 100;
export const SUMMARY_MAX = 500;
/** Largest stored HTML body of one version. */
export const CONTENT_MAX = 400_000;
/** Items stay this long in the recycle bin before the purge job removes them. */
export const RECYCLE_RETENTION_DAYS = 30;
/** Images in rich text: types by content, and the size limit. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const dbId = (title: string) => intInput((n) => n.positive().max(MAX_DB_ID)).meta({ title });
/** Ids of one kind, at most `max` of them (a longer list is refused with a Chinese message naming the kind). */
export const idList = (title: string, max = 50) => z.array(dbId(title)).max(max, `${title}最多选择${max}项`).meta({ title });

export const VISIBILITY_SCOPES = ['all', 'groups', 'users'] as const;
export const VISIBILITY_NAMES = { all: '全公司', groups: '指定组织', users: '指定人员' } as const;
export const visibilitySchema = z
  .object({
    scope: z.enum(VISIBILITY_SCOPES).meta({ title: '可见范围' }),
    groupIds: idList('可见组织', 100).default([]),
    userIds: idList('可见人员', 200).default([]),
  })
  .refine((v) => v.scope !== 'groups' || v.groupIds.length > 0, { message: '请至少选择一个可见组织', path: ['groupIds'] })
  .refine((v) => v.scope !== 'users' || v.userIds.length > 0, { message: '请至少选择一位可见人员', path: ['userIds'] })
  .meta({ title: '可见范围' });
export type Visibility = z.output<typeof visibilitySchema>;

export const fieldValueSchema = z.object({
  fieldId: dbId('字段'),
  // A multiple choice holds its options encoded, so the bound is wider than a text value's (checked per type on save).
  value: z
    .string()
    .trim()
    .max(FIELD_LIMITS.valueChars, '字段值过长')
    .refine((s) => !s.includes('\u0000'), '字段值含有不支持的字符')
    .meta({ title: '字段值' }),
});

export const userRef = z.object({ id: z.number().int(), nickname: z.string() });
export const groupRef = z.object({ id: z.number().int(), name: z.string() });
export const labelRef = z.object({ id: z.number().int(), name: z.string(), rootParentId: z.number().int() });

/** An item in any list. */
export const knowledgeListItem = z.object({
  id: z.number().int(),
  domainId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  status: knowledgeStatus,
  /** Version readers see (published), else the newest. */
  version: z.number().int(),
  coverUrl: z.string().nullable(),
  author: userRef,
  group: groupRef.nullable(),
  labels: z.array(labelRef),
  views: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  favouriteCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type KnowledgeListItem = z.infer<typeof knowledgeListItem>;

/** What the caller may do with an item; the SPA never re-derives these rules. */
export const abilities = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canSubmit: z.boolean(),
  canWithdraw: z.boolean(),
  canApprove: z.boolean(),
  canRollback: z.boolean(),
});

export const knowledgeDetail = knowledgeListItem.extend({
  content: z.string(),
  /** Plain text of the content (for diffs and the table of contents fallback). */
  contentText: z.string(),
  fields: z.array(
    z.object({
      fieldId: z.number().int(),
      code: z.string(),
      name: z.string(),
      /** As stored (the editors read it). */
      value: z.string(),
      /** As readers see it: the names of a person or group, a multiple choice's options joined by 、. */
      display: z.string(),
    }),
  ),
  visibility: z.object({
    scope: z.enum(VISIBILITY_SCOPES),
    groups: z.array(groupRef),
    users: z.array(userRef),
  }),
  coverFileId: z.number().int().nullable(),
  versionStatus: z.enum([...KNOWLEDGE_STATUSES, 'superseded']),
  latestVersion: z.number().int(),
  publishedVersion: z.number().int().nullable(),
  /** The newest unpublished version's state, for the author and approvers. */
  working: z
    .object({
      version: z.number().int(),
      status: knowledgeStatus,
      revision: z.number().int(),
      decisionComment: z.string().nullable(),
    })
    .nullable(),
  liked: z.boolean(),
  favourited: z.boolean(),
  abilities,
});
export type KnowledgeDetail = z.infer<typeof knowledgeDetail>;

export const SORT_NAMES: Record<(typeof LIST_SORTS)[number], string> = {
  newest: '最新发布',
  updated: '最近更新',
  views: '阅读最多',
  hot: '近30天热度',
  likes: '点赞最多',
  title: '标题',
};

/** Filters of knowledge lists; the SPA holds them in the URL. */
export const listFilters = z.object({
  keyword: keywordFilter,
  labelIds: idList('标签').optional(),
  groupIds: idList('组织').optional(),
  authorId: dbId('作者').optional(),
  status: knowledgeStatus.optional(),
  /** Only the caller's own items (drafts, pending, rejected included). */
  mine: z.boolean().optional().meta({ title: '我的' }),
  dateFrom: z.iso.date('日期格式应为 YYYY-MM-DD').optional().meta({ title: '开始日期' }),
  dateTo: z.iso.date('日期格式应为 YYYY-MM-DD').optional().meta({ title: '结束日期' }),
  sort: z.enum(LIST_SORTS).default('newest').meta({ title: '排序' }),
});
export type ListFilters = z.input<typeof listFilters>;
