import { useCallback, useState } from 'react';
import { appliedReadingFontSize } from '@/shared/ui/reading-font';

/** Default reading size (SPEC §9: default font size 16px), the range and the step of A−/A+. */
export const READ_FONT = { initial: 16, min: 12, max: 28, step: 2 } as const;
const STORAGE_KEY = 'aikn.readFontSize';

/**
 * The reader's remembered size; when none (or a broken value) is stored, the
 * reading size of his settings (账号设置 › 阅读偏好), else the default.
 */
export function storedReadFontSize(): number {
  const fallback = appliedReadingFontSize() ?? READ_FONT.initial;
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const v = Number(raw);
    return raw !== null && Number.isInteger(v) && v >= READ_FONT.min && v <= READ_FONT.max ? v : fallback;
  } catch {
    return fallback;
  }
}

/** The font size of distraction-free reading, remembered across visits in local storage. */
export function useReadFontSize() {
  const [size, setSize] = useState(storedReadFontSize);
  const change = useCallback((delta: number) => {
    setSize((current) => {
      const next = Math.min(READ_FONT.max, Math.max(READ_FONT.min, current + delta));
      try {
        localStorage.setItem(STORAGE_KEY, String(next));
      } catch {
        // Without storage the size still applies for this visit.
      }
      return next;
    });
  }, []);
  return {
    size,
    smaller: () => change(-READ_FONT.step),
    larger: () => change(READ_FONT.step),
    canShrink: size > READ_FONT.min,
    canGrow: size < READ_FONT.max,
  };
}
