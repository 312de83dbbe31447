import type { SessionUserView } from '@contract/auth/users';
import { useRouteContext } from '@tanstack/react-router';

const useSessionUser = () => (useRouteContext({ strict: false }) as { session?: { user: SessionUserView } }).session?.user;

/** The signed-in user's id, from the session the `/_app` guard puts in the route context. */
export function useMyId(): number | undefined {
  return useSessionUser()?.id;
}

/** Whether the signed-in user moderates a plate, as the server answered in the session (`abilities.moderates`). */
export function useModeratesAPlate(): boolean {
  return (useSessionUser()?.abilities.moderates.length ?? 0) > 0;
}
