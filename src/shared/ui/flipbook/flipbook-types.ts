export type FlipDirection = 'forward' | 'backward' | null;
export type FlipCursor = 'zoom-in' | 'zoom-out' | 'grab' | 'grabbing';

/** What an active pointer turned into: undecided until it moves past the swipe minimum; a second finger makes it a pinch. */
export type PointerMode = 'pending' | 'flip' | 'pan' | 'pinch';

export interface PointerTrack {
  /** The pointer's id (a mouse has one; every finger its own). */
  id: number;
  startX: number;
  startY: number;
  /** Where it is now: a pinch measures the distance between two fingers. */
  x: number;
  y: number;
  /** How far a drag travels to turn a page all the way: one page's width at the zoom when the pointer went down. */
  pageWidth: number;
  mode: PointerMode;
  /** Pan offset when the pointer went down, so a pan adds to it. */
  panStartX: number;
  panStartY: number;
}

/** The second finger of a pinch. */
export interface PinchTrack {
  id: number;
  x: number;
  y: number;
  startDistance: number;
  startZoom: number;
  /** The point of the unscaled page (from its centre) under the fingers' midpoint when the pinch began: it stays under them. */
  anchorX: number;
  anchorY: number;
}

/** Sizes in CSS pixels, measured from the layout (transforms do not change them). */
export interface FlipbookView {
  /** What the stage shows at zoom 1: one page, or the two pages of a spread. */
  pageWidth: number;
  pageHeight: number;
  /** The stage's visible box. */
  stageWidth: number;
  stageHeight: number;
  /** The stage's width inside its padding: what a page fitted to the width fills. */
  innerWidth: number;
  /** Where on the screen (client coordinates) the stage's centre is: the page scales about it. */
  centerX: number;
  centerY: number;
}

export interface FlipbookState {
  pageCount: number;
  /** Zero-based index of the page shown; in a spread the left one of the pair, always even. */
  page: number;
  /** Two facing pages side by side (1–2, 3–4 …); a flip turns two pages. */
  spread: boolean;
  direction: FlipDirection;
  /** How far the current flip has gone, 0..1. */
  progress: number;
  /** Set while the flip runs on by itself after a release or a key: towards 1 (complete) or 0 (revert). */
  settling: 'complete' | 'revert' | null;
  /** Scale of the page over its normal size: one of the zoom levels, or between them after a pinch or a fit. */
  zoom: number;
  /** Fit to width: the zoom follows the stage's width until another zoom is chosen. */
  fit: boolean;
  panX: number;
  panY: number;
  /** Whether the last change of zoom or pan animates (a zoom step) or follows at once (a drag, a pinch, the wheel). */
  glide: boolean;
  /** The latest measured sizes; null until the stage was first measured. */
  view: FlipbookView | null;
  pointer: PointerTrack | null;
  pinch: PinchTrack | null;
}

export type FlipbookAction =
  | { type: 'pointerDown'; id: number; x: number; y: number; view: FlipbookView }
  | { type: 'pointerMove'; id: number; x: number; y: number }
  | { type: 'pointerUp'; id: number; x: number; y: number }
  | { type: 'pointerCancel'; id: number }
  | { type: 'key'; key: string }
  | { type: 'next' }
  | { type: 'prev' }
  /** One zoom level in (1) or out (−1), without wrapping: the buttons and the +/− keys. */
  | { type: 'zoomBy'; step: 1 | -1 }
  /** A zoom about a point of the screen, within the zoom levels' range: Ctrl + wheel, a trackpad's pinch. */
  | { type: 'zoomTo'; zoom: number; x: number; y: number }
  /** Moves an enlarged page by (dx, dy) pixels within its limits: the wheel. */
  | { type: 'panBy'; dx: number; dy: number }
  /** Turns fit to width on, or back to the normal size. */
  | { type: 'fitWidth' }
  | { type: 'spread'; on: boolean }
  /** The stage or the page changed size. */
  | { type: 'measure'; view: FlipbookView }
  /** Straight to a page (0-based): the page jump, the thumbnails, Home and End. */
  | { type: 'goto'; page: number }
  /** Animation frame of a settling flip: the progress reached. */
  | { type: 'tick'; progress: number }
  | { type: 'setPageCount'; pageCount: number };
