import { LIVE_DOMAINS } from '@contract/platform/domains';
import { MAX_DB_ID } from '@contract/platform/limits';
import * as z from 'zod/mini';

const LIVE_IDS = new Set(LIVE_DOMAINS.map((d) => d.id));

/**
 * Search params of every entry page (`?id=12&version=3&domainId=`). A missing
 * or malformed id becomes 0, which the pages show as '词条不存在'; a malformed
 * version is dropped (the published version is shown). `domainId` picks the
 * domain's page (DOMAINS); without it the item is a wiki entry.
 */
export const detailSearchSchema = z.object({
  id: z.catch(z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DB_ID)), 0),
  version: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(100_000))), undefined),
  domainId: z.catch(
    z.optional(
      z.coerce.number().check(
        z.int(),
        z.refine((v) => LIVE_IDS.has(v)),
      ),
    ),
    undefined,
  ),
});

export type DetailSearch = z.output<typeof detailSearchSchema>;
