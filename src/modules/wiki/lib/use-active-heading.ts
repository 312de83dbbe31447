import { useEffect, useState } from 'react';

/** How far below the top of the window a heading counts as reached (the sticky header is 64px). */
const READ_LINE = 96;

/**
 * The id of the heading the reader is in: the last one whose top has passed
 * the read line, else the first. Follows scrolling and resizing.
 */
export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  // Callers rebuild the array each render; the effect depends on its content.
  const key = ids.join('\n');
  useEffect(() => {
    const ids = key ? key.split('\n') : [];
    if (ids.length === 0) {
      setActive(null);
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      let current = ids[0];
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= READ_LINE) current = id;
      }
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}
