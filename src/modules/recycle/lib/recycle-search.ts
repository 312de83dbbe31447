import { z } from 'zod';

/** URL search params of every recycle bin route: keyword and page. */
export const recycleSearch = z.object({
  keyword: z
    .union([z.string(), z.number().transform(String)])
    .pipe(z.string().trim().max(100))
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
