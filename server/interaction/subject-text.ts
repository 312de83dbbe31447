import { DOMAIN_NAMES } from '@contract/platform/domains';
import type { Subject } from './subject';

/** '词条《标题》' — how messages name a subject. */
export function subjectLabel(s: Pick<Subject, 'type' | 'title'>): string {
  return `${DOMAIN_NAMES[s.type] ?? '知识'}《${s.title}》`;
}

/** Message text is short: long comments are cut with an ellipsis. */
export function excerpt(text: string, max = 100): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
