import { flipStrips } from './flip-geometry';
import * as constants from './flipbook-constants';
import { cursorOf, flipbookReducer, initialFlipbookState, needsHiRes, settleDurationMs, zoomOf } from './flipbook-state';
import type { FlipbookAction, FlipbookState } from './flipbook-types';
import { panLimits } from './flipbook-view';

const run = (s: FlipbookState, ...actions: FlipbookAction[]) => actions.reduce(flipbookReducer, s);
/** A portrait page in a stage large enough to show it whole with room around it at zoom 1. */
const VIEW = { pageWidth: 400, pageHeight: 560, stageWidth: 800, stageHeight: 600, innerWidth: 768, centerX: 400, centerY: 300 };
const down = (x: number, pageWidth = 400, y = 100): FlipbookAction => ({
  type: 'pointerDown',
  id: 1,
  x,
  y,
  view: { ...VIEW, pageWidth, pageHeight: pageWidth * 1.4 },
});
const move = (x: number, y = 100): FlipbookAction => ({ type: 'pointerMove', id: 1, x, y });
const up = (x: number, y = 100): FlipbookAction => ({ type: 'pointerUp', id: 1, x, y });
/** A click in the middle of the stage: the zoom grows about the centre, so no pan comes of it. */
const click = (x = 400, y = 300): FlipbookAction[] => [down(x, 400, y), up(x, y)];

describe('flipbook constants', () => {
  it('match the product constants exactly', () => {
    expect(constants.FLIP_DURATION_MS).toBe(1000);
    expect(constants.ZOOM_DURATION_MS).toBe(500);
    expect([...constants.ZOOM_LEVELS]).toEqual([1, 1.2, 1.5, 1.8, 2, 2.5, 3, 4]);
    expect(constants.POLYGONS_PER_PAGE).toBe(10);
    expect(constants.SWIPE_MIN_PX).toBe(3);
    expect(constants.COMPLETE_RATIO).toBe(0.25);
  });
});

describe('flipbook drag', () => {
  it('completes a forward flip dragged past a quarter of the page width', () => {
    const dragging = run(initialFlipbookState(5), down(300), move(190));
    expect(dragging.direction).toBe('forward');
    expect(dragging.progress).toBeCloseTo(110 / 400);
    expect(cursorOf(dragging)).toBe('grabbing');
    const released = run(dragging, up(190));
    expect(released.settling).toBe('complete');
    expect(settleDurationMs(released)).toBe(Math.round(1000 * (1 - 110 / 400)));
    const done = run(released, { type: 'tick', progress: 0.8 }, { type: 'tick', progress: 1 });
    expect(done).toMatchObject({ page: 1, direction: null, progress: 0, settling: null });
  });

  it('reverts a drag that stays under a quarter of the page width', () => {
    const released = run(initialFlipbookState(5), down(300), move(210), up(210));
    expect(released).toMatchObject({ direction: 'forward', settling: 'revert' });
    const done = run(released, { type: 'tick', progress: 0 });
    expect(done).toMatchObject({ page: 0, direction: null, settling: null });
  });

  it('reverts a drag taken past a quarter and brought back under it', () => {
    const s = run(initialFlipbookState(5), down(300), move(150), move(250), up(250));
    expect(s.settling).toBe('revert');
  });

  it('flips backward when dragged to the right', () => {
    const s = run(initialFlipbookState(5, 2), down(100), move(250), up(250), { type: 'tick', progress: 1 });
    expect(s.page).toBe(1);
  });

  it('does not flip past the first or last page', () => {
    const first = run(initialFlipbookState(3), down(100), move(300), up(300));
    expect(first).toMatchObject({ page: 0, direction: null, settling: null });
    const last = run(initialFlipbookState(3, 2), { type: 'key', key: 'ArrowRight' });
    expect(last.direction).toBeNull();
  });

  it('treats a movement under the swipe minimum as a click that zooms', () => {
    const s = run(initialFlipbookState(5), down(100), move(102), up(102));
    expect(s.direction).toBeNull();
    expect(zoomOf(s)).toBe(1.2);
    const moved = run(initialFlipbookState(5), down(100), move(97), up(97));
    expect(zoomOf(moved)).toBe(1);
    // Exactly the swipe minimum is a drag: a small flip that reverts.
    expect(moved).toMatchObject({ direction: 'forward', settling: 'revert' });
  });
});

describe('flipbook zoom and cursor', () => {
  it('steps through every zoom level on click and wraps to the first', () => {
    let s = initialFlipbookState(4);
    const seen: number[] = [zoomOf(s)];
    for (let i = 0; i < 8; i++) {
      s = run(s, ...click());
      seen.push(zoomOf(s));
    }
    expect(seen).toEqual([1, 1.2, 1.5, 1.8, 2, 2.5, 3, 4, 1]);
  });

  it('derives the cursor from zoom and dragging', () => {
    let s = initialFlipbookState(4);
    expect(cursorOf(s)).toBe('zoom-in');
    for (let i = 0; i < 7; i++) s = run(s, ...click());
    expect(cursorOf(s)).toBe('zoom-out');
    s = run(initialFlipbookState(4), ...click(), down(100));
    expect(cursorOf(s)).toBe('grab');
    s = run(s, move(160, 130));
    expect(cursorOf(s)).toBe('grabbing');
    // At 1.2 the 672 px tall page overhangs the 600 px stage by 36 px each way; its width still fits.
    expect(s).toMatchObject({ direction: null, panX: 0, panY: 30 });
    expect(cursorOf(run(s, up(160, 130)))).toBe('zoom-in');
  });

  it('needs high-resolution pages only when zoomed in', () => {
    const s = initialFlipbookState(4);
    expect(needsHiRes(s)).toBe(false);
    expect(needsHiRes(run(s, ...click()))).toBe(true);
  });
});

describe('flipbook keyboard', () => {
  it('flips with the arrow keys and ignores keys during a flip', () => {
    let s = run(initialFlipbookState(4), { type: 'key', key: 'ArrowRight' });
    expect(s).toMatchObject({ direction: 'forward', settling: 'complete', progress: 0 });
    expect(settleDurationMs(s)).toBe(1000);
    expect(run(s, { type: 'key', key: 'ArrowLeft' })).toBe(s);
    s = run(s, { type: 'tick', progress: 1 }, { type: 'key', key: 'ArrowLeft' }, { type: 'tick', progress: 1 });
    expect(s.page).toBe(0);
  });
});

describe('flip strips', () => {
  it('splits the page into ten strips that bend: outer strips turn first', () => {
    const strips = flipStrips(0.3, 'forward');
    expect(strips).toHaveLength(10);
    expect(strips[9].angle).toBeLessThan(strips[0].angle);
    expect(flipStrips(0, 'forward').every((x) => x.angle === 0)).toBe(true);
    expect(flipStrips(1, 'forward').every((x) => x.angle === -180)).toBe(true);
    expect(flipStrips(1, 'backward').every((x) => x.angle === 0)).toBe(true);
    // Flat, every strip sits where it is cut from; bent, the outer strips are drawn in towards the spine.
    expect(flipStrips(0, 'forward').map((x) => x.x)).toEqual(strips.map((x) => x.hinge / 100).map((v) => expect.closeTo(v, 9)));
    expect(strips[9].x).toBeLessThan(0.9);
    expect(strips[9].z).toBeGreaterThan(0);
  });
});

describe('flipbook pan', () => {
  /** Zoomed in `steps` clicks, then dragged by (dx, dy) from the middle of the stage. */
  const dragged = (steps: number, dx: number, dy: number, view = VIEW) => {
    let s = initialFlipbookState(4);
    for (let i = 0; i < steps; i++) s = run(s, ...click());
    return run(s, { type: 'pointerDown', id: 1, x: 400, y: 300, view }, move(400 + dx, 300 + dy));
  };

  it('limits the pan to what the enlarged page overhangs the stage, half each way', () => {
    expect(panLimits(VIEW, 1)).toEqual({ maxX: 0, maxY: 0 });
    expect(panLimits(VIEW, 2)).toEqual({ maxX: 0, maxY: 260 });
    expect(panLimits(VIEW, 4)).toEqual({ maxX: 400, maxY: 820 });
  });

  it('stops a drag at the page edge instead of showing the stage behind it', () => {
    // Zoom 4 (seven clicks): the page is 1600 × 2240 in an 800 × 600 stage.
    expect(dragged(7, 5000, -5000)).toMatchObject({ panX: 400, panY: -820 });
    expect(dragged(7, -150, 90)).toMatchObject({ panX: -150, panY: 90 });
    // Zoom 2: the width still fits, so the page stays centred across.
    expect(dragged(4, 300, 300)).toMatchObject({ panX: 0, panY: 260 });
  });

  it('adds a second drag to the first within the same limits, and re-centres when the zoom returns to 1', () => {
    let s = dragged(7, 300, 0);
    s = run(s, up(700, 300), { type: 'pointerDown', id: 1, x: 400, y: 300, view: VIEW }, move(600, 300));
    expect(s.panX).toBe(400);
    s = run(s, up(600, 300), ...click());
    expect(s).toMatchObject({ zoom: 1, panX: 0, panY: 0 });
  });

  it('fits an old pan into a stage that became larger', () => {
    let s = run(dragged(7, 400, 0), up(800, 300));
    expect(s.panX).toBe(400);
    // The window widened: the stage now shows more of the page's 1600 px width, so less pan is possible.
    s = run(s, { type: 'pointerDown', id: 1, x: 10, y: 10, view: { ...VIEW, stageWidth: 1200 } });
    expect(s.panX).toBe(200);
  });
});
