import { plateFollow } from '@contract/bbs-plates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';
import { toastError } from '@/shared/lib/toast';

/**
 * Follows or unfollows a plate; the plate tree and the home (whose 我关注的
 * block follows the plates) are refreshed.
 */
export function usePlateFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { plateId: number; follow: boolean }) => api(plateFollow, input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['bbs', 'plates'] });
      void client.invalidateQueries({ queryKey: ['bbs', 'home'] });
      void client.invalidateQueries({ queryKey: ['bbs', 'posts'] });
    },
    onError: (e) => toastError(e.message),
  });
}
