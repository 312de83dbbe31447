import * as z from 'zod/mini';

/** URL search params of every recycle bin route: keyword and page. */
export const recycleSearch = z.object({
  keyword: z.catch(
    z.optional(
      z.pipe(z.union([z.string(), z.pipe(z.number(), z.transform(String))]), z.string().check(z.trim(), z.maxLength(100))),
    ),
    undefined,
  ),
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1),
});
