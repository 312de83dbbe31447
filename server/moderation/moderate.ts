import type { SensitiveAction, SensitiveHit } from '@contract/bbs/bbs-moderation';
import type { Conn } from '../db/client';
import { badRequest } from '../http/errors';
import { type Matcher, mask, type Span } from './matcher';
import { currentMatcher } from './word-list';

/**
 * What a forum write path calls (decision 032): the texts of one write
 * (title, body, a comment…) checked together against the current word list.
 *
 *   const m = await moderateText(tx, [{ field: 'title', text: title }, { field: 'body', text: html, html: true }]);
 *   assertNotBlocked(m);            // 400 naming the blocked words
 *   store(m.texts.title, m.texts.body, { pending: m.held, flagged: m.flagged });
 */

export interface FieldText<F extends string = string> {
  field: F;
  text: string;
  /** Sanitised HTML (a rich-text body): tags are skipped and left whole, masking touches only the text. */
  html?: boolean;
}

export interface FieldHit extends SensitiveHit {
  field: string;
}

export interface Moderation<F extends string = string> {
  /** Words that refuse the write. */
  blocked: FieldHit[];
  /** Whether the write must wait for approval (a `review` word). */
  held: boolean;
  review: FieldHit[];
  flagged: FieldHit[];
  replaced: FieldHit[];
  /** Each field's text with `replace` words masked: what is stored. */
  texts: Record<F, string>;
}

/** Each word once per field, in the order found. */
function hitsOf(field: string, spans: readonly Span[]): FieldHit[] {
  const seen = new Set<string>();
  const out: FieldHit[] = [];
  for (const s of spans) {
    if (seen.has(s.entry.normalised)) continue;
    seen.add(s.entry.normalised);
    out.push({ field, word: s.entry.word, action: s.entry.action });
  }
  return out;
}

/** Checks one text with a matcher already at hand (the check call, the benchmark). */
export function moderateWith(matcher: Matcher, text: string, html = false) {
  const spans = matcher.find(text, { html });
  const masked = mask(
    text,
    spans.filter((s) => s.entry.action === 'replace'),
  );
  return { spans, hits: hitsOf('text', spans).map(({ word, action }) => ({ word, action })), masked };
}

export async function moderateText<F extends string>(conn: Conn, texts: readonly FieldText<F>[]): Promise<Moderation<F>> {
  const matcher = await currentMatcher(conn);
  const result: Moderation<F> = {
    blocked: [],
    held: false,
    review: [],
    flagged: [],
    replaced: [],
    texts: {} as Record<F, string>,
  };
  const by: Record<SensitiveAction, FieldHit[]> = {
    block: result.blocked,
    review: result.review,
    flag: result.flagged,
    replace: result.replaced,
  };
  for (const { field, text, html } of texts) {
    const spans = matcher.find(text, { html });
    for (const hit of hitsOf(field, spans)) by[hit.action].push(hit);
    result.texts[field] = mask(
      text,
      spans.filter((s) => s.entry.action === 'replace'),
    );
  }
  result.held = result.review.length > 0;
  return result;
}

/** Refuses a write that holds `block` words, naming each once: 内容包含不允许的词语：xx、yy. */
export function assertNotBlocked(m: Pick<Moderation, 'blocked'>): void {
  if (m.blocked.length === 0) return;
  const words = [...new Set(m.blocked.map((h) => h.word))];
  throw badRequest(`内容包含不允许的词语：${words.join('、')}`, { words });
}
