import { requireRole, type Session } from './guards';

/**
 * The forum's moderation pages (审核与举报): forum managers, and members who
 * moderate a plate (the server narrows what they see and do to their plates).
 * Which plates he moderates is the server's answer in the session
 * (`abilities.moderates`), so the guard reads nothing more.
 */
export function requireForumModeration({ session }: { session: Session }, area: string): void {
  const { permissions, user } = session;
  if (permissions.includes('ROLE_BBS_MANAGE')) return;
  if (permissions.includes('ROLE_BBS_DISPLAY') && user.abilities.moderates.length > 0) return;
  requireRole(session, 'ROLE_BBS_MANAGE', area);
}
