import { badRequest } from '../http/errors';

/**
 * Bounds on rich text, checked before it is parsed. The HTML parser keeps a
 * stack of open elements and its cost grows with the square of their depth
 * (50,000 unclosed tags take seconds of the event loop), so depth is what
 * must be bounded; the tag count bounds the rest. The editor never comes
 * near either: its deepest nesting (lists in lists in a table in a quote)
 * is a few dozen levels.
 */
export interface HtmlLimits {
  maxDepth: number;
  maxTags: number;
}

export const EDITOR_LIMITS: HtmlLimits = { maxDepth: 100, maxTags: 80_000 };

/** Elements without content: they never nest. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements a same-named sibling closes: `<p>a<p>b` is two paragraphs, as the parser reads it too. */
const SIBLING_CLOSED = new Set(['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option']);
/** A start or end tag; the name runs, as in the parser, to a space, '/' or '>'. */
const TAG = /<(\/?)([a-zA-Z][^\s/>]*)[^>]*>?/g;

export type HtmlLimitBreach = { kind: 'depth'; max: number } | { kind: 'tags'; max: number };

/**
 * Whether some HTML stays within the limits, in one linear pass. It counts
 * the nesting at least as deep as the parser will see it: it knows no
 * implied end tags beyond same-named siblings, and a tag inside a comment or
 * script counts too, so a refusal may come early but never late.
 */
export function htmlLimitBreach(html: string, limits: HtmlLimits): HtmlLimitBreach | null {
  const stack: string[] = [];
  const open = new Map<string, number>();
  let tags = 0;
  for (const m of html.matchAll(TAG)) {
    const name = m[2].toLowerCase();
    if (m[1] === '/') {
      // An end tag closes the nearest open element of its name and everything opened inside it.
      if (!open.get(name)) continue;
      for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
        open.set(top, (open.get(top) ?? 1) - 1);
        if (top === name) break;
      }
      continue;
    }
    if (++tags > limits.maxTags) return { kind: 'tags', max: limits.maxTags };
    if (VOID.has(name)) continue;
    if (SIBLING_CLOSED.has(name) && stack.at(-1) === name) continue;
    stack.push(name);
    open.set(name, (open.get(name) ?? 0) + 1);
    if (stack.length > limits.maxDepth) return { kind: 'depth', max: limits.maxDepth };
  }
  return null;
}

/** What a person reads about a breach of the editor's limits, with what to do about it. */
export function breachMessage(b: HtmlLimitBreach): string {
  return b.kind === 'depth'
    ? `正文嵌套层级过深（超过 ${b.max} 层），请减少列表、引用或表格的嵌套层级后再保存`
    : `正文格式标记过多（超过 ${b.max} 个），请删除部分格式，或把内容拆分为多篇后再保存`;
}

/** Refuses (400) rich text past the limits, before any parser sees it. */
export function assertHtmlWithinLimits(html: string, limits: HtmlLimits = EDITOR_LIMITS): void {
  const breach = htmlLimitBreach(html, limits);
  if (breach) throw badRequest(breachMessage(breach));
}
