import { KNOWLEDGE_STATUSES, LIST_SORTS } from '@contract/knowledge/knowledge-terms';
import { MAX_DB_ID } from '@contract/platform/limits';
import * as z from 'zod/mini';

const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DB_ID));
/** Hand-written links may carry `?keyword=2024`, which the router reads as a number. */
const text = z.pipe(z.union([z.string(), z.pipe(z.number(), z.transform(String))]), z.string().check(z.trim(), z.maxLength(100)));
const day = z.iso.date();

/**
 * The search params of `/list` and `/listNew`: every filter, the sort and the
 * page live in the URL so a list can be shared and Back restores it. A value
 * that does not parse is dropped rather than failing the page.
 */
export const listSearchSchema = z.object({
  keyword: z.catch(z.optional(text), undefined),
  labelIds: z.catch(z.optional(z.array(id).check(z.maxLength(50))), undefined),
  groupIds: z.catch(z.optional(z.array(id).check(z.maxLength(50))), undefined),
  authorId: z.catch(z.optional(id), undefined),
  status: z.catch(z.optional(z.enum(KNOWLEDGE_STATUSES)), undefined),
  mine: z.catch(z.optional(z.boolean()), undefined),
  dateFrom: z.catch(z.optional(day), undefined),
  dateTo: z.catch(z.optional(day), undefined),
  sort: z.catch(z._default(z.enum(LIST_SORTS), 'newest'), 'newest'),
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1),
});

export type ListSearch = z.output<typeof listSearchSchema>;
export type ListSearchInput = z.input<typeof listSearchSchema>;
