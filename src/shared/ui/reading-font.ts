/**
 * The reader's font size on every reading surface (entry bodies, document
 * text, notices: whatever RichHtml renders, and the document text view),
 * set once on the root element from 账号设置 › 阅读偏好. Unset, they use 1rem.
 */
export const READING_FONT_VAR = '--aikn-reading-font-size';

/** Applies a size in px, or removes it (signed out: the next user must not inherit it). */
export function applyReadingFontSize(px: number | null): void {
  const root = document.documentElement.style;
  if (px === null) root.removeProperty(READING_FONT_VAR);
  else root.setProperty(READING_FONT_VAR, `${px}px`);
}

/** The size applied now (from the user's settings), or null before they are known. */
export function appliedReadingFontSize(): number | null {
  const v = Number.parseInt(document.documentElement.style.getPropertyValue(READING_FONT_VAR), 10);
  return Number.isInteger(v) ? v : null;
}
