import { pageLabel, shownPages } from './flipbook-paging';
import { cursorOf, flipbookReducer, initialFlipbookState } from './flipbook-state';
import type { FlipbookAction, FlipbookState, FlipbookView } from './flipbook-types';

const run = (s: FlipbookState, ...actions: FlipbookAction[]) => actions.reduce(flipbookReducer, s);
/** A 400 × 560 page in an 800 × 600 stage with 16 px padding, centred at (400, 300). */
const VIEW: FlipbookView = {
  pageWidth: 400,
  pageHeight: 560,
  stageWidth: 800,
  stageHeight: 600,
  innerWidth: 768,
  centerX: 400,
  centerY: 300,
};
const measure = (view: Partial<FlipbookView> = {}): FlipbookAction => ({ type: 'measure', view: { ...VIEW, ...view } });
const down = (x: number, y: number, id = 1): FlipbookAction => ({ type: 'pointerDown', id, x, y, view: VIEW });
const move = (x: number, y: number, id = 1): FlipbookAction => ({ type: 'pointerMove', id, x, y });
const up = (x: number, y: number, id = 1): FlipbookAction => ({ type: 'pointerUp', id, x, y });
const book = (pages = 9, ...actions: FlipbookAction[]) => run(initialFlipbookState(pages), measure(), ...actions);
const done: FlipbookAction = { type: 'tick', progress: 1 };

describe('fit to width', () => {
  it('scales the page to the stage inside its padding, shows its top, and goes back to the normal size', () => {
    const fitted = book(9, { type: 'fitWidth' });
    // 768 / 400: the page is 1075 px tall in a 600 px stage, so it sits 237.6 px down to show its top edge.
    expect(fitted).toMatchObject({ fit: true, zoom: 1.92, panX: 0 });
    expect(fitted.panY).toBeCloseTo((400 * 1.4 * 1.92 - 600) / 2);
    expect(run(fitted, { type: 'fitWidth' })).toMatchObject({ fit: false, zoom: 1, panX: 0, panY: 0 });
  });

  it('follows the stage while on, and stays within the zoom range', () => {
    const s = book(9, { type: 'fitWidth' }, measure({ innerWidth: 600 }));
    expect(s).toMatchObject({ fit: true, zoom: 1.5 });
    expect(run(s, measure({ innerWidth: 3000 })).zoom).toBe(4);
    expect(book(9, measure({ innerWidth: 300 }), { type: 'fitWidth' }).zoom).toBe(1);
  });

  it('leaves fitting for the zoom level next to it: the buttons one level either way, a click the next one up', () => {
    const fitted = book(9, { type: 'fitWidth' });
    expect(run(fitted, { type: 'zoomBy', step: 1 })).toMatchObject({ fit: false, zoom: 2 });
    expect(run(fitted, { type: 'zoomBy', step: -1 })).toMatchObject({ fit: false, zoom: 1.8 });
    expect(run(fitted, down(400, 300), up(400, 300))).toMatchObject({ fit: false, zoom: 2 });
    // Measuring again no longer changes a zoom the reader chose.
    expect(run(fitted, { type: 'zoomBy', step: 1 }, measure({ innerWidth: 600 })).zoom).toBe(2);
  });

  it('turns the page when dragged across, since it fits across; a drag down moves it', () => {
    const fitted = book(9, { type: 'fitWidth' });
    const across = run(fitted, down(600, 300), move(450, 310));
    expect(across).toMatchObject({ direction: 'forward', pointer: { mode: 'flip' } });
    const turned = run(across, up(300, 310), done);
    expect(turned).toMatchObject({ page: 1, fit: true, zoom: 1.92 });
    // The next page is read from its top again.
    expect(turned.panY).toBeCloseTo(fitted.panY);
    const downwards = run(fitted, down(400, 300), move(405, 200));
    expect(downwards).toMatchObject({ direction: null, pointer: { mode: 'pan' } });
    expect(downwards.panY).toBeCloseTo(fitted.panY - 100);
  });
});

describe('two-page spread', () => {
  it('shows pairs from an even page and flips two pages at a time', () => {
    let s = run(initialFlipbookState(5, 3), { type: 'spread', on: true });
    expect(s.page).toBe(2);
    expect(shownPages(s)).toEqual([2, 3]);
    expect(pageLabel(s)).toBe('第 3–4 / 5 页');
    s = run(s, { type: 'next' }, done);
    expect(s.page).toBe(4);
    // The last pair of an odd count has its left page only, and nothing after it.
    expect(shownPages(s)).toEqual([4]);
    expect(pageLabel(s)).toBe('第 5 / 5 页');
    expect(run(s, { type: 'next' }).direction).toBeNull();
    s = run(s, { type: 'key', key: 'ArrowLeft' }, done);
    expect(s.page).toBe(2);
  });

  it('jumps to the pair holding a page, and End to the last pair', () => {
    const s = run(initialFlipbookState(8), { type: 'spread', on: true });
    expect(run(s, { type: 'goto', page: 5 }).page).toBe(4);
    expect(run(s, { type: 'key', key: 'End' }).page).toBe(6);
    expect(run(initialFlipbookState(8, 5), { type: 'spread', on: true }, { type: 'spread', on: false }).page).toBe(4);
  });

  it('measures a drag by one page of the two', () => {
    // The view holds both pages (800 px): a quarter of one page is 100 px.
    const spreadView = { ...VIEW, pageWidth: 800, stageWidth: 1000 };
    const s = run(
      initialFlipbookState(8),
      { type: 'spread', on: true },
      { type: 'pointerDown', id: 1, x: 800, y: 300, view: spreadView },
    );
    const dragged = run(s, move(680, 300));
    expect(dragged.progress).toBeCloseTo(120 / 400);
    expect(run(dragged, up(680, 300))).toMatchObject({ settling: 'complete' });
  });

  it('does not change the layout while a page turns', () => {
    const turning = run(initialFlipbookState(8), { type: 'next' });
    expect(run(turning, { type: 'spread', on: true })).toBe(turning);
  });
});

describe('fingers', () => {
  it('zooms with two fingers about their midpoint, within the zoom range', () => {
    // Fingers 100 px apart around the stage's centre, spread to 200 px: zoom 2.
    let s = book(9, down(350, 300, 1), down(450, 300, 2));
    expect(s.pointer?.mode).toBe('pinch');
    expect(cursorOf(s)).toBe('grabbing');
    s = run(s, move(300, 300, 1), move(500, 300, 2));
    expect(s).toMatchObject({ zoom: 2, panX: 0, direction: null });
    expect(run(s, move(0, 300, 1), move(800, 300, 2)).zoom).toBe(4);
    expect(run(s, move(390, 300, 1), move(410, 300, 2))).toMatchObject({ zoom: 1, panX: 0, panY: 0 });
  });

  it('keeps the page point under the fingers where it was', () => {
    // Pinched about a point 100 px below the centre: at zoom 1.5 the page moves up by half of that.
    const s = book(9, down(350, 400, 1), down(450, 400, 2), move(325, 400, 1), move(475, 400, 2));
    expect(s.zoom).toBe(1.5);
    expect(s.panY).toBeCloseTo(-50);
  });

  it('goes on as a pan with the finger left, and never takes the lift for a click', () => {
    let s = book(9, down(350, 300, 1), down(450, 300, 2), move(250, 300, 1), move(550, 300, 2), up(550, 300, 2));
    expect(s).toMatchObject({ zoom: 3, pinch: null, pointer: { id: 1, mode: 'pan' } });
    s = run(s, move(250, 250, 1));
    expect(s.panY).toBe(-50);
    s = run(s, up(250, 250, 1));
    expect(s).toMatchObject({ zoom: 3, pointer: null });
  });

  it('ignores a second finger while a page is being turned', () => {
    const s = book(9, down(600, 300, 1), move(500, 300, 1));
    expect(s.direction).toBe('forward');
    expect(run(s, down(300, 300, 2))).toBe(s);
    expect(run(s, { type: 'pointerCancel', id: 1 })).toMatchObject({ pointer: null, settling: 'revert' });
  });
});

describe('keys and the wheel on an enlarged page', () => {
  it('moves down the page with ArrowDown and turns it at the bottom, the next page shown from its top', () => {
    let s = book(
      9,
      { type: 'zoomBy', step: 1 },
      { type: 'zoomBy', step: 1 },
      { type: 'zoomBy', step: 1 },
      { type: 'zoomBy', step: 1 },
    );
    // Zoom 2: 1120 px tall in 600, 260 px each way.
    s = run(s, { type: 'key', key: 'ArrowDown' });
    expect(s).toMatchObject({ panY: -120, direction: null });
    s = run(s, { type: 'key', key: 'ArrowDown' }, { type: 'key', key: 'ArrowDown' });
    expect(s.panY).toBe(-260);
    s = run(s, { type: 'key', key: 'ArrowDown' });
    expect(s.direction).toBe('forward');
    s = run(s, done);
    expect(s).toMatchObject({ page: 1, panY: 260 });
  });

  it('pans with the wheel only where the page can move, and zooms about the pointer with Ctrl', () => {
    const flat = book(9);
    expect(run(flat, { type: 'panBy', dx: 0, dy: -100 })).toBe(flat);
    const zoomed = run(
      flat,
      { type: 'zoomBy', step: 1 },
      { type: 'zoomBy', step: 1 },
      { type: 'zoomBy', step: 1 },
      { type: 'zoomBy', step: 1 },
    );
    expect(run(zoomed, { type: 'panBy', dx: 0, dy: -100 })).toMatchObject({ panY: -100, glide: false });
    const bottom = run(zoomed, { type: 'panBy', dx: 0, dy: -1000 });
    expect(bottom.panY).toBe(-260);
    expect(run(bottom, { type: 'panBy', dx: 0, dy: -10 })).toBe(bottom);
    const pinched = run(flat, { type: 'zoomTo', zoom: 1.6, x: 400, y: 400 });
    expect(pinched).toMatchObject({ zoom: 1.6, panX: 0 });
    expect(pinched.panY).toBeCloseTo(-60);
    expect(run(flat, { type: 'zoomTo', zoom: 9, x: 400, y: 300 }).zoom).toBe(4);
  });
});
