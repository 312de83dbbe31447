import type { FeatureSwitch } from '@contract/common/common';
import { useQuery } from '@tanstack/react-query';
import { configQueries, SWITCHES_OFF } from './config-queries';

/**
 * The feature switches for any module. Until they are loaded (or if they
 * cannot be), every switch reads as off, so no optional feature flashes in.
 */
export function useFeatureSwitches(): Record<FeatureSwitch, boolean> & { loaded: boolean } {
  const { data } = useQuery(configQueries.platform());
  return { ...(data?.switches ?? SWITCHES_OFF), loaded: data !== undefined };
}
