import { z } from 'zod';

const id = z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined);
const version = z.coerce.number().int().positive().max(100_000).optional().catch(undefined);

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
