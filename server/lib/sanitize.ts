import sanitizeHtml from 'sanitize-html';
import { assertHtmlWithinLimits, EDITOR_LIMITS, type HtmlLimits } from './html-limits';

/** Our own uploaded files, as the editor inserts them: `/aikn-app/file/raw/12` (a signed query may follow). */
const FILE_SRC = /^\/aikn-app\/file\/raw\/(\d{1,10})(?:\?[^#]*)?$/;
const FILE_ID = /^\d{1,10}$/;

/**
 * What rich text may hold. Images keep only `data-file-id`: signed URLs
 * expire, so the stored body names the file and the detail answer signs a
 * fresh URL for it (see `signImages`).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags:
    'h1 h2 h3 h4 p br strong b em i u s code pre blockquote ul ol li a img table thead tbody tr th td hr span mark'.split(' '),
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['data-file-id', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs };
      if (out.target !== undefined && out.target !== '_blank') delete out.target;
      // A link opening a new tab must not hand the opener to the target page.
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      else delete out.rel;
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      const declared = attribs['data-file-id'];
      const fromSrc = FILE_SRC.exec(attribs.src ?? '')?.[1];
      const id = declared && FILE_ID.test(declared) ? declared : fromSrc;
      if (id) out['data-file-id'] = String(Number(id));
      if (attribs.alt) out.alt = attribs.alt;
      for (const k of ['width', 'height'] as const) if (/^\d{1,5}$/.test(attribs[k] ?? '')) out[k] = attribs[k];
      return { tagName, attribs: out };
    },
    th: cellSpans,
    td: cellSpans,
  },
  // Images from anywhere but our file store are dropped, not kept without a source.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['data-file-id'],
};

function cellSpans(tagName: string, attribs: sanitizeHtml.Attributes) {
  const out: sanitizeHtml.Attributes = {};
  for (const k of ['colspan', 'rowspan'] as const) if (/^[1-9]\d{0,2}$/.test(attribs[k] ?? '')) out[k] = attribs[k];
  return { tagName, attribs: out };
}

/**
 * Sanitises rich text on write: the stored body holds only the tags above.
 * Text past the limits is refused (400) before the parser sees it.
 */
export function sanitizeContent(html: string, limits: HtmlLimits = EDITOR_LIMITS): string {
  assertHtmlWithinLimits(html, limits);
  return sanitizeHtml(html, OPTIONS).trim();
}

const BLOCK_END = /<\/(?:h[1-4]|p|pre|blockquote|li|tr|table|ul|ol)>|<br\s*\/?>|<hr\s*\/?>/gi;
const CELL_END = /<\/(?:td|th)>/gi;

/** sanitize-html re-escapes text it keeps; these five are all it produces. */
function decodeEscapes(s: string): string {
  return s.replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e] ?? '');
}

/**
 * Plain text of sanitised HTML, block elements on their own lines, for
 * diffs, search and snippets.
 */
export function plainText(safeHtml: string): string {
  const marked = safeHtml.replace(BLOCK_END, (m) => `${m}\n`).replace(CELL_END, (m) => `${m}\t`);
  const text = decodeEscapes(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }));
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

/** Sanitised HTML and its plain text, as a version stores them. */
export function prepareContent(html: string): { content: string; contentText: string } {
  const content = sanitizeContent(html);
  return { content, contentText: plainText(content) };
}
