import { FLIP_DURATION_MS, KEY_PAN_PX } from './flipbook-constants';
import { busy, canFlip, snapPage, stepOf } from './flipbook-paging';
import { pointerCancel, pointerDown, pointerMove, pointerUp } from './flipbook-pointer';
import type { FlipbookAction, FlipbookState, FlipCursor, FlipDirection } from './flipbook-types';
import { MIN_ZOOM, measured, panBy, toTop } from './flipbook-view';
import { nextLevel, toggleFit, zoomBy, zoomTo } from './flipbook-zoom';

export function initialFlipbookState(pageCount: number, page = 0): FlipbookState {
  const s: FlipbookState = {
    pageCount,
    page: 0,
    spread: false,
    direction: null,
    progress: 0,
    settling: null,
    zoom: MIN_ZOOM,
    fit: false,
    panX: 0,
    panY: 0,
    glide: false,
    view: null,
    pointer: null,
    pinch: null,
  };
  return { ...s, page: snapPage(s, page) };
}

export const zoomOf = (s: FlipbookState): number => s.zoom;
/** High-resolution page images are only worth loading when the page is enlarged. */
export const needsHiRes = (s: FlipbookState): boolean => s.zoom > MIN_ZOOM;

export function cursorOf(s: FlipbookState): FlipCursor {
  const mode = s.pointer?.mode;
  if (mode === 'flip' || mode === 'pan' || mode === 'pinch') return 'grabbing';
  if (s.zoom > MIN_ZOOM && mode === 'pending') return 'grab';
  // The last level's click wraps back to 1.
  return nextLevel(s.zoom, 1) === null ? 'zoom-out' : 'zoom-in';
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

function goto(s: FlipbookState, page: number): FlipbookState {
  if (busy(s) || s.pointer) return s;
  const target = snapPage(s, page);
  return target === s.page ? s : toTop({ ...s, page: target, glide: true });
}

/** ArrowDown / ArrowUp: an enlarged page moves on towards its edge; at the edge (or unenlarged) the page turns. */
function scrollOrFlip(s: FlipbookState, direction: Exclude<FlipDirection, null>): FlipbookState {
  if (busy(s) || s.pointer) return s;
  const moved = panBy(s, 0, direction === 'forward' ? -KEY_PAN_PX : KEY_PAN_PX);
  return moved !== s ? { ...moved, glide: true } : startFlip(s, direction);
}

function onKey(s: FlipbookState, key: string): FlipbookState {
  switch (key) {
    case 'ArrowRight':
    case 'PageDown':
      return startFlip(s, 'forward');
    case 'ArrowLeft':
    case 'PageUp':
      return startFlip(s, 'backward');
    case 'ArrowDown':
      return scrollOrFlip(s, 'forward');
    case 'ArrowUp':
      return scrollOrFlip(s, 'backward');
    case '+':
    case '=':
      return zoomBy(s, 1);
    case '-':
    case '_':
      return zoomBy(s, -1);
    case 'Home':
      return goto(s, 0);
    case 'End':
      return goto(s, s.pageCount - 1);
    default:
      return s;
  }
}

function onTick(s: FlipbookState, progress: number): FlipbookState {
  if (!s.settling || !s.direction) return s;
  const p = Math.max(0, Math.min(1, progress));
  if (s.settling === 'complete' && p >= 1) {
    const page = snapPage(s, s.page + (s.direction === 'forward' ? stepOf(s) : -stepOf(s)));
    return toTop({ ...s, page, direction: null, progress: 0, settling: null });
  }
  if (s.settling === 'revert' && p <= 0) return { ...s, direction: null, progress: 0, settling: null };
  return { ...s, progress: p };
}

/** Spread on (the page snaps to the left one of its pair) or off; not while a page turns or a pointer is down. */
function setSpread(s: FlipbookState, on: boolean): FlipbookState {
  if (on === s.spread || busy(s) || s.pointer) return s;
  const next = { ...s, spread: on };
  return { ...next, page: snapPage(next, s.page) };
}

export function flipbookReducer(s: FlipbookState, a: FlipbookAction): FlipbookState {
  switch (a.type) {
    case 'pointerDown':
      return pointerDown(s, a.id, a.x, a.y, a.view);
    case 'pointerMove':
      return pointerMove(s, a.id, a.x, a.y);
    case 'pointerUp':
      return pointerUp(s, a.id, a.x, a.y);
    case 'pointerCancel':
      return pointerCancel(s, a.id);
    case 'key':
      return onKey(s, a.key);
    case 'zoomBy':
      return zoomBy(s, a.step);
    case 'zoomTo':
      return zoomTo(s, a.zoom, a.x, a.y);
    case 'panBy':
      return panBy(s, a.dx, a.dy);
    case 'fitWidth':
      return toggleFit(s);
    case 'spread':
      return setSpread(s, a.on);
    case 'measure':
      return measured(s, a.view);
    case 'goto':
      return goto(s, a.page);
    case 'next':
      return startFlip(s, 'forward');
    case 'prev':
      return startFlip(s, 'backward');
    case 'tick':
      return onTick(s, a.progress);
    case 'setPageCount': {
      const next = { ...s, pageCount: a.pageCount };
      const page = snapPage(next, s.page);
      return page === s.page && a.pageCount === s.pageCount
        ? s
        : { ...next, page, direction: null, progress: 0, settling: null, pointer: null, pinch: null };
    }
  }
}
