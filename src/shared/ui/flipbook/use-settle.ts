import { useEffect, useRef } from 'react';

/** Runs a settling flip to its end with animation frames, reporting progress to the reducer. */
export function useSettle(from: number, target: 'complete' | 'revert' | null, durationMs: number, tick: (p: number) => void) {
  const tickRef = useRef(tick);
  tickRef.current = tick;
  // A settle runs once per release or key: its start and duration are taken when it begins.
  // biome-ignore lint/correctness/useExhaustiveDependencies: from and durationMs change on every tick
  useEffect(() => {
    if (!target) return;
    const to = target === 'complete' ? 1 : 0;
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const t = durationMs <= 0 ? 1 : Math.min(1, (now - start) / durationMs);
      tickRef.current(from + (to - from) * t);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
}
