import * as z from 'zod/mini';

const page = z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1);

/** `/video?keyword=&labelId=&page=`: the home, or its results once filtered. */
export const videoSearchSchema = z.object({
  keyword: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(100))), undefined),
  labelId: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))), undefined),
  page,
});
export type VideoSearch = z.output<typeof videoSearchSchema>;
