import { type RefObject, useEffect } from 'react';

/**
 * Marks a row that scrolls sideways with where more of it lies
 * (`data-more-start`, `data-more-end`), so its styles can fade that edge: a
 * row of tabs cut by the screen's edge then shows it goes on (issue 28).
 */
export function useScrollHints(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const more = el.scrollWidth - el.clientWidth;
      el.toggleAttribute('data-more-start', more > 1 && el.scrollLeft > 1);
      el.toggleAttribute('data-more-end', more > 1 && el.scrollLeft < more - 1);
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [ref]);
}
