import type { QueryClient } from '@tanstack/react-query';
import { requireRole, type Session } from './guards';

/**
 * The forum's moderation pages (审核与举报): forum managers, and members who
 * moderate a plate (the server narrows what they see and do to their plates).
 * The plate tree that tells is read lazily, so the first screen carries
 * neither it nor the forum's contract.
 */
export async function requireForumModeration(
  { session, queryClient }: { session: Session; queryClient: QueryClient },
  area: string,
): Promise<void> {
  const { permissions, user } = session;
  if (permissions.includes('ROLE_BBS_MANAGE')) return;
  if (permissions.includes('ROLE_BBS_DISPLAY')) {
    const { moderatesAPlate } = await import('@/modules/bbs/lib/moderation');
    if (await moderatesAPlate(queryClient, user.id)) return;
  }
  requireRole(session, 'ROLE_BBS_MANAGE', area);
}
