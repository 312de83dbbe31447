/**
 * The forum's URL vocabulary without zod (post kinds, sorts, activity sides,
 * case field limits), so the `/bbs/*` routes' search checks can use it without
 * carrying the endpoint schemas into the first screen (issue 12's ceiling).
 */

export const BBS_POST_KINDS = ['question', 'share', 'case'] as const;
export type BbsPostKind = (typeof BBS_POST_KINDS)[number];

/** The post lists' orders. */
export const POST_SORTS = ['latest', 'hot', 'votes', 'created'] as const;

/** How the answer square orders: newest first, or most agreed first. */
export const ANSWER_FEED_SORTS = ['time', 'votes'] as const;
export type AnswerFeedSort = (typeof ANSWER_FEED_SORTS)[number];

/** Which side of the activity a list shows: what the caller did, or what others did to his writing. */
export const ACTIVITY_DIRECTIONS = ['given', 'received'] as const;
export type ActivityDirection = (typeof ACTIVITY_DIRECTIONS)[number];

/** A case's region and product (filters of the case library). */
export const REGION_MAX = 30;
export const PRODUCT_MAX = 30;
