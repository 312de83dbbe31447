import { inlineText } from '../content/markup';
import type { Block } from '../content/types';
import type { DocSpec } from './doc-spec';

const encode = (s: string) => new TextEncoder().encode(s);

function blockMarkdown(b: Block): string {
  switch (b.t) {
    case 'h2':
      return `## ${b.text}`;
    case 'h3':
      return `### ${b.text}`;
    case 'p':
      return b.text;
    case 'quote':
      return `> ${b.text}`;
    case 'pre':
      return `\`\`\`\n${b.text}\n\`\`\``;
    case 'ul':
      return b.items.map((i) => `- ${i}`).join('\n');
    case 'ol':
      return b.items.map((item, i) => `${i + 1}. ${item}`).join('\n');
    case 'table': {
      const row = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
      return [row(b.head), row(b.head.map(() => '---')), ...b.rows.map(row)].join('\n');
    }
  }
}

/** Markdown keeps the inline markup of the blocks (**bold**, `code`, links). */
export function renderMarkdown(spec: DocSpec): Uint8Array {
  const parts = spec.bare ? [] : [`# ${spec.title}`];
  if (spec.meta?.length && !spec.bare) parts.push(`> ${spec.meta.join(' · ')}`);
  for (const s of spec.sections) {
    if (s.heading) parts.push(`## ${s.heading}`);
    parts.push(...s.blocks.map(blockMarkdown));
  }
  return encode(`${parts.join('\n\n')}\n`);
}

function blockText(b: Block): string {
  switch (b.t) {
    case 'h2':
    case 'h3':
      return `【${inlineText(b.text)}】`;
    case 'p':
      return `　　${inlineText(b.text)}`; // two ideographic spaces: the Chinese first-line indent
    case 'quote':
    case 'pre':
      return inlineText(b.text);
    case 'ul':
      return b.items.map((i) => `· ${inlineText(i)}`).join('\n');
    case 'ol':
      return b.items.map((item, i) => `${i + 1}. ${inlineText(item)}`).join('\n');
    case 'table':
      return [b.head, ...b.rows].map((r) => r.map(inlineText).join('\t')).join('\n');
  }
}

/** Plain text with Windows line ends, as such notices are usually written in Notepad. */
export function renderText(spec: DocSpec): Uint8Array {
  const parts = spec.bare ? [] : [spec.title, ...(spec.meta ?? [])];
  for (const s of spec.sections) {
    if (s.heading) parts.push(`\n${s.heading}`);
    parts.push(...s.blocks.map(blockText));
  }
  return encode(`${parts.join('\n')}\n`.replace(/\n/g, '\r\n'));
}
