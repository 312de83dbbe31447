import { SCROLL_TOP_DURATION_MS, scrollToTop } from './scroll';

/** A window whose animation frames are stepped by hand at chosen times. */
function fakeWindow(scrollY: number) {
  const frames: FrameRequestCallback[] = [];
  const win = {
    scrollY,
    scrollTo(_x: number, y: number) {
      win.scrollY = y;
    },
    requestAnimationFrame(cb: FrameRequestCallback) {
      frames.push(cb);
      return frames.length;
    },
  };
  const frameAt = (t: number) => frames.shift()?.(t);
  return { win: win as unknown as Window & { scrollY: number }, frameAt };
}

describe('scrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('animates to the top in 300 ms', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    const { win, frameAt } = fakeWindow(900);
    const done = scrollToTop(undefined, win);
    frameAt(1000 + 100);
    expect(win.scrollY).toBeGreaterThan(0);
    expect(win.scrollY).toBeLessThan(900);
    frameAt(1000 + 200);
    expect(win.scrollY).toBeGreaterThan(0);
    frameAt(1000 + SCROLL_TOP_DURATION_MS);
    expect(win.scrollY).toBe(0);
    await done;
    expect(SCROLL_TOP_DURATION_MS).toBe(300);
  });

  it('does nothing at the top already', async () => {
    const { win, frameAt } = fakeWindow(0);
    await scrollToTop(undefined, win);
    expect(frameAt(0)).toBeUndefined();
  });
});
