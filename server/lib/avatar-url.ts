/** Path of the avatar byte route; `avatarUrl` builds its addresses. */
export const AVATAR_ROUTE = '/aikn-app/account/avatar/:userId/:hash';

/**
 * A user's avatar address, or null without one. The content hash in the
 * path makes each picture's address its own: it can be cached for good, and
 * the old address stops answering once the picture is replaced.
 */
export const avatarUrl = (userId: number, hash: string | null): string | null =>
  hash === null ? null : `/aikn-app/account/avatar/${userId}/${hash}`;
