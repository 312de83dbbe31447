import DOMPurify from 'dompurify';
import { type CSSProperties, useMemo } from 'react';
import classes from './rich-html.module.css';

/**
 * The one place the SPA turns user HTML into DOM (ARCHITECTURE §5). The
 * server sanitises on write; this is the second line: the same tags as the
 * server's list (server/lib/sanitize.ts), images only from our file
 * store, links opened safely.
 */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
  'span',
  'mark',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'class', 'data-file-id'];
/** Signed URLs of our own files, as the detail answer writes them. */
const FILE_SRC = /^\/aikn-app\/file\/raw\/\d{1,10}(?:\?[^#"]*)?$/;
/** Links that stay inside the app (hash routes under the base path). */
const APP_LINK = /^(?:\/webaikn\/)?#\//;
const HEADING = 'h1, h2, h3, h4';

/** A heading of the content, for a table of contents. */
export interface RichHeading {
  id: string;
  level: 1 | 2 | 3 | 4;
  text: string;
}

export interface PreparedHtml {
  html: string;
  headings: RichHeading[];
}

const purifier = DOMPurify(window);
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  if (data.attrName === 'class') {
    // Only the code-language class the editor writes is kept.
    const kept = data.attrValue.split(/\s+/).filter((c) => node.nodeName === 'CODE' && /^language-[\w-]{1,30}$/.test(c));
    data.attrValue = kept.join(' ');
    data.keepAttr = kept.length > 0;
  }
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLImageElement) {
    if (!FILE_SRC.test(node.getAttribute('src') ?? '')) node.remove();
    else node.setAttribute('loading', 'lazy');
  } else if (node instanceof HTMLAnchorElement) {
    const href = node.getAttribute('href') ?? '';
    node.removeAttribute('target');
    node.removeAttribute('rel');
    if (/^https?:\/\//i.test(href)) {
      // A new tab must not get a handle on this page.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    } else if (!/^mailto:/i.test(href) && !APP_LINK.test(href)) {
      // Bare fragments would be taken for routes by the hash router; other relative links leave the app.
      node.removeAttribute('href');
    }
  }
});

/**
 * Sanitises HTML and gives its h1–h4 stable ids (`<prefix>-<n>`) for a table
 * of contents. Ids from the input are never kept (no DOM clobbering).
 */
export function prepareRichHtml(raw: string, idPrefix = 'sec'): PreparedHtml {
  const fragment = purifier.sanitize(raw, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/|#\/)/i,
    // DOMPurify checks every other attribute's value against the URI pattern; these hold no URLs.
    ADD_URI_SAFE_ATTR: ['colspan', 'rowspan', 'width', 'height', 'data-file-id', 'target', 'rel'],
    RETURN_DOM_FRAGMENT: true,
  });
  const headings: RichHeading[] = [];
  fragment.querySelectorAll(HEADING).forEach((el, i) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text) return;
    const id = `${idPrefix}-${i + 1}`;
    el.id = id;
    headings.push({ id, level: Number(el.tagName[1]) as RichHeading['level'], text });
  });
  const box = document.createElement('div');
  box.append(fragment);
  return { html: box.innerHTML, headings };
}

interface RichHtmlProps {
  /** Raw HTML from the server, or what {@link prepareRichHtml} made of it. */
  html: string | PreparedHtml;
  className?: string;
  style?: CSSProperties;
}

/** Renders user HTML, sanitised, with the app's typography for rich text. */
export function RichHtml({ html, className, style }: RichHtmlProps) {
  const prepared = useMemo(() => (typeof html === 'string' ? prepareRichHtml(html) : html), [html]);
  return (
    <div
      className={className ? `${classes.root} ${className}` : classes.root}
      style={style}
      // Marks user content for the browser tests (the CSS module's class name is hashed).
      data-rich-html=""
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by prepareRichHtml just above.
      dangerouslySetInnerHTML={{ __html: prepared.html }}
    />
  );
}
