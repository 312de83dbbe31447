import type { PermissionKey } from '@contract/permissions';
import type { SessionUserView } from '@contract/users';
import type { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation } from '@tanstack/react-router';
import { authQueries } from '@/modules/auth/api/auth-queries';
import { isApiError } from '@/shared/lib/api-error';
import { getToken, hasTokenCookie } from '@/shared/lib/token';
import { enterPage, enterRedirect } from './enter-page';

interface GuardArgs {
  context: { queryClient: QueryClient };
  location: ParsedLocation;
}

export interface Session {
  /** The user with the abilities the server computed for him. */
  user: SessionUserView;
  permissions: PermissionKey[];
}

/**
 * The session of the signed-in user, from the query cache (fetched once).
 * Without a token, or when the server no longer accepts it, the browser goes
 * to the enter page carrying the current URL (SPEC §2, §8).
 */
export async function requireSession({ context, location }: GuardArgs): Promise<Session> {
  const { queryClient } = context;
  if (!getToken()) throw enterRedirect(await enterPage(queryClient), location.href);
  try {
    const [user, permissions] = await Promise.all([
      queryClient.ensureQueryData(authQueries.me()),
      queryClient.ensureQueryData(authQueries.permissions()),
    ]);
    return { user, permissions };
  } catch (e) {
    if (isApiError(e) && e.unauthenticated) throw enterRedirect(await enterPage(queryClient), location.href);
    throw e;
  }
}

/**
 * Routes of SPEC §2 that need the `access_token` cookie (index, listNew,
 * detailDfz, fullArticleRead, printPreview).
 */
export async function requireTokenCookie({ context, location }: GuardArgs): Promise<void> {
  if (!hasTokenCookie()) throw enterRedirect(await enterPage(context.queryClient), location.href);
}

/** Refusal of a route the user may not open; the route shows the 403 page. */
export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
  constructor(message = '您没有访问此页面的权限') {
    super(message);
  }
}

/** College admin routes are for `isAdmin` users only (SPEC §6). */
export function requireAdmin(session: Session): void {
  if (!session.user.isAdmin) throw new ForbiddenError('此页面仅对管理员开放');
}

/** A module's screens need the module's permission (e.g. ROLE_WIKI_DISPLAY_WEB); others see the 403 page. */
export function requirePermission(session: Session, key: PermissionKey, message = '您没有访问此页面的权限'): void {
  if (!session.permissions.includes(key)) throw new ForbiddenError(message);
}
