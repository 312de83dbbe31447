import { PRODUCT_MAX, REGION_MAX } from '@contract/bbs/bbs-terms';
import { MAX_DB_ID } from '@contract/platform/limits';
import * as z from 'zod/mini';

const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
/** Hand-written links may carry `?region=2024`, which the router reads as a number. */
const text = (max: number) =>
  optional(
    z.pipe(
      z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
      z.string().check(z.trim(), z.minLength(1), z.maxLength(max)),
    ),
  );

/**
 * The search params of the case library (`/case`): keyword, label, region,
 * product, year and page, so a filtered library can be shared and Back
 * restores it. The route's `validateSearch`.
 */
export const caseSearchSchema = z.object({
  keyword: text(100),
  labelId: optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DB_ID))),
  region: text(REGION_MAX),
  product: text(PRODUCT_MAX),
  year: optional(z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100))),
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1),
});
export type CaseSearch = z.output<typeof caseSearchSchema>;
