import type { PermissionKey } from '@contract/permissions';
import { useRouteContext } from '@tanstack/react-router';

/**
 * Whether the signed-in user holds a permission key, read from the session
 * the `/_app` guard puts in the route context (ARCHITECTURE §7.6: buttons
 * read the cached session). Controls a user may not use are hidden; the
 * server refuses them anyway.
 */
export function useCan(key: PermissionKey): boolean {
  const context = useRouteContext({ strict: false }) as { session?: { permissions: readonly PermissionKey[] } };
  return context.session?.permissions.includes(key) ?? false;
}
