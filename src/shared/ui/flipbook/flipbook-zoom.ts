import { ZOOM_LEVELS } from './flipbook-constants';
import type { FlipbookState } from './flipbook-types';
import { clampPan, clampZoom, fitScale, focusOf, MIN_ZOOM, toTop } from './flipbook-view';

/** Below this two zooms count as one (a fitted or pinched zoom may sit a hair off a level). */
const EPSILON = 0.001;

/** The zoom level after `zoom` one step in (1) or out (−1); null past the first or last. */
export function nextLevel(zoom: number, step: 1 | -1): number | null {
  if (step === 1) return ZOOM_LEVELS.find((level) => level > zoom + EPSILON) ?? null;
  for (let i = ZOOM_LEVELS.length - 1; i >= 0; i--) if (ZOOM_LEVELS[i] < zoom - EPSILON) return ZOOM_LEVELS[i];
  return null;
}

/**
 * The page at another zoom, the point `(fx, fy)` (from the stage's centre)
 * staying where it is on the screen; leaves fit to width. Back at 1 the page
 * fits again and is centred.
 */
export function withZoom(s: FlipbookState, zoom: number, fx: number, fy: number, glide: boolean): FlipbookState {
  const z = clampZoom(zoom);
  if (z === s.zoom && !s.fit) return s;
  if (z === MIN_ZOOM) return { ...s, zoom: z, fit: false, panX: 0, panY: 0, glide };
  const k = z / s.zoom;
  return clampPan({ ...s, zoom: z, fit: false, glide, panX: fx - (fx - s.panX) * k, panY: fy - (fy - s.panY) * k });
}

/** A click on the page: the next zoom level about the point clicked; after the last, back to 1 (SPEC §4). */
export function stepZoom(s: FlipbookState, x: number, y: number): FlipbookState {
  const [fx, fy] = focusOf(s, x, y);
  return withZoom(s, nextLevel(s.zoom, 1) ?? MIN_ZOOM, fx, fy, true);
}

/** The buttons and the +/− keys: one level in or out about the centre, stopping at either end. */
export function zoomBy(s: FlipbookState, step: 1 | -1): FlipbookState {
  const next = nextLevel(s.zoom, step);
  return next === null ? s : withZoom(s, next, 0, 0, true);
}

/** Ctrl + wheel and a trackpad's pinch: any zoom within the range, about the pointer. */
export function zoomTo(s: FlipbookState, zoom: number, x: number, y: number): FlipbookState {
  const [fx, fy] = focusOf(s, x, y);
  return withZoom(s, zoom, fx, fy, false);
}

/** Fit to width, pressed again: back to the normal size. A fitted page is read from its top. */
export function toggleFit(s: FlipbookState): FlipbookState {
  if (s.fit) return { ...s, fit: false, zoom: MIN_ZOOM, panX: 0, panY: 0, glide: true };
  const zoom = s.view ? fitScale(s.view) : s.zoom;
  return toTop({ ...s, fit: true, zoom, panX: 0, panY: 0, glide: true });
}
