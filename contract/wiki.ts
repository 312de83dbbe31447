import { z } from 'zod';
import { endpoint, noInput } from './endpoint';
import {
  CONTENT_MAX,
  dbId,
  fieldValueSchema,
  idList,
  knowledgeDetail,
  knowledgeListItem,
  knowledgeStatus,
  listFilters,
  SUMMARY_MAX,
  TITLE_MAX,
  userRef,
  visibilitySchema,
} from './knowledge';
import { idParam, intInput, pageInput, pageOf } from './schemas';

const WIKI = 'ROLE_WIKI_DISPLAY_WEB' as const;
/** Writing entries: the wiki's key and the key to write knowledge (visitors lack it by default). */
const WIKI_WRITE = [WIKI, 'ROLE_KNOWLEDGE_CREATE'] as const;

export const wikiList = endpoint({
  id: 'wiki.list',
  method: 'POST',
  path: '/aikn-app/wiki/list',
  summary: '词条列表（筛选、排序、分页）',
  access: WIKI,
  input: listFilters.extend(pageInput.shape),
  output: pageOf(knowledgeListItem),
});

export const wikiDetail = endpoint({
  id: 'wiki.detail',
  method: 'GET',
  path: '/aikn-app/wiki/detail/:id',
  summary: '词条详情（默认已发布版本；作者与审核人可看指定版本）；记录足迹',
  access: WIKI,
  params: idParam,
  input: z.object({
    version: intInput((n) => n.min(1).max(100_000))
      .optional()
      .meta({ title: '版本' }),
  }),
  output: knowledgeDetail,
});

export const wikiSave = endpoint({
  id: 'wiki.save',
  method: 'POST',
  path: '/aikn-app/wiki/save',
  summary: '新建或保存词条草稿；baseVersion 不是最新版本时返回 409',
  access: WIKI_WRITE,
  input: z.object({
    id: dbId('词条').optional(),
    baseVersion: z.number().int().min(1).optional().meta({ title: '基础版本' }),
    /** Revision of the draft the editor loaded; guards two tabs autosaving one draft. */
    baseRevision: z.number().int().min(1).optional().meta({ title: '草稿修订号' }),
    title: z.string().trim().min(1, '请填写标题').max(TITLE_MAX, `标题最多${TITLE_MAX}个字`).meta({ title: '标题' }),
    content: z.string().max(CONTENT_MAX, '正文过长').meta({ title: '正文' }),
    summary: z.string().trim().max(SUMMARY_MAX, `摘要最多${SUMMARY_MAX}个字`).default('').meta({ title: '摘要' }),
    labelIds: idList('标签').default([]),
    groupId: dbId('所属组织').nullable().default(null),
    fields: z.array(fieldValueSchema).max(50).default([]).meta({ title: '自定义字段' }),
    visibility: visibilitySchema.default({ scope: 'all', groupIds: [], userIds: [] }),
    coverFileId: dbId('封面').nullable().default(null),
  }),
  output: z.object({ id: z.number().int(), version: z.number().int(), status: knowledgeStatus, revision: z.number().int() }),
});

export const wikiSubmit = endpoint({
  id: 'wiki.submit',
  method: 'POST',
  path: '/aikn-app/wiki/submit/:id',
  summary: '提交最新草稿审核',
  access: WIKI_WRITE,
  params: idParam,
  input: noInput,
  output: z.object({ id: z.number().int(), version: z.number().int(), status: knowledgeStatus }),
});

export const wikiWithdraw = endpoint({
  id: 'wiki.withdraw',
  method: 'POST',
  path: '/aikn-app/wiki/withdraw/:id',
  summary: '撤回审核中的版本（回到草稿）',
  access: WIKI,
  params: idParam,
  input: noInput,
  output: z.object({ id: z.number().int(), version: z.number().int(), status: knowledgeStatus }),
});

export const versionItem = z.object({
  version: z.number().int(),
  status: z.enum(['draft', 'pending', 'published', 'rejected', 'superseded']),
  title: z.string(),
  editor: userRef,
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: userRef.nullable(),
  decisionComment: z.string().nullable(),
  changeSummary: z.string().nullable(),
  rollbackOf: z.number().int().nullable(),
});

export const wikiVersions = endpoint({
  id: 'wiki.versions',
  method: 'GET',
  path: '/aikn-app/wiki/versions/:id',
  summary: '版本历史（读者看到已发布过的版本，作者与审核人看到全部）',
  access: WIKI,
  params: idParam,
  input: noInput,
  output: z.array(versionItem),
});

export const wikiRollback = endpoint({
  id: 'wiki.rollback',
  method: 'POST',
  path: '/aikn-app/wiki/rollback',
  summary: '回滚：以旧版本内容新建一个版本（审核人直接发布，其他人进入审核）',
  access: WIKI_WRITE,
  input: z.object({ id: dbId('词条'), version: z.number().int().min(1).max(100_000).meta({ title: '版本' }) }),
  output: z.object({ id: z.number().int(), version: z.number().int(), status: knowledgeStatus }),
});

export const wikiRemove = endpoint({
  id: 'wiki.remove',
  method: 'POST',
  path: '/aikn-app/wiki/remove/:id',
  summary: '删除词条（移入回收站）',
  access: WIKI,
  params: idParam,
  input: noInput,
  output: z.null(),
});

export const wikiRelated = endpoint({
  id: 'wiki.related',
  method: 'GET',
  path: '/aikn-app/wiki/related/:id',
  summary: '相关词条（标签与组织相近）',
  access: WIKI,
  params: idParam,
  input: pageInput,
  output: pageOf(knowledgeListItem),
});

export const categoryCount = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });

export const wikiHome = endpoint({
  id: 'wiki.home',
  method: 'GET',
  path: '/aikn-app/wiki/home',
  summary: '词条首页：按标签分类和组织统计、最新、最热',
  access: WIKI,
  input: noInput,
  output: z.object({
    labelGroups: z.array(z.object({ rootParentId: z.number().int(), name: z.string(), labels: z.array(categoryCount) })),
    groups: z.array(categoryCount),
    newest: z.array(knowledgeListItem),
    mostRead: z.array(knowledgeListItem),
    total: z.number().int(),
  }),
});
