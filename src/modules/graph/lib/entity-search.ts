import { MAX_DB_ID } from '@contract/limits';
import * as z from 'zod/mini';

/**
 * Search params of `/detail/chart/:name`: `?node=` is which of several
 * entities of the same name the reader chose, so a link reopens it. A bad
 * value is dropped (the choice is offered again).
 */
export const entitySearchSchema = z.object({
  node: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DB_ID))), undefined),
});
