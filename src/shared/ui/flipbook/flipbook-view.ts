import { ZOOM_LEVELS } from './flipbook-constants';
import type { FlipbookState, FlipbookView } from './flipbook-types';

export const MIN_ZOOM = ZOOM_LEVELS[0];
export const MAX_ZOOM = ZOOM_LEVELS[ZOOM_LEVELS.length - 1];

export const clampZoom = (zoom: number): number => Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom));
const clampTo = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

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

/** The zoom at which what the stage shows fills its width, within the zoom levels' range. */
export function fitScale(view: FlipbookView): number {
  return view.pageWidth > 0 ? clampZoom(view.innerWidth / view.pageWidth) : MIN_ZOOM;
}

/** The pan kept within the limits of the current zoom and view; the same state when it already is. */
export function clampPan(s: FlipbookState): FlipbookState {
  if (!s.view) return s;
  const { maxX, maxY } = panLimits(s.view, s.zoom);
  const panX = clampTo(s.panX, maxX);
  const panY = clampTo(s.panY, maxY);
  return panX === s.panX && panY === s.panY ? s : { ...s, panX, panY };
}

/** An enlarged page shown from its top edge, as a page is read: after a flip, a jump or fitting to the width. */
export function toTop(s: FlipbookState): FlipbookState {
  if (!s.view || s.zoom <= MIN_ZOOM) return s;
  return clampPan({ ...s, panY: panLimits(s.view, s.zoom).maxY });
}

/** Moves an enlarged page by (dx, dy) within its limits; the same state when it cannot move that way. */
export function panBy(s: FlipbookState, dx: number, dy: number): FlipbookState {
  if (!s.view || s.zoom <= MIN_ZOOM) return s;
  const moved = clampPan({ ...s, panX: s.panX + dx, panY: s.panY + dy });
  const before = clampPan(s);
  return moved.panX === before.panX && moved.panY === before.panY ? s : { ...moved, glide: false };
}

/** A point of the screen as an offset from the stage's centre, about which the page scales. */
export function focusOf(s: FlipbookState, x: number, y: number): [number, number] {
  return s.view ? [x - s.view.centerX, y - s.view.centerY] : [0, 0];
}

const sameView = (a: FlipbookView, b: FlipbookView) =>
  (Object.keys(a) as (keyof FlipbookView)[]).every((k) => Math.abs(a[k] - b[k]) < 0.5);

/**
 * New sizes (a resized window, a loaded page, a spread turned on): a fitted
 * page is fitted again and kept at its top if it was there; any pan is kept
 * within the new limits.
 */
export function measured(s: FlipbookState, view: FlipbookView): FlipbookState {
  if (s.view && sameView(s.view, view)) return s;
  if (!s.fit) return clampPan({ ...s, view });
  const wasTop = !s.view || s.panY >= panLimits(s.view, s.zoom).maxY - 0.5;
  const next = clampPan({ ...s, view, zoom: fitScale(view), glide: false });
  return wasTop ? toTop(next) : next;
}
