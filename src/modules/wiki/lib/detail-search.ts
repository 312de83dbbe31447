import { LIVE_DOMAINS } from '@contract/domains';
import { MAX_DB_ID } from '@contract/schemas';
import { z } from 'zod';

const LIVE_IDS = new Set(LIVE_DOMAINS.map((d) => d.id));

/**
 * Search params of every entry page (`?id=12&version=3&domainId=`). A missing
 * or malformed id becomes 0, which the pages show as '词条不存在'; a malformed
 * version is dropped (the published version is shown). `domainId` picks the
 * domain's page (DOMAINS); without it the item is a wiki entry.
 */
export const detailSearchSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_DB_ID).catch(0),
  version: z.coerce.number().int().positive().max(100_000).optional().catch(undefined),
  domainId: z.coerce
    .number()
    .int()
    .refine((v) => LIVE_IDS.has(v))
    .optional()
    .catch(undefined),
});

export type DetailSearch = z.output<typeof detailSearchSchema>;
