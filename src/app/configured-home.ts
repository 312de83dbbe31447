import type { HomePage } from '@contract/common/common';
import type { PermissionKey } from '@contract/platform/permissions';
import type { QueryClient } from '@tanstack/react-query';
import { configQueries } from '@/shared/config/config-queries';

/** What a home variant shows needs more than the home permission: the chronicles home reads the library. */
const HOME_NEEDS: Partial<Record<HomePage, PermissionKey>> = { '/indexDF': 'ROLE_DOCUMENT_DISPLAY_WEB' };

/**
 * The home `/index` stands for: the configured variant (`portal.home`) when the
 * user may open it, else `/index` itself — also when the settings cannot be read.
 */
export async function configuredHome(queryClient: QueryClient, permissions: readonly string[]): Promise<HomePage> {
  let home: HomePage = '/index';
  try {
    home = (await queryClient.ensureQueryData(configQueries.platform())).homePage;
  } catch {
    return '/index';
  }
  const needs = HOME_NEEDS[home];
  return needs && !permissions.includes(needs) ? '/index' : home;
}
