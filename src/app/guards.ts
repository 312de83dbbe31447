import type { SessionUserView } from '@contract/auth/users';
import { PERMISSION_NAMES, type PermissionKey } from '@contract/platform/permissions';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouteMatch, ParsedLocation } from '@tanstack/react-router';
import { authQueries } from '@/modules/auth/api/auth-queries';
import { isApiError } from '@/shared/lib/api-error';
import { ForbiddenError } from '@/shared/lib/forbidden-error';
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

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * SPEC §2: the route needs the `access_token` cookie besides the stored
     * token (index, listNew, detailDfz, fullArticleRead, printPreview).
     */
    tokenCookie?: boolean;
  }
}

/**
 * The token-cookie routes of SPEC §2 (`staticData.tokenCookie`): without the
 * cookie the browser goes to the enter page. Checked by the session guard,
 * right after the session and before any module's guard.
 */
export async function requireTokenCookie({
  context,
  location,
  matches,
}: GuardArgs & { matches: AnyRouteMatch[] }): Promise<void> {
  if (!matches.some((m) => m.staticData.tokenCookie)) return;
  if (!hasTokenCookie()) throw enterRedirect(await enterPage(context.queryClient), location.href);
}

/** College admin routes are for `isAdmin` users only (SPEC §6). */
export function requireAdmin(session: Session): void {
  if (!session.user.isAdmin) throw new ForbiddenError('此页面仅对管理员开放');
}

/** Throws the 403 page's refusal unless the session holds `key`. */
function requirePermission(session: Session, key: PermissionKey, message: string): void {
  if (!session.permissions.includes(key)) throw new ForbiddenError(message);
}

/**
 * A module's screens need the module's permission (e.g. ROLE_WIKI_DISPLAY_WEB);
 * others see the 403 page saying which ('您没有词条知识的访问权限'). Called once
 * per module, by the beforeLoad of its pathless layout route.
 */
export function requireModule(session: Session, key: PermissionKey): void {
  requirePermission(session, key, `您没有${PERMISSION_NAMES[key]}的访问权限`);
}

/** A capability on top of the module (e.g. writing, ROLE_KNOWLEDGE_CREATE): '您没有知识创作权限，请联系管理员开通'. */
export function requireCapability(session: Session, key: PermissionKey): void {
  requirePermission(session, key, `您没有${PERMISSION_NAMES[key]}权限，请联系管理员开通`);
}

/** An area only holders of a role may open (the approval centre): '审核中心仅对知识审核人员开放'. */
export function requireRole(session: Session, key: PermissionKey, area: string): void {
  requirePermission(session, key, `${area}仅对${PERMISSION_NAMES[key]}人员开放`);
}
