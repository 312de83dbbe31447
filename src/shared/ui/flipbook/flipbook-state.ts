import { COMPLETE_RATIO, FLIP_DURATION_MS, SWIPE_MIN_PX, ZOOM_LEVELS } from './flipbook-constants';

export type FlipDirection = 'forward' | 'backward' | null;
export type FlipCursor = 'zoom-in' | 'zoom-out' | 'grab' | 'grabbing';

/** What an active pointer turned into: undecided until it moves past the swipe minimum. */
type PointerMode = 'pending' | 'flip' | 'pan';

interface PointerTrack {
  startX: number;
  startY: number;
  pageWidth: number;
  mode: PointerMode;
  /** Pan offset when the pointer went down, so a pan adds to it. */
  panStartX: number;
  panStartY: number;
  /** How far a pan may go each way at the current zoom (see `panLimits`). */
  maxPanX: number;
  maxPanY: number;
}

/** The page's unscaled size and the visible stage's size, in CSS pixels, measured when a drag starts. */
export interface FlipbookView {
  pageWidth: number;
  pageHeight: number;
  stageWidth: number;
  stageHeight: number;
}

/**
 * How far the zoomed page may be panned from the centre on each axis so that
 * its edge never comes inside the stage: half of what the enlarged page
 * overhangs the stage; 0 on an axis where it still fits (it stays centred).
 */
export function panLimits(view: FlipbookView, zoom: number): { maxX: number; maxY: number } {
  return {
    maxX: Math.max(0, (view.pageWidth * zoom - view.stageWidth) / 2),
    maxY: Math.max(0, (view.pageHeight * zoom - view.stageHeight) / 2),
  };
}

const clampTo = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

export interface FlipbookState {
  pageCount: number;
  /** Zero-based index of the page shown. */
  page: number;
  direction: FlipDirection;
  /** How far the current flip has gone, 0..1. */
  progress: number;
  /** Set while the flip runs on by itself after a release or a key: towards 1 (complete) or 0 (revert). */
  settling: 'complete' | 'revert' | null;
  zoomIndex: number;
  panX: number;
  panY: number;
  pointer: PointerTrack | null;
}

export type FlipbookAction =
  | { type: 'pointerDown'; x: number; y: number; view: FlipbookView }
  | { type: 'pointerMove'; x: number; y: number }
  | { type: 'pointerUp'; x: number; y: number }
  | { type: 'pointerCancel' }
  | { type: 'key'; key: string }
  | { type: 'next' }
  | { type: 'prev' }
  /** One zoom level in (1) or out (−1), without wrapping: the buttons and the +/− keys. */
  | { type: 'zoomBy'; step: 1 | -1 }
  /** Straight to a page (0-based): the page jump. */
  | { type: 'goto'; page: number }
  /** Animation frame of a settling flip: the progress reached. */
  | { type: 'tick'; progress: number }
  | { type: 'setPageCount'; pageCount: number };

export function initialFlipbookState(pageCount: number, page = 0): FlipbookState {
  return {
    pageCount,
    page: clampPage(page, pageCount),
    direction: null,
    progress: 0,
    settling: null,
    zoomIndex: 0,
    panX: 0,
    panY: 0,
    pointer: null,
  };
}

function clampPage(page: number, pageCount: number): number {
  return Math.max(0, Math.min(page, Math.max(0, pageCount - 1)));
}

export const zoomOf = (s: FlipbookState): number => ZOOM_LEVELS[s.zoomIndex];
/** High-resolution page images are only worth loading when the page is enlarged. */
export const needsHiRes = (s: FlipbookState): boolean => zoomOf(s) > 1;
const busy = (s: FlipbookState): boolean => s.direction !== null;

export function canFlip(s: FlipbookState, direction: Exclude<FlipDirection, null>): boolean {
  return direction === 'forward' ? s.page < s.pageCount - 1 : s.page > 0;
}

export function cursorOf(s: FlipbookState): FlipCursor {
  const mode = s.pointer?.mode;
  if (mode === 'flip' || mode === 'pan') return 'grabbing';
  if (s.zoomIndex > 0 && mode === 'pending') return 'grab';
  return s.zoomIndex === ZOOM_LEVELS.length - 1 ? 'zoom-out' : 'zoom-in';
}

/** Time left for a settling flip: a whole flip takes FLIP_DURATION_MS, a part of one its share. */
export function settleDurationMs(s: FlipbookState): number {
  if (!s.settling) return 0;
  const remaining = s.settling === 'complete' ? 1 - s.progress : s.progress;
  return Math.round(FLIP_DURATION_MS * remaining);
}

function startFlip(s: FlipbookState, direction: Exclude<FlipDirection, null>): FlipbookState {
  if (busy(s) || s.pointer || !canFlip(s, direction)) return s;
  return { ...s, direction, progress: 0, settling: 'complete' };
}

function stepZoom(s: FlipbookState): FlipbookState {
  const zoomIndex = (s.zoomIndex + 1) % ZOOM_LEVELS.length;
  // Back at 1 the page fits again, so an old pan offset would only push it off-centre.
  return zoomIndex === 0 ? { ...s, zoomIndex, panX: 0, panY: 0 } : { ...s, zoomIndex };
}

function zoomBy(s: FlipbookState, step: 1 | -1): FlipbookState {
  const zoomIndex = Math.max(0, Math.min(ZOOM_LEVELS.length - 1, s.zoomIndex + step));
  if (zoomIndex === s.zoomIndex) return s;
  return zoomIndex === 0 ? { ...s, zoomIndex, panX: 0, panY: 0 } : { ...s, zoomIndex };
}

function onMove(s: FlipbookState, x: number, y: number): FlipbookState {
  const p = s.pointer;
  if (!p) return s;
  const dx = x - p.startX;
  const dy = y - p.startY;
  let mode = p.mode;
  if (mode === 'pending') {
    if (Math.hypot(dx, dy) < SWIPE_MIN_PX) return s;
    if (s.zoomIndex > 0) mode = 'pan';
    else {
      const direction = dx < 0 ? 'forward' : 'backward';
      if (!canFlip(s, direction)) return { ...s, pointer: { ...p, mode: 'pan' } };
      s = { ...s, direction };
      mode = 'flip';
    }
  }
  const pointer = mode === p.mode ? p : { ...p, mode };
  if (mode === 'pan') {
    // A pan at zoom 1 (a drag against the end of the book) moves nothing.
    if (s.zoomIndex === 0) return { ...s, pointer };
    return { ...s, pointer, panX: clampTo(p.panStartX + dx, p.maxPanX), panY: clampTo(p.panStartY + dy, p.maxPanY) };
  }
  // Dragging back past the start clamps at 0: the direction stays what the drag began as.
  const along = s.direction === 'forward' ? -dx : dx;
  const progress = Math.max(0, Math.min(1, along / p.pageWidth));
  return { ...s, pointer, progress };
}

function onUp(s: FlipbookState, x: number, y: number): FlipbookState {
  const p = s.pointer;
  if (!p) return s;
  const moved = onMove(s, x, y);
  const released = { ...moved, pointer: null };
  if (moved.pointer?.mode === 'pending') return stepZoom(released);
  if (moved.pointer?.mode !== 'flip') return released;
  const complete = moved.progress * p.pageWidth > p.pageWidth * COMPLETE_RATIO;
  return { ...released, settling: complete ? 'complete' : 'revert' };
}

function onTick(s: FlipbookState, progress: number): FlipbookState {
  if (!s.settling || !s.direction) return s;
  const p = Math.max(0, Math.min(1, progress));
  if (s.settling === 'complete' && p >= 1) {
    const page = s.page + (s.direction === 'forward' ? 1 : -1);
    return { ...s, page: clampPage(page, s.pageCount), direction: null, progress: 0, settling: null };
  }
  if (s.settling === 'revert' && p <= 0) return { ...s, direction: null, progress: 0, settling: null };
  return { ...s, progress: p };
}

export function flipbookReducer(s: FlipbookState, a: FlipbookAction): FlipbookState {
  switch (a.type) {
    case 'pointerDown': {
      if (busy(s) || s.pointer) return s;
      const { maxX, maxY } = panLimits(a.view, zoomOf(s));
      // The stage may have changed size since the last pan (a resized window): start from a pan that fits it.
      const panX = clampTo(s.panX, maxX);
      const panY = clampTo(s.panY, maxY);
      return {
        ...s,
        panX,
        panY,
        pointer: {
          startX: a.x,
          startY: a.y,
          pageWidth: Math.max(1, a.view.pageWidth * zoomOf(s)),
          mode: 'pending',
          panStartX: panX,
          panStartY: panY,
          maxPanX: maxX,
          maxPanY: maxY,
        },
      };
    }
    case 'pointerMove':
      return onMove(s, a.x, a.y);
    case 'pointerUp':
      return onUp(s, a.x, a.y);
    case 'pointerCancel':
      if (!s.pointer) return s;
      return s.pointer.mode === 'flip' ? { ...s, pointer: null, settling: 'revert' } : { ...s, pointer: null };
    case 'key':
      if (a.key === 'ArrowRight' || a.key === 'ArrowDown' || a.key === 'PageDown') return startFlip(s, 'forward');
      if (a.key === 'ArrowLeft' || a.key === 'ArrowUp' || a.key === 'PageUp') return startFlip(s, 'backward');
      if (a.key === '+' || a.key === '=') return zoomBy(s, 1);
      if (a.key === '-' || a.key === '_') return zoomBy(s, -1);
      if (a.key === 'Home') return busy(s) || s.pointer ? s : { ...s, page: 0 };
      if (a.key === 'End') return busy(s) || s.pointer ? s : { ...s, page: clampPage(s.pageCount - 1, s.pageCount) };
      return s;
    case 'zoomBy':
      return zoomBy(s, a.step);
    case 'goto':
      return busy(s) || s.pointer ? s : { ...s, page: clampPage(a.page, s.pageCount) };
    case 'next':
      return startFlip(s, 'forward');
    case 'prev':
      return startFlip(s, 'backward');
    case 'tick':
      return onTick(s, a.progress);
    case 'setPageCount': {
      const next = { ...s, pageCount: a.pageCount, page: clampPage(s.page, a.pageCount) };
      return next.page === s.page && a.pageCount === s.pageCount
        ? s
        : { ...next, direction: null, progress: 0, settling: null, pointer: null };
    }
  }
}
