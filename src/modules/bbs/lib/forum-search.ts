import { ACTIVITY_DIRECTIONS, ANSWER_FEED_SORTS, BBS_POST_KINDS, POST_SORTS } from '@contract/bbs/bbs-terms';
import { MAX_DB_ID } from '@contract/platform/limits';
import * as z from 'zod/mini';

// The `/bbs/*` routes' search params (SPEC §2, issue 18: filters, sort, tab and page in the URL).
// The routes' `validateSearch` names them, so they travel with the route tree on the first screen:
// zod/mini and the zod-free vocabulary only, and nothing here that only screens use (issue 12).
// Every param falls back to its default when it is missing or does not parse: a hand-edited link
// still opens its page.

/** Left out, or dropped when it does not parse. */
export const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
export const id = optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DB_ID)));
/** A list's page, 1 when absent or unreadable. */
export const pageParam = z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1);
/** Hand-written links may carry `?keyword=2024`, which the router reads as a number. */
const text = optional(
  z.pipe(
    z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
    z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  ),
);

/** The post lists, the forum home and a plate's page (`home?plateId=`), a member's page, favourites. */
export const postListSearchSchema = z.object({
  keyword: text,
  kind: optional(z.enum(BBS_POST_KINDS)),
  plateId: id,
  labelId: id,
  sort: optional(z.enum(POST_SORTS)),
  page: pageParam,
  /** `personal?id=`: the member; `personal`'s tab. */
  id,
  tab: optional(z.enum(['posts', 'answers'])),
  /** `collections`: one favourite folder. */
  folderId: id,
});
export type PostListSearch = z.output<typeof postListSearchSchema>;

/** The topic, expert and forum-admin screens; each screen checks `tab` against its own tabs. */
export const communitySearchSchema = z.object({
  tab: optional(z.string()),
  keyword: text,
  /** `expert`: a field; `topic-detail`: unused. */
  labelId: id,
  /** `admin/knowledge`: what kind of content to turn into knowledge. */
  kind: optional(z.enum(['question', 'case'])),
  /** `topic-detail?id=`: the topic. */
  id,
  page: pageParam,
});
export type CommunitySearch = z.output<typeof communitySearchSchema>;

/** `answers` (回答广场): sort, plate and page, like the post lists. */
export const answerFeedSearchSchema = z.object({
  sort: optional(z.enum(ANSWER_FEED_SORTS)),
  plateId: id,
  page: pageParam,
});
export type AnswerFeedSearch = z.output<typeof answerFeedSearchSchema>;

/** `agree` and `comment`: the tab (whose side of the activity) and the page. */
export const activitySearchSchema = z.object({ tab: optional(z.enum(ACTIVITY_DIRECTIONS)), page: pageParam });
export type ActivitySearch = z.output<typeof activitySearchSchema>;

/** `ask?id=&kind=&plateId=` and `case-create?id=&plateId=`. */
export const askSearchSchema = z.object({ id, kind: optional(z.enum(['question', 'share'])), plateId: id });
export type AskSearch = z.output<typeof askSearchSchema>;

/** `post-detail?id=&sort=&page=`: the answers' order and page (the first page and `votes` are left out). */
export const postDetailSearchSchema = z.object({
  id,
  sort: optional(z.enum(['votes', 'time'])),
  page: optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
});
export type PostDetailSearch = z.output<typeof postDetailSearchSchema>;

/** What the lists' schemas fill in when the URL leaves it out: stripped from the address again (links stay short). */
export const FORUM_LIST_DEFAULTS = { page: 1 } as const;
