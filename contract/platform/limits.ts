/**
 * Numeric limits shared by endpoint schemas and the SPA's URL parsing. Kept
 * free of zod so the route definitions, which sit in the first screen's
 * bundle, can read them without pulling in the endpoint schemas (issue 12).
 */

/** Default page size of entity lists (SPEC §9). */
export const DEFAULT_PAGE_SIZE = 10;

/** Largest id a PostgreSQL `integer` column holds; larger ids are refused as input, not left to overflow in SQL. */
export const MAX_DB_ID = 2_147_483_647;
