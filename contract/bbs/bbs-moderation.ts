import { z } from 'zod';
import { endpoint } from '../platform/endpoint';
import { idParam, keywordFilter, pageInput, pageOf } from '../platform/schemas';

/**
 * The forum's sensitive words (issue 18, decision 032): an administrator keeps
 * a word list, each word with an action; every forum write (titles, bodies,
 * comments, answers) is checked on the server, and the SPA may check first
 * with `bbs.sensitiveCheck` as a convenience.
 */

export const SENSITIVE_ACTIONS = ['block', 'replace', 'review', 'flag'] as const;
export type SensitiveAction = (typeof SENSITIVE_ACTIONS)[number];

/** How the console and the refusals name each action. */
export const SENSITIVE_ACTION_NAMES: Readonly<Record<SensitiveAction, string>> = {
  /** The write is refused, naming the words. */
  block: '禁止发布',
  /** The word's characters are masked with ＊ in what is stored. */
  replace: '替换为＊',
  /** The write is kept but waits in the review queue until approved. */
  review: '需审核',
  /** The write goes through; the hit is recorded for moderators. */
  flag: '标记',
};

export const SENSITIVE_LIMITS = {
  /** Longest word as entered. */
  wordChars: 20,
  /** Shortest word after normalisation: a one-character word would mask half of any text. */
  wordMinChars: 2,
  /** Lines of one add. */
  addLines: 500,
  /** Words in all: the matcher is compiled in memory. */
  total: 20_000,
  /** Longest text the check call takes. */
  checkChars: 100_000,
  /** Ranges returned by the check call (the hits list itself is whole). */
  checkSpans: 2000,
} as const;

const actionSchema = z
  .enum(SENSITIVE_ACTIONS, { error: '处理方式只能是禁止发布、替换为＊、需审核或标记' })
  .meta({ title: '处理方式' });

const noNul = (s: string) => !s.includes('\u0000');

export const sensitiveWordView = z.object({
  id: z.number().int(),
  /** The word as entered. */
  word: z.string(),
  /** What matching compares: full width folded, traditional → simplified, lower case, only letters, digits and Han. */
  normalised: z.string(),
  action: z.enum(SENSITIVE_ACTIONS),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SensitiveWordView = z.infer<typeof sensitiveWordView>;

export const sensitiveHit = z.object({ word: z.string(), action: z.enum(SENSITIVE_ACTIONS) });
export type SensitiveHit = z.infer<typeof sensitiveHit>;

export const sensitiveCheck = endpoint({
  id: 'bbs.sensitiveCheck',
  method: 'POST',
  path: '/bbs-app/sensitive/check',
  summary:
    '敏感词检测：pass 为 false 表示含有禁止发布或需审核的词；hits 为命中的词（每词一次）；masked 为替换后的文本；spans 为命中在原文中的位置（UTF-16 偏移，最多 2000 处）',
  access: 'ROLE_BBS_DISPLAY',
  input: z.object({
    text: z
      .string({ error: '请输入要检测的文本' })
      .max(SENSITIVE_LIMITS.checkChars, `检测文本最多${SENSITIVE_LIMITS.checkChars}个字`)
      .meta({ title: '文本' }),
    /** The text is a rich-text body's sanitised HTML: tags are skipped and never masked. */
    html: z.boolean().default(false).meta({ title: 'HTML 正文' }),
  }),
  output: z.object({
    pass: z.boolean(),
    hits: z.array(sensitiveHit),
    /** The text as it would be stored: the characters of `replace` words masked with ＊. */
    masked: z.string(),
    /** Where the hits are in the text: from the word's first character to past its last, skipped characters included. */
    spans: z.array(
      z.object({ start: z.number().int(), end: z.number().int(), word: z.string(), action: z.enum(SENSITIVE_ACTIONS) }),
    ),
  }),
});

export const sensitiveList = endpoint({
  id: 'bbs.sensitiveList',
  method: 'GET',
  path: '/base-admin/sensitive/list',
  summary: '敏感词列表（按词语搜索、按处理方式筛选，最新的在前）',
  access: 'ROLE_BBS_MANAGE',
  input: pageInput.extend({
    keyword: keywordFilter,
    action: actionSchema.optional(),
  }),
  output: pageOf(sensitiveWordView).extend({
    /** Words in all, for the limit. */
    count: z.number().int(),
  }),
});

export const sensitiveCreate = endpoint({
  id: 'bbs.sensitiveCreate',
  method: 'POST',
  path: '/base-admin/sensitive/create',
  summary: '添加敏感词：每行一个「词语」或「词语,处理方式」，未写处理方式的用默认处理方式；与已有词语或同批重复的跳过并说明',
  access: 'ROLE_BBS_MANAGE',
  input: z.object({
    lines: z
      .string({ error: '请输入敏感词' })
      .max(SENSITIVE_LIMITS.addLines * 40, '内容过长')
      .refine(noNul, '内容含有不支持的字符')
      .meta({ title: '敏感词（每行一个）' }),
    action: actionSchema.default('block'),
  }),
  output: z.object({
    added: z.array(sensitiveWordView),
    /** Lines left out: duplicates of a stored word or of an earlier line. */
    skipped: z.array(z.object({ line: z.number().int(), word: z.string(), reason: z.string() })),
  }),
});

export const sensitiveUpdate = endpoint({
  id: 'bbs.sensitiveUpdate',
  method: 'POST',
  path: '/base-admin/sensitive/update/:id',
  summary: '修改敏感词的处理方式',
  access: 'ROLE_BBS_MANAGE',
  params: idParam,
  input: z.object({ action: actionSchema }),
  output: sensitiveWordView,
});

export const sensitiveDelete = endpoint({
  id: 'bbs.sensitiveDelete',
  method: 'POST',
  path: '/base-admin/sensitive/delete/:id',
  summary: '删除敏感词',
  access: 'ROLE_BBS_MANAGE',
  params: idParam,
  input: z.object({}),
  output: z.null(),
});

/** Parsed lines of an add: the word and its action, or why the line is refused. */
export type SensitiveLine = { line: number; word: string; action: SensitiveAction } | { line: number; error: string };

const ACTION_BY_TEXT = new Map<string, SensitiveAction>([
  ...SENSITIVE_ACTIONS.map((a) => [a, a] as const),
  ...SENSITIVE_ACTIONS.map((a) => [SENSITIVE_ACTION_NAMES[a], a] as const),
  ['禁止', 'block'],
  ['替换', 'replace'],
  ['审核', 'review'],
]);

/**
 * Reads the add dialog's lines: `词语` or `词语,动作` (a half- or full-width
 * comma or a tab; the action by its Chinese name or key). Blank lines are
 * ignored. Shared by the dialog (to show errors before sending) and the server.
 */
export function parseSensitiveLines(text: string, fallback: SensitiveAction): SensitiveLine[] {
  const out: SensitiveLine[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (!trimmed) return;
    const parts = trimmed.split(/[,，\t]/);
    const word = (parts.length > 1 ? parts.slice(0, -1).join(',') : trimmed).trim();
    let action = fallback;
    if (parts.length > 1) {
      const named = ACTION_BY_TEXT.get(parts.at(-1)?.trim() ?? '');
      if (!named) {
        out.push({ line, error: `第${line}行：处理方式「${parts.at(-1)?.trim()}」不存在` });
        return;
      }
      action = named;
    }
    if (!word) out.push({ line, error: `第${line}行：词语不能为空` });
    else if ([...word].length > SENSITIVE_LIMITS.wordChars)
      out.push({ line, error: `第${line}行：词语最多${SENSITIVE_LIMITS.wordChars}个字` });
    else out.push({ line, word, action });
  });
  return out;
}
