import type { PermissionKey } from '@contract/platform/permissions';
import { useRouteContext } from '@tanstack/react-router';

const NONE: readonly PermissionKey[] = [];

/**
 * The signed-in user's permission keys, from the session the `/_app` guard
 * puts in the route context (as useCan reads abilities): screens offer only
 * what the server would answer; the server refuses the rest anyway.
 */
export function usePermissions(): readonly PermissionKey[] {
  const context = useRouteContext({ strict: false }) as { session?: { permissions: readonly PermissionKey[] } };
  return context.session?.permissions ?? NONE;
}
