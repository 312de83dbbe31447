import type { Block } from './types';

/**
 * Turns blocks into the two stored forms of a body: clean HTML using only the
 * tags the server sanitiser keeps (h2, h3, p, ul/ol/li, strong, em,
 * blockquote, table parts, code, pre, a) and the plain text (one line per
 * block, list item or table row) used for diffs, search and snippets.
 */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const BOLD = /\*\*(.+?)\*\*/g;
const CODE = /`([^`]+)`/g;
const LINK = /\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g;

/** Inline markup → HTML: **bold**, `code`, [label](https://…). */
export function inlineHtml(text: string): string {
  return escapeHtml(text)
    .replace(BOLD, '<strong>$1</strong>')
    .replace(CODE, '<code>$1</code>')
    .replace(LINK, '<a href="$2">$1</a>');
}

/** Inline markup → plain text. */
export function inlineText(text: string): string {
  return text.replace(BOLD, '$1').replace(CODE, '$1').replace(LINK, '$1');
}

function blockHtml(b: Block): string {
  switch (b.t) {
    case 'h2':
    case 'h3':
    case 'p':
      return `<${b.t}>${inlineHtml(b.text)}</${b.t}>`;
    case 'quote':
      return `<blockquote><p>${inlineHtml(b.text)}</p></blockquote>`;
    case 'pre':
      return `<pre><code>${escapeHtml(b.text)}</code></pre>`;
    case 'ul':
    case 'ol':
      return `<${b.t}>${b.items.map((i) => `<li><p>${inlineHtml(i)}</p></li>`).join('')}</${b.t}>`;
    case 'table': {
      const head = `<thead><tr>${b.head.map((h) => `<th>${inlineHtml(h)}</th>`).join('')}</tr></thead>`;
      const rows = b.rows.map((r) => `<tr>${r.map((c) => `<td>${inlineHtml(c)}</td>`).join('')}</tr>`).join('');
      return `<table>${head}<tbody>${rows}</tbody></table>`;
    }
  }
}

function blockText(b: Block): string[] {
  switch (b.t) {
    case 'ul':
    case 'ol':
      return b.items.map(inlineText);
    case 'table':
      return [b.head, ...b.rows].map((r) => r.map(inlineText).join(' | '));
    case 'pre':
      return b.text.split('\n');
    default:
      return [inlineText(b.text)];
  }
}

export const toHtml = (blocks: Block[]) => blocks.map(blockHtml).join('');
export const toText = (blocks: Block[]) => blocks.flatMap(blockText).join('\n');
