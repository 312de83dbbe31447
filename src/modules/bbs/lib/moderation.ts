import type { QueryClient } from '@tanstack/react-query';
import { plateQueries } from '../api/plate-queries';

/**
 * Whether the user moderates a plate, read from the plate tree (which names
 * every plate's moderators; no forum endpoint answers this for the caller
 * alone). Without the tree he is taken for a member: the server decides every
 * moderation call anyway, for the plates he moderates only.
 */
export async function moderatesAPlate(queryClient: QueryClient, userId: number): Promise<boolean> {
  try {
    const plates = await queryClient.ensureQueryData(plateQueries.tree());
    return plates.some((p) => p.moderators.some((m) => m.id === userId));
  } catch {
    return false;
  }
}

/** The same question for a screen, from the cached tree (undefined until it arrives). */
export function moderatesIn(
  plates: readonly { moderators: readonly { id: number }[] }[] | undefined,
  userId: number | undefined,
) {
  return plates?.some((p) => p.moderators.some((m) => m.id === userId));
}
