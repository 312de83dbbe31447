import * as z from 'zod/mini';

const id = z.catch(z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))), undefined);
const version = z.catch(z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(100_000))), undefined);

/**
 * What `/knowledge-compare` compares, held in the URL: an entry and version
 * per side (a missing version means the published one). Malformed values are
 * dropped, so a mangled link opens the picker instead of an error.
 */
export const compareSearchSchema = z.object({
  leftId: id,
  leftVersion: version,
  rightId: id,
  rightVersion: version,
});

export type CompareSearch = z.output<typeof compareSearchSchema>;
