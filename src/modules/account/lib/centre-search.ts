import { MY_ITEM_STATES } from '@contract/account/account-terms';
import { LIVE_DOMAINS } from '@contract/platform/domains';
import { MAX_DB_ID } from '@contract/platform/limits';
import * as z from 'zod/mini';

const LIVE_IDS = new Set(LIVE_DOMAINS.map((d) => d.id));

const page = z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1);
const domainId = z.catch(
  z.optional(
    z.coerce.number().check(
      z.int(),
      z.refine((v) => LIVE_IDS.has(v)),
    ),
  ),
  undefined,
);
const keyword = z.catch(
  z.optional(
    z.pipe(z.union([z.string(), z.pipe(z.number(), z.transform(String))]), z.string().check(z.trim(), z.maxLength(100))),
  ),
  undefined,
);

/** URL of `/account/publish` and `/account/draft`: a bad value is dropped, never an error page. */
export const myItemsSearch = z.object({
  state: z.catch(z.optional(z.enum(MY_ITEM_STATES)), undefined),
  domainId,
  keyword,
  page,
});
export type MyItemsSearch = z.output<typeof myItemsSearch>;

/** URL of `/account/footprint`. */
export const footprintSearch = z.object({ domainId, page });
export type FootprintSearch = z.output<typeof footprintSearch>;

/** URL of `/account/collections-detail`: no folder means every favourite. */
export const collectionsDetailSearch = z.object({
  folderId: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DB_ID))), undefined),
  page,
});
export type CollectionsDetailSearch = z.output<typeof collectionsDetailSearch>;

/** URL of `/account/soso`. */
export const sosoSearch = z.object({ keyword, page });
export type SosoSearch = z.output<typeof sosoSearch>;
