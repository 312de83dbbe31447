import { COMPLETE_RATIO, SWIPE_MIN_PX } from './flipbook-constants';
import { busy, canFlip, stepOf } from './flipbook-paging';
import type { FlipbookState, FlipbookView, PointerMode, PointerTrack } from './flipbook-types';
import { clampPan, clampZoom, MIN_ZOOM, panLimits } from './flipbook-view';
import { stepZoom } from './flipbook-zoom';

/**
 * Pointers on the stage: a mouse, a pen or fingers alike. One pointer clicks
 * (zoom), drags a page over (flip) or moves an enlarged page (pan); a second
 * finger turns it into a pinch that zooms about the fingers' midpoint.
 */
export function pointerDown(s: FlipbookState, id: number, x: number, y: number, view: FlipbookView): FlipbookState {
  if (busy(s)) return s;
  if (s.pointer) {
    // A second finger pinches, unless a page is already being turned.
    if (s.pinch || s.pointer.id === id || s.pointer.mode === 'flip') return s;
    return startPinch({ ...s, view }, id, x, y);
  }
  // The stage may have changed size since the last pan (a resized window): start from a pan that fits it.
  const fitted = clampPan({ ...s, view });
  return {
    ...fitted,
    glide: false,
    pointer: {
      id,
      startX: x,
      startY: y,
      x,
      y,
      // In a spread the view holds two pages; a drag turns one of them.
      pageWidth: Math.max(1, (view.pageWidth / stepOf(s)) * s.zoom),
      mode: 'pending',
      panStartX: fitted.panX,
      panStartY: fitted.panY,
    },
  };
}

function startPinch(s: FlipbookState, id: number, x: number, y: number): FlipbookState {
  const p = s.pointer as PointerTrack;
  const view = s.view as FlipbookView;
  const midX = (p.x + x) / 2 - view.centerX;
  const midY = (p.y + y) / 2 - view.centerY;
  return {
    ...s,
    pointer: { ...p, mode: 'pinch' },
    pinch: {
      id,
      x,
      y,
      startDistance: Math.max(1, Math.hypot(x - p.x, y - p.y)),
      startZoom: s.zoom,
      anchorX: (midX - s.panX) / s.zoom,
      anchorY: (midY - s.panY) / s.zoom,
    },
  };
}

function pinchMove(s: FlipbookState, id: number, x: number, y: number): FlipbookState {
  const q = s.pinch;
  const p = s.pointer;
  if (!q || !p || !s.view || (id !== q.id && id !== p.id)) return s;
  const pointer = id === p.id ? { ...p, x, y } : p;
  const pinch = id === q.id ? { ...q, x, y } : q;
  const zoom = clampZoom((q.startZoom * Math.max(1, Math.hypot(pinch.x - pointer.x, pinch.y - pointer.y))) / q.startDistance);
  const midX = (pointer.x + pinch.x) / 2 - s.view.centerX;
  const midY = (pointer.y + pinch.y) / 2 - s.view.centerY;
  const next = { ...s, pointer, pinch, zoom, fit: false, glide: false };
  if (zoom === MIN_ZOOM) return { ...next, panX: 0, panY: 0 };
  return clampPan({ ...next, panX: midX - zoom * q.anchorX, panY: midY - zoom * q.anchorY });
}

/** One finger of a pinch lifted: the other one goes on as a pan from where it is. */
function pinchEnd(s: FlipbookState, id: number): FlipbookState {
  const q = s.pinch;
  const p = s.pointer;
  if (!q || !p || (id !== q.id && id !== p.id)) return s;
  const rest = id === q.id ? p : { ...p, id: q.id, x: q.x, y: q.y };
  return {
    ...s,
    pinch: null,
    pointer: { ...rest, startX: rest.x, startY: rest.y, mode: 'pan', panStartX: s.panX, panStartY: s.panY },
  };
}

/** What a drag that passed the swipe minimum is: a flip, or a pan of an enlarged page. */
function dragMode(s: FlipbookState, dx: number, dy: number): { mode: PointerMode; s: FlipbookState } {
  // Enlarged, the page pans; but one that still fits across flips when dragged across (fit to width).
  const fitsAcross = !s.view || panLimits(s.view, s.zoom).maxX < 1;
  if (s.zoom > MIN_ZOOM && !(fitsAcross && Math.abs(dx) > Math.abs(dy))) return { mode: 'pan', s };
  const direction = dx < 0 ? 'forward' : 'backward';
  if (!canFlip(s, direction)) return { mode: 'pan', s };
  return { mode: 'flip', s: { ...s, direction } };
}

export function pointerMove(s: FlipbookState, id: number, x: number, y: number): FlipbookState {
  if (s.pinch) return pinchMove(s, id, x, y);
  const p = s.pointer;
  if (!p || p.id !== id) return s;
  const dx = x - p.startX;
  const dy = y - p.startY;
  let mode = p.mode;
  if (mode === 'pending') {
    if (Math.hypot(dx, dy) < SWIPE_MIN_PX) return { ...s, pointer: { ...p, x, y } };
    ({ mode, s } = dragMode(s, dx, dy));
  }
  const pointer = { ...p, mode, x, y };
  if (mode === 'pan') {
    // A pan at zoom 1 (a drag against the end of the book) moves nothing.
    if (s.zoom <= MIN_ZOOM || !s.view) return { ...s, pointer };
    return clampPan({ ...s, pointer, panX: p.panStartX + dx, panY: p.panStartY + dy });
  }
  // Dragging back past the start clamps at 0: the direction stays what the drag began as.
  const along = s.direction === 'forward' ? -dx : dx;
  return { ...s, pointer, progress: Math.max(0, Math.min(1, along / p.pageWidth)) };
}

export function pointerUp(s: FlipbookState, id: number, x: number, y: number): FlipbookState {
  if (s.pinch) return pinchEnd(s, id);
  const p = s.pointer;
  if (!p || p.id !== id) return s;
  const moved = pointerMove(s, id, x, y);
  const released = { ...moved, pointer: null };
  if (moved.pointer?.mode === 'pending') return stepZoom(released, x, y);
  if (moved.pointer?.mode !== 'flip') return released;
  const complete = moved.progress * p.pageWidth > p.pageWidth * COMPLETE_RATIO;
  return { ...released, settling: complete ? 'complete' : 'revert' };
}

/** The browser took the pointer (a scroll began, the window lost focus): a flip falls back, a pinch ends. */
export function pointerCancel(s: FlipbookState, id: number): FlipbookState {
  if (s.pinch) return pinchEnd(s, id);
  if (!s.pointer || s.pointer.id !== id) return s;
  return s.pointer.mode === 'flip' ? { ...s, pointer: null, settling: 'revert' } : { ...s, pointer: null };
}
