const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A byte count for people: 1 decimal from KB on (e.g. `2.4 MB`). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** Punctuation that already ends a sentence (Chinese and Latin). */
const SENTENCE_END = /[。！？!?.…]$/;

/**
 * A free text (a reviewer's reason …) as a sentence to go before another:
 * a full stop is added only when the text does not already end one, so a
 * reason typed with its own '。' never reads '。。'.
 */
export function asSentence(text: string): string {
  const t = text.trim();
  return SENTENCE_END.test(t) ? t : `${t}。`;
}
