import { DEFAULT_ENTER_PAGE } from '@contract/common/common';
import { useQuery } from '@tanstack/react-query';
import { configQueries, DEFAULT_SYSTEM_NAME } from './config-queries';

/** Product name and enter page, with their defaults until the settings arrive. */
export function usePlatformConfig(): { systemName: string; enterPage: string } {
  const { data } = useQuery(configQueries.platform());
  return { systemName: data?.systemName ?? DEFAULT_SYSTEM_NAME, enterPage: data?.enterPage ?? DEFAULT_ENTER_PAGE };
}
