/**
 * Limits of local chronicles (地方志) that the library's URLs carry (region,
 * year). Kept free of zod for the same reason as knowledge-terms.ts: the
 * route definitions that parse them sit in the first screen's bundle.
 */

/** Longest region name of a local chronicle. */
export const REGION_MAX = 50;
export const YEAR_MIN = 1000;
export const YEAR_MAX = 2100;
