import { alias } from 'drizzle-orm/pg-core';
import { bbsAnswers, bbsPlates, bbsPosts, bbsVotes, knowledge, knowledgeVersions, users } from '../../db/schema/index';

/*
 * The aliases the forum's raw SQL shares (issue 29 §5): fragments such as
 * OPEN_POST or POST_EXCERPT name `k`, `p` and `v` and are pasted into the
 * statements of many files, so every file takes the same alias objects.
 * A statement writes `from ${knowledge} ${k}` (rendered `"knowledge" "k"`)
 * and `${k.id}` (rendered `"k"."id"`): a renamed column fails the type check.
 */

/** The post's knowledge row. */
export const k = alias(knowledge, 'k');
/** The post's forum row. */
export const p = alias(bbsPosts, 'p');
/** The version shown (published, or the newest while never published). */
export const v = alias(knowledgeVersions, 'v');
/** An answer. */
export const a = alias(bbsAnswers, 'a');
/** An author. */
export const u = alias(users, 'u');
/** The post's plate. */
export const pl = alias(bbsPlates, 'pl');
/** A vote. */
export const bv = alias(bbsVotes, 'bv');
