import crypto from 'node:crypto';
import { homeKnowledge } from '@contract/home/home';
import { LIBRARY_FILE_PATH, libraryList, libraryUpload } from '@contract/library/library';
import { searchSmart } from '@contract/search/search';
import { wikiDetail, wikiHome, wikiSave } from '@contract/wiki/wiki';
import { callJson, download, type JsonAnswer, uploadFile } from './client';
import { contentOf, type FileSpec, newFile, rangeOf } from './content';

/** The kinds the figures are broken down by. */
export const KINDS = ['read', 'search', 'write', 'upload', 'download'] as const;
export type Kind = (typeof KINDS)[number];
export const KIND_NAMES: Record<Kind, string> = { read: '读取', search: '搜索', write: '写入', upload: '上传', download: '下载' };

/** A document upload the server acknowledged (answered success): it must be downloadable ever after. */
export interface AckUpload {
  id: number;
  file: FileSpec;
}

/** A wiki draft save the server acknowledged: its author must be able to read it back. */
export interface AckWrite {
  id: number;
  title: string;
}

/** A demo account shared by several simulated users: one sign-in, one token. */
export interface Account {
  username: string;
  token: string;
  /** Published wiki entries this account may read (visibility differs between groups). */
  wikiIds: number[];
  uploads: AckUpload[];
  writes: AckWrite[];
}

/** The outcome of one action, before the load runner times and records it. */
export interface Outcome {
  kind: Kind;
  name: string;
  status: number;
  /** The answer is what was asked for: 2xx, the envelope says success, the bytes are the right ones. */
  ok: boolean;
  backend?: number;
  error?: string;
  /** Set when the action was acknowledged: the run's lists of what must survive. */
  upload?: AckUpload;
  write?: AckWrite;
}

/** Chinese keywords of everyday searches over the demo content. */
const KEYWORDS = [
  '研发流程',
  '安全生产',
  '报销',
  '绩效考核',
  '新员工培训',
  '信息安全',
  '数据库',
  '项目管理',
  '质量管理',
  '合同审批',
  '客户服务',
  '知识管理',
  '发布规范',
  '请假',
];

const pickOf = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

const outcomeOf = (kind: Kind, name: string, a: JsonAnswer<unknown>, extraOk = true): Outcome => ({
  kind,
  name,
  status: a.status,
  ok: !a.error && a.status >= 200 && a.status < 300 && a.body?.success === true && extraOk,
  backend: a.backend,
  error: a.error ?? (a.body && !a.body.success ? a.body.message : undefined),
});

const withId = (path: string, id: number) => path.replace(':id', String(id));

export type Action = (base: string, account: Account, random: () => number) => Promise<Outcome>;

const readHome: Action = async (base, account) =>
  outcomeOf('read', '首页', await callJson(base, 'GET', homeKnowledge.path, account.token));

const readWikiHome: Action = async (base, account) =>
  outcomeOf('read', '词条首页', await callJson(base, 'GET', wikiHome.path, account.token));

/** A published entry, or now and then one of the account's own drafts: a write read back, likely through another server. */
const readWiki: Action = async (base, account, random) => {
  const own = account.writes.length > 0 && random() < 0.3 ? pickOf(account.writes, random) : null;
  const id = own?.id ?? pickOf(account.wikiIds, random);
  const a = await callJson<{ title: string }>(base, 'GET', withId(wikiDetail.path, id), account.token);
  return outcomeOf('read', own ? '读回草稿' : '词条详情', a, !own || a.body?.data?.title === own.title);
};

const listDocuments: Action = async (base, account, random) =>
  outcomeOf(
    'read',
    '文档列表',
    await callJson(base, 'POST', libraryList.path, account.token, { page: 1 + Math.floor(random() * 3), size: 10 }),
  );

const search: Action = async (base, account, random) =>
  outcomeOf(
    'search',
    '搜索',
    await callJson(base, 'POST', searchSmart.path, account.token, { keyword: pickOf(KEYWORDS, random), page: 1, size: 10 }),
  );

const saveDraft: Action = async (base, account) => {
  const tag = crypto.randomBytes(5).toString('hex');
  const title = `压测词条-${tag}`;
  const a = await callJson<{ id: number }>(base, 'POST', wikiSave.path, account.token, {
    title,
    content: `<h2>压测</h2><p>这是压测写入的词条草稿 ${tag}，用于检验多台服务共用一个数据库时写入不丢。</p>`,
    summary: '压测写入',
  });
  const o = outcomeOf('write', '保存词条草稿', a);
  if (o.ok && a.body) o.write = { id: a.body.data.id, title };
  return o;
};

const upload: Action = async (base, account, random) => {
  const file = newFile(50 * 1024 + Math.floor(random() * 450 * 1024), random);
  const a = await uploadFile<{ id: number }>(
    base,
    libraryUpload.path,
    account.token,
    `压测文档-${file.tag}.txt`,
    contentOf(file),
  );
  const o = outcomeOf('upload', '上传文档', a);
  if (o.ok && a.body) o.upload = { id: a.body.data.id, file };
  return o;
};

/** A whole download of one of the account's uploads, compared byte for byte (sha256); an upload first when there is none yet. */
const downloadWhole: Action = async (base, account, random) => {
  if (account.uploads.length === 0) return upload(base, account, random);
  const { id, file } = pickOf(account.uploads, random);
  const a = await download(base, withId(LIBRARY_FILE_PATH, id), account.token);
  const ok = !a.error && a.status === 200 && a.bytes === file.size && a.sha256 === file.sha256;
  return {
    kind: 'download',
    name: '下载文档',
    status: a.status,
    ok,
    backend: a.backend,
    error: a.error ?? (ok ? undefined : '内容不一致'),
  };
};

/** A Range request (as a resumed download or a player asks), checked against the same bytes of the file. */
const downloadRange: Action = async (base, account, random) => {
  if (account.uploads.length === 0) return upload(base, account, random);
  const { id, file } = pickOf(account.uploads, random);
  const range = rangeOf(file, random);
  const a = await download(base, withId(LIBRARY_FILE_PATH, id), account.token, range.header);
  const ok = !a.error && a.status === 206 && a.bytes === range.length && a.sha256 === range.sha256;
  return {
    kind: 'download',
    name: '范围下载',
    status: a.status,
    ok,
    backend: a.backend,
    error: a.error ?? (ok ? undefined : '内容不一致'),
  };
};

/** The mix, by weight (sums to 100): mostly reading and searching, as in an office's day. */
const MIX: [Action, number][] = [
  [readHome, 14],
  [readWiki, 14],
  [listDocuments, 10],
  [readWikiHome, 4],
  [search, 20],
  [saveDraft, 14],
  [upload, 4],
  [downloadWhole, 10],
  [downloadRange, 10],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [, w]) => sum + w, 0);

/** One action of the mix, drawn by weight. */
export function nextAction(random: () => number): Action {
  let r = random() * TOTAL_WEIGHT;
  for (const [action, weight] of MIX) {
    r -= weight;
    if (r < 0) return action;
  }
  return MIX[0]![0];
}
