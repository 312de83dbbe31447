import { useQuery } from '@tanstack/react-query';
import { commonQueries } from '@/modules/common/api/common-queries';
import { BASE_PATH } from '@/shared/lib/links';

/** Images shipped with the app, used until (or unless) `imgsPath` names others. */
const DEFAULT_IMAGES = { logo: `${BASE_PATH}logo.svg`, loginBg: `${BASE_PATH}login-bg.svg` };

/** The configured logo and sign-in background (`imgsPath`, SPEC §7). */
export function useSystemImages(): { logo: string; loginBg: string } {
  const { data } = useQuery(commonQueries.images());
  return { logo: data?.logo || DEFAULT_IMAGES.logo, loginBg: data?.loginBg || DEFAULT_IMAGES.loginBg };
}
