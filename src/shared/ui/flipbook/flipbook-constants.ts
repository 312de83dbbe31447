/** Flipbook constants (SPEC §9): every value here is a product requirement. */
export const FLIP_DURATION_MS = 1000;
export const ZOOM_DURATION_MS = 500;
export const ZOOM_LEVELS = [1, 1.2, 1.5, 1.8, 2, 2.5, 3, 4] as const;
export const POLYGONS_PER_PAGE = 10;
/** A pointer that moves less than this between down and up is a click. */
export const SWIPE_MIN_PX = 3;
/** Share of a page width a drag must pass for the flip to complete on release. */
export const COMPLETE_RATIO = 0.25;
/** Scale at which high-resolution page images are rendered from a PDF. */
export const HI_RES_SCALE = 2.5;
