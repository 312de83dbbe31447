import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { authMutations } from '@/modules/auth/api/auth-mutations';
import { clearUserData } from './session';

/** Revokes the token on the server, then forgets the session locally and shows the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation(authMutations.logout());
  return {
    pending: logout.isPending,
    signOut: async () => {
      // Signing out goes on locally even when the server cannot be reached.
      await logout.mutateAsync().catch(() => undefined);
      await navigate({ to: '/login', replace: true });
      clearUserData(queryClient);
    },
  };
}
