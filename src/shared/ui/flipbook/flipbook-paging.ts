import type { FlipbookState, FlipDirection } from './flipbook-types';

/** Pages one flip turns: two in a spread. */
export const stepOf = (s: FlipbookState): 1 | 2 => (s.spread ? 2 : 1);

export const busy = (s: FlipbookState): boolean => s.direction !== null;

export function clampPage(page: number, pageCount: number): number {
  return Math.max(0, Math.min(page, Math.max(0, pageCount - 1)));
}

/** A page within the book; in a spread the left one of its pair (pairs 1–2, 3–4 …: an even index). */
export function snapPage(s: FlipbookState, page: number): number {
  const p = clampPage(page, s.pageCount);
  return s.spread ? p - (p % 2) : p;
}

export function canFlip(s: FlipbookState, direction: Exclude<FlipDirection, null>): boolean {
  return direction === 'forward' ? s.page + stepOf(s) < s.pageCount : s.page > 0;
}

/** The pages in view: one, or the pair of a spread (the last pair of an odd count has only its left page). */
export function shownPages(s: FlipbookState): number[] {
  const pages = s.spread ? [s.page, s.page + 1] : [s.page];
  return pages.filter((i) => i < s.pageCount);
}

/** The page count as the toolbar says it: 第 3 / 23 页, in a spread 第 3–4 / 23 页. */
export function pageLabel(s: FlipbookState): string {
  if (s.pageCount === 0) return '共 0 页';
  const shown = shownPages(s).map((i) => i + 1);
  return `第 ${shown.join('–')} / ${s.pageCount} 页`;
}
