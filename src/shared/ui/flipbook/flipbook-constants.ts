/** Flipbook constants (SPEC §9): every value here is a product requirement. */
export const FLIP_DURATION_MS = 1000;
export const ZOOM_DURATION_MS = 500;
export const ZOOM_LEVELS = [1, 1.2, 1.5, 1.8, 2, 2.5, 3, 4] as const;
export const POLYGONS_PER_PAGE = 10;
/** A pointer that moves less than this between down and up is a click. */
export const SWIPE_MIN_PX = 3;
/** Share of a page width a drag must pass for the flip to complete on release. */
export const COMPLETE_RATIO = 0.25;

/* Viewer choices beyond SPEC §9 (issue 28): how keys, the wheel and fingers move an enlarged page. */
/** How far ArrowUp / ArrowDown move an enlarged page before, at its edge, they turn it. */
export const KEY_PAN_PX = 120;
/** Wheel distance with Ctrl held (a trackpad's pinch sends this) that zooms by a factor of e. */
export const WHEEL_ZOOM_PX = 300;
