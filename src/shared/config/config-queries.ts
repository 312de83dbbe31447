import {
  DEFAULT_ENTER_PAGE,
  DEFAULT_PORTAL_BLOCKS,
  ENTER_PAGE_CODE,
  FEATURE_SWITCHES,
  type FeatureSwitch,
  HOME_PAGE_CODE,
  HOME_PAGES,
  type HomePage,
  PORTAL_BLOCKS,
  PORTAL_BLOCKS_CODE,
  type PortalBlock,
  queryConfigList,
} from '@contract/common/common';
import type { OutputOf } from '@contract/platform/endpoint';
import { queryOptions } from '@tanstack/react-query';
import { moduleQueries } from '@/shared/lib/endpoint-query';

const config = moduleQueries('config');

/** Platform settings every module may read: the six switches and the enter page. */
export interface PlatformConfig {
  switches: Record<FeatureSwitch, boolean>;
  /** Where signed-out users are sent: an app route ('/login') or an absolute URL. */
  enterPage: string;
  /** Product name shown in the header and on the sign-in page. */
  systemName: string;
  /** The home signed-in users land on ('/index' unless configured). */
  homePage: HomePage;
  /** The unified portal's blocks, in order. */
  portalBlocks: PortalBlock[];
}

/** The configured home; anything else reads as '/index'. */
export function homePageOf(value: string | undefined): HomePage {
  return HOME_PAGES.find((p) => p === value?.trim()) ?? '/index';
}

/** The configured portal blocks: known keys once each, in the given order; none known gives the default set. */
export function portalBlocksOf(value: string | undefined): PortalBlock[] {
  const keys = (value ?? '').split(',').map((k) => k.trim());
  const known = [...new Set(keys.filter((k): k is PortalBlock => k in PORTAL_BLOCKS))];
  return known.length ? known : [...DEFAULT_PORTAL_BLOCKS];
}

/** Config code of the product name (seeded with '智能知识中心'). */
export const SYSTEM_NAME_CODE = 'system.name';
export const DEFAULT_SYSTEM_NAME = '智能知识中心';

const SWITCH_NAMES = Object.keys(FEATURE_SWITCHES) as FeatureSwitch[];

/** All switches off: the safe answer until the settings are known. */
export const SWITCHES_OFF: Record<FeatureSwitch, boolean> = Object.fromEntries(SWITCH_NAMES.map((k) => [k, false])) as Record<
  FeatureSwitch,
  boolean
>;

/** Every config code the platform settings are read from. */
const PLATFORM_CODES = [
  ...Object.values(FEATURE_SWITCHES),
  ENTER_PAGE_CODE,
  SYSTEM_NAME_CODE,
  HOME_PAGE_CODE,
  PORTAL_BLOCKS_CODE,
];

function platformOf(items: OutputOf<typeof queryConfigList>): PlatformConfig {
  const value = (code: string) => items.find((i) => i.code === code)?.value;
  const switches = Object.fromEntries(SWITCH_NAMES.map((k) => [k, value(FEATURE_SWITCHES[k]) === '1'])) as Record<
    FeatureSwitch,
    boolean
  >;
  return {
    switches,
    enterPage: value(ENTER_PAGE_CODE)?.trim() || DEFAULT_ENTER_PAGE,
    systemName: value(SYSTEM_NAME_CODE)?.trim() || DEFAULT_SYSTEM_NAME,
    homePage: homePageOf(value(HOME_PAGE_CODE)),
    portalBlocks: portalBlocksOf(value(PORTAL_BLOCKS_CODE)),
  };
}

export const configQueries = {
  all: config.all,
  /** Read once per page load and again when the tab regains focus (SPEC §6: the switches are read by config code). */
  platform: () =>
    queryOptions({
      ...config.query(queryConfigList, PLATFORM_CODES, { map: platformOf }),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      // An administrator's change reaches open sessions when they come back to the tab, without a reload.
      refetchOnWindowFocus: 'always',
    }),
};
