/** Scroll-to-top animation length (SPEC §9). */
export const SCROLL_TOP_DURATION_MS = 300;

/** Scrolls the window to the top with an ease-out animation of `durationMs`. */
export function scrollToTop(durationMs = SCROLL_TOP_DURATION_MS, win: Window = window): Promise<void> {
  const start = win.scrollY;
  if (start <= 0) return Promise.resolve();
  const t0 = performance.now();
  return new Promise((resolve) => {
    const step = (t: number) => {
      // A frame's timestamp may precede the click's `performance.now()`: never step backwards.
      const p = Math.min(1, Math.max(0, (t - t0) / durationMs));
      const eased = 1 - (1 - p) ** 3;
      win.scrollTo(0, Math.round(start * (1 - eased)));
      if (p < 1) win.requestAnimationFrame(step);
      else resolve();
    };
    win.requestAnimationFrame(step);
  });
}
