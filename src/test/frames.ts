import { act } from '@testing-library/react';

/**
 * Animation frames run when the test says: on a loaded machine one real frame can
 * outlast a whole animation, so "mid-flip" could never be observed with real
 * timing. Returns a function that runs the pending frames as if `ms` had passed.
 */
export function manualFrames(): (ms: number) => void {
  const queue = new Map<number, FrameRequestCallback>();
  let next = 0;
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    queue.set(++next, cb);
    return next;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => queue.delete(id));
  return (ms: number) =>
    act(() => {
      const due = [...queue.values()];
      queue.clear();
      for (const cb of due) cb(performance.now() + ms);
    });
}
