import type { loginResult } from '@contract/auth/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { z } from 'zod';
import { safeReturnPath } from '@/shared/lib/links';
import { completeSignIn } from './session';

/**
 * Finishes any sign-in (password, SMS, registration, hand-over): stores the
 * session and goes to the return URL when it is a route of this app, else to
 * `/index`, whose guard applies the landing rule.
 */
export function useCompleteSignIn(returnTo: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (result: z.output<typeof loginResult>) => {
    await completeSignIn(queryClient, result);
    const back = safeReturnPath(returnTo);
    if (back) await navigate({ href: back, replace: true });
    else await navigate({ to: '/index', replace: true });
  };
}
