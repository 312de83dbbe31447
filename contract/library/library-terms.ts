/**
 * Limits of local chronicles (地方志) that the library's URLs carry (region,
 * year). Kept free of zod for the same reason as knowledge-terms.ts: the
 * route definitions that parse them sit in the first screen's bundle.
 */

/** Longest region name of a local chronicle. */
export const REGION_MAX = 50;
export const YEAR_MIN = 1000;
export const YEAR_MAX = 2100;

/**
 * File-picker filter of the document types the server takes (library
 * uploads, notice attachments); the server checks the content, this only
 * narrows the picker.
 */
export const DOCUMENT_ACCEPT = '.pdf,.docx,.xlsx,.pptx,.txt,.md,.markdown,.png,.jpg,.jpeg,.gif,.webp';
