import { z } from 'zod';

const MAX_ID = 2_147_483_647;

/**
 * Search params of every entry page (`?id=12&version=3&domainId=2`). A missing
 * or malformed id becomes 0, which the pages show as '词条不存在'; a malformed
 * version is dropped (the published version is shown). `domainId` picks the
 * page of a document (2) or a video (3); without it (or with 1) it is a wiki entry.
 */
export const detailSearchSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID).catch(0),
  version: z.coerce.number().int().positive().max(100_000).optional().catch(undefined),
  domainId: z.coerce.number().int().min(1).max(3).optional().catch(undefined),
});

export type DetailSearch = z.output<typeof detailSearchSchema>;
