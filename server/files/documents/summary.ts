/**
 * A document's summary derived from its extracted text: the first sentences
 * of prose, never covers, tables of contents, table rows, number runs,
 * running headers and footers or page numbers. A file without prose (a
 * workbook, a deck of bullet points) gets no summary rather than a bad one.
 */

/** Longest derived summary (the stored column allows more; a list card shows about this much). */
export const DERIVED_SUMMARY_MAX = 200;
/** Enough prose to say what the document is about; sentences are added until it is reached. */
const SUMMARY_TARGET = 80;
/** A paragraph with fewer letters than this is a heading, a caption or a label, not prose. */
const PROSE_MIN_LETTERS = 8;
/** A line shorter than this that repeats is a running header or footer. */
const RUNNING_LINE_MAX = 60;
/** The summary comes from the opening of a document: only this much of its text is read (bounds the work on a 2 MB text). */
const READ_MAX = 100_000;
/** Contents lines and page markers are short; longer lines are not tested against their patterns. */
const SHORT_LINE_MAX = 200;
/** How a line or paragraph ends is decided by its last few characters (keeps the end-anchored patterns linear). */
const tail = (s: string) => s.slice(-8);

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const LETTER = /[\p{L}]/u;
const DIGIT = /[0-9０-９]/;
/** Where a sentence ends. */
const TERMINAL = /[。！？!?.…]["”’）)」』]*$/;
/** Where a wrapped line cannot end mid-sentence: a clause closer or a colon introducing a list. */
const CLAUSE_END = /[。！？!?；;：:.]["”’）)」』]*$/;

const PAGE_NUMBER = [
  /^第\s*[0-9０-９]+\s*页(\s*[/／,，]?\s*共\s*[0-9０-９]+\s*页)?$/,
  /^[-—–]?\s*[0-9]+\s*[-—–]?$/,
  /^[0-9]+\s*[/／]\s*[0-9]+$/,
  /^page\s+[0-9]+(\s+of\s+[0-9]+)?$/i,
];

const TOC_HEADING = /^目\s*录$|^contents$/i;
/** A table-of-contents line: a heading followed by its page number, with or without dot leaders. */
const TOC_LINE =
  /(\.{3,}|…+|·{3,}|－{2,}|-{3,})\s*[0-9]+$|^(第[一二三四五六七八九十百零〇0-9]+[章节篇部编卷]|[0-9]+(\.[0-9]+)*)\s*\S.*\s[0-9]{1,4}$/;

/** Clause and list markers that begin a paragraph but are not part of what it says. */
const LEADING_MARKER =
  /^(第[一二三四五六七八九十百零〇0-9]+条|[（(][一二三四五六七八九十0-9]+[）)]|[一二三四五六七八九十]+、|[0-9]+[.、)）]|[•·▪■◆●○\-*+>])\s*/;

const normalise = (line: string) => line.replace(/\s+/g, ' ').trim();

/** Markdown decoration that carries no words: heading marks, emphasis, inline code ticks, links. */
function plainMarkdown(lines: string[]): string[] {
  const out: string[] = [];
  let fenced = false;
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    // A Markdown table row is a table, whatever its cells say.
    if (/^\s*\|.*\|\s*$/.test(line)) {
      out.push('\t');
      continue;
    }
    out.push(
      line
        .replace(/^\s*#{1,6}\s+/, '')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/(\*\*|__|`)/g, ''),
    );
  }
  return out;
}

const isPageNumber = (line: string) => PAGE_NUMBER.some((re) => re.test(line));

function counts(s: string) {
  let letters = 0;
  let digits = 0;
  for (const ch of s) {
    if (CJK.test(ch) || LETTER.test(ch)) letters++;
    else if (DIGIT.test(ch)) digits++;
  }
  return { letters, digits };
}

/** Joins two pieces of one wrapped paragraph: no space between CJK characters, one elsewhere. */
function join(a: string, b: string): string {
  const last = a.at(-1) ?? '';
  const first = b[0] ?? '';
  return CJK.test(last) || CJK.test(first) || /[，。；：、）》”]/.test(last) ? a + b : `${a} ${b}`;
}

/** Display width: a CJK character is as wide as two Latin ones. */
const widthOf = (s: string) => [...s].reduce((w, ch) => w + (CJK.test(ch) || /[\uff00-\uffef\u3000-\u303f]/.test(ch) ? 2 : 1), 0);

/**
 * Where the text wraps: the width most full lines reach (the 90th
 * percentile, so that one long table or contents line does not set it).
 */
function wrapWidth(lines: string[]): number {
  const widths = lines
    .map(widthOf)
    .filter((w) => w > 0)
    .sort((a, b) => a - b);
  return widths.length ? widths[Math.round((widths.length - 1) * 0.9)]! : 0;
}

/**
 * Paragraphs out of lines: a line that fills the text width without closing
 * its clause runs on into the next one (PDF text wraps at the page width);
 * a short one (a heading, a byline) stands alone. Table rows (tabs), page
 * numbers, running lines and table-of-contents lines break paragraphs and are
 * dropped.
 */
function paragraphs(lines: string[]): string[] {
  const wrap = wrapWidth(lines.map(normalise));
  const seen = new Map<string, number>();
  for (const l of lines) {
    const n = normalise(l);
    if (n && n.length <= RUNNING_LINE_MAX) seen.set(n, (seen.get(n) ?? 0) + 1);
  }
  const out: string[] = [];
  let current = '';
  const flush = () => {
    if (current) out.push(current);
    current = '';
  };
  for (const raw of lines) {
    const line = normalise(raw);
    const dropped =
      !line ||
      raw.includes('\t') ||
      (line.length <= SHORT_LINE_MAX && (isPageNumber(line) || TOC_HEADING.test(line) || TOC_LINE.test(line))) ||
      (seen.get(line) ?? 0) > 1;
    if (dropped) {
      flush();
      continue;
    }
    // A clause or list marker starts a new paragraph even when the previous line ran on.
    if (current && LEADING_MARKER.test(line)) flush();
    current = current ? join(current, line) : line;
    if (CLAUSE_END.test(tail(current)) || widthOf(line) < wrap * 0.85) flush();
  }
  flush();
  return out;
}

/** A paragraph that reads as sentences: mostly words, not figures, and closed by a sentence end. */
export function isProse(paragraph: string): boolean {
  const text = paragraph.replace(LEADING_MARKER, '');
  if (!TERMINAL.test(tail(text))) return false;
  const { letters, digits } = counts(text);
  if (letters < PROSE_MIN_LETTERS) return false;
  // Figures in a sentence are fine ("同比增长12.4%"); a run of them with a few words is a table.
  return digits <= letters * 0.6;
}

/** Cuts at the last sentence end within `max`, else at `max` with an ellipsis. */
function cut(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max).join('');
  const end = Math.max(head.lastIndexOf('。'), head.lastIndexOf('！'), head.lastIndexOf('？'), head.lastIndexOf('. '));
  if (end >= SUMMARY_TARGET / 2) return head.slice(0, end + 1);
  return `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * The summary of a document's extracted text: its first prose paragraphs, at
 * most DERIVED_SUMMARY_MAX characters; '' when the text has no prose.
 */
export function documentSummary(text: string, kind: string): string {
  let lines = text.slice(0, READ_MAX).split(/\r?\n/);
  if (kind === 'md') lines = plainMarkdown(lines);
  const chosen: string[] = [];
  let length = 0;
  for (const p of paragraphs(lines)) {
    if (!isProse(p)) continue;
    const sentence = p.replace(LEADING_MARKER, '');
    chosen.push(sentence);
    length += [...sentence].length;
    if (length >= SUMMARY_TARGET) break;
  }
  return cut(
    chosen.reduce((acc, p) => (acc ? join(acc, p) : p), ''),
    DERIVED_SUMMARY_MAX,
  );
}
