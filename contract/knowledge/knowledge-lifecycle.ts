import { z } from 'zod';
import type { DomainRow } from '../platform/domains';
import { endpoint, noInput } from '../platform/endpoint';
import type { PermissionKey } from '../platform/permissions';
import { idParam, intInput } from '../platform/schemas';
import {
  CONTENT_MAX,
  dbId,
  fieldValueSchema,
  idList,
  knowledgeStatus,
  SUMMARY_MAX,
  TITLE_MAX,
  userRef,
  visibilitySchema,
} from './knowledge';

/**
 * The knowledge lifecycle every domain with the 'lifecycle' feature shares
 * (decision 007): its shapes, and the per-domain endpoints built from a
 * `DOMAINS` row so that a new domain gets them by adding a row.
 */

/** One version in an item's history. */
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

/** A label or group of a domain's home page with the number of items in it. */
export const categoryCount = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });

/** A root label with its child labels counted, as a domain's home page groups them. */
export const labelGroupCount = z.object({ rootParentId: z.number().int(), name: z.string(), labels: z.array(categoryCount) });

/** `?version=N` of a detail, preview or download: a version other than the published one. */
export const versionQuery = intInput((n) => n.min(1).max(100_000))
  .optional()
  .meta({ title: '版本' });

/** What a lifecycle step (submit, withdraw, rollback) answers. */
export const stepOutput = z.object({ id: z.number().int(), version: z.number().int(), status: knowledgeStatus });

/** Fields a saved version carries; `id` absent creates a new item. */
export const saveInput = (noun: string) =>
  z.object({
    id: dbId(noun).optional(),
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
  });

/**
 * Saving an item that was created by an upload (a document, a video): it
 * exists already, so `id` and `baseVersion` are required, and its body text
 * is an optional description.
 */
export const uploadedItemSaveInput = (noun: string) =>
  saveInput(noun).extend({
    id: dbId(noun),
    baseVersion: z.number().int().min(1).meta({ title: '基础版本' }),
    content: z.string().max(CONTENT_MAX, '正文过长').meta({ title: '正文' }).default(''),
  });

/** What a save answers: the step plus the draft's new revision. */
export const saveOutput = stepOutput.extend({ revision: z.number().int() });

/** Reading a domain's items: its permission key. */
export const readAccess = <R extends DomainRow>(row: R) => row.permission as R['permission'];

/** Writing a domain's items: its key and the key to write knowledge (visitors lack it by default). */
export const writeAccess = <R extends DomainRow>(row: R) =>
  [row.permission as R['permission'], 'ROLE_KNOWLEDGE_CREATE'] as const satisfies readonly PermissionKey[];

export type LifecycleAction = 'submit' | 'withdraw' | 'versions' | 'rollback' | 'remove';

interface LifecycleOptions<V extends z.ZodType> {
  /** What a rollback copies from the old version, as the summary says it (内容, 的信息和文件 …). */
  rollbackCopies: string;
  /** Summaries that differ from the domain-generic wording. */
  summaries?: Partial<Record<LifecycleAction, string>>;
  /** A history entry, when the domain's versions carry more than `versionItem`. */
  versionItem?: V;
}

/**
 * The lifecycle endpoints of one domain: submit, withdraw, versions,
 * rollback and remove, under `/aikn-app/{key}/…` with ids `{key}.{action}`.
 */
export function lifecycleEndpoints<V extends z.ZodType = typeof versionItem>(row: DomainRow, options: LifecycleOptions<V>) {
  const { key, noun } = row;
  const read = readAccess(row);
  const write = writeAccess(row);
  const summary = (action: LifecycleAction, generic: string) => options.summaries?.[action] ?? generic;
  const history = (options.versionItem ?? versionItem) as V;
  return {
    submit: endpoint({
      id: `${key}.submit`,
      method: 'POST',
      path: `/aikn-app/${key}/submit/:id`,
      summary: summary('submit', `提交最新${noun}版本审核`),
      access: write,
      params: idParam,
      input: noInput,
      output: stepOutput,
    }),
    withdraw: endpoint({
      id: `${key}.withdraw`,
      method: 'POST',
      path: `/aikn-app/${key}/withdraw/:id`,
      summary: summary('withdraw', `撤回审核中的${noun}版本（回到草稿）`),
      access: read,
      params: idParam,
      input: noInput,
      output: stepOutput,
    }),
    versions: endpoint({
      id: `${key}.versions`,
      method: 'GET',
      path: `/aikn-app/${key}/versions/:id`,
      summary: summary('versions', `${noun}版本历史（读者看到已发布过的版本，作者与审核人看到全部）`),
      access: read,
      params: idParam,
      input: noInput,
      output: z.array(history),
    }),
    rollback: endpoint({
      id: `${key}.rollback`,
      method: 'POST',
      path: `/aikn-app/${key}/rollback`,
      summary: summary('rollback', `回滚：以旧版本${options.rollbackCopies}新建一个版本（审核人直接发布，其他人进入审核）`),
      access: write,
      input: z.object({ id: dbId(noun), version: z.number().int().min(1).max(100_000).meta({ title: '版本' }) }),
      output: stepOutput,
    }),
    remove: endpoint({
      id: `${key}.remove`,
      method: 'POST',
      path: `/aikn-app/${key}/remove/:id`,
      summary: summary('remove', `删除${noun}（移入回收站）`),
      access: read,
      params: idParam,
      input: noInput,
      output: z.null(),
    }),
  };
}
