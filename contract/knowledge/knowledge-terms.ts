/**
 * Values the SPA's URLs carry for knowledge lists (status filter, sort). Kept
 * free of zod so the route definitions, which parse the URL before a route's
 * code arrives and so sit in the first screen's bundle, do not pull in the
 * endpoint schemas of knowledge.ts.
 */
export const KNOWLEDGE_STATUSES = ['draft', 'pending', 'published', 'rejected'] as const;

export const LIST_SORTS = ['newest', 'updated', 'views', 'hot', 'likes', 'title'] as const;
