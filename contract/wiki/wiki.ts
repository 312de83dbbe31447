import { z } from 'zod';
import { knowledgeDetail, knowledgeListItem, listFilters } from '../knowledge/knowledge';
import {
  categoryCount,
  labelGroupCount,
  lifecycleEndpoints,
  readAccess,
  saveInput,
  saveOutput,
  versionQuery,
  writeAccess,
} from '../knowledge/knowledge-lifecycle';
import { domainByKey } from '../platform/domains';
import { endpoint, noInput } from '../platform/endpoint';
import { idParam, pageInput, pageOf } from '../platform/schemas';

const WIKI_DOMAIN = domainByKey('wiki');
const WIKI = readAccess(WIKI_DOMAIN);

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
  input: z.object({ version: versionQuery }),
  output: knowledgeDetail,
});

export const wikiSave = endpoint({
  id: 'wiki.save',
  method: 'POST',
  path: '/aikn-app/wiki/save',
  summary: '新建或保存词条草稿；baseVersion 不是最新版本时返回 409',
  access: writeAccess(WIKI_DOMAIN),
  input: saveInput(WIKI_DOMAIN.noun),
  output: saveOutput,
});

export const {
  submit: wikiSubmit,
  withdraw: wikiWithdraw,
  versions: wikiVersions,
  rollback: wikiRollback,
  remove: wikiRemove,
} = lifecycleEndpoints(WIKI_DOMAIN, {
  rollbackCopies: '内容',
  summaries: {
    submit: '提交最新草稿审核',
    withdraw: '撤回审核中的版本（回到草稿）',
    versions: '版本历史（读者看到已发布过的版本，作者与审核人看到全部）',
  },
});

/** Related entries listed at most: a short ranked list, not a browsable result. */
export const WIKI_RELATED_MAX = 10;

export const wikiRelated = endpoint({
  id: 'wiki.related',
  method: 'GET',
  path: '/aikn-app/wiki/related/:id',
  summary: '相关词条：共有少见的标签、标题词或同一组织，按相关程度排序，最多 10 条',
  access: WIKI,
  params: idParam,
  input: noInput,
  output: z.object({ list: z.array(knowledgeListItem).max(WIKI_RELATED_MAX) }),
});

export const wikiHome = endpoint({
  id: 'wiki.home',
  method: 'GET',
  path: '/aikn-app/wiki/home',
  summary: '词条首页：按标签分类和组织统计、最新、最热',
  access: WIKI,
  input: noInput,
  output: z.object({
    labelGroups: z.array(labelGroupCount),
    groups: z.array(categoryCount),
    newest: z.array(knowledgeListItem),
    mostRead: z.array(knowledgeListItem),
    total: z.number().int(),
  }),
});
