import { type UserView, VISITOR_USER_TYPE } from '@contract/auth/users';
import type { visitorInfo } from '@contract/common/common';
import type { z } from 'zod';

/** Consumer pattern under which visitors are asked to bind a staff account. */
export const BIND_CONSUMER_PATTERN = 1;

/**
 * SPEC §2: the bind-user modal opens when visitor mode is on, the consumer
 * pattern is 1 and the user is a visitor (type 6) — and only while the
 * visitor is not bound yet, or it would reopen after a successful binding.
 */
export function shouldOfferBind(info: z.output<(typeof visitorInfo)['output']> | undefined, user: UserView | undefined): boolean {
  if (!info || !user) return false;
  return (
    info.visitorMode && info.visitorConsumerPatter === BIND_CONSUMER_PATTERN && user.type === VISITOR_USER_TYPE && !user.bound
  );
}
