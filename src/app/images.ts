import { useMantineTheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { commonQueries } from '@/modules/common/api/common-queries';
import { BASE_PATH } from '@/shared/lib/links';

/** Images shipped with the app, used until (or unless) `imgsPath` names others; the logo in each theme's colour. */
const DEFAULT_IMAGES = {
  logo: `${BASE_PATH}logo.svg`,
  logoGold: `${BASE_PATH}logo-gold.svg`,
  loginBg: `${BASE_PATH}login-bg.svg`,
};

/** The configured logo and sign-in background (`imgsPath`, SPEC §7). */
export function useSystemImages(): { logo: string; loginBg: string } {
  const { data } = useQuery(commonQueries.images());
  const gold = useMantineTheme().other.themeName === 'gold';
  // The shipped blue logo (what the seed configures) turns gold with the theme; a company's own logo stays as it is.
  const ownLogo = data?.logo && data.logo !== DEFAULT_IMAGES.logo ? data.logo : null;
  const logo = ownLogo ?? (gold ? DEFAULT_IMAGES.logoGold : DEFAULT_IMAGES.logo);
  return { logo, loginBg: data?.loginBg || DEFAULT_IMAGES.loginBg };
}
