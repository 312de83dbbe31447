import { allAuth, imgsPath, menuTitle, visitorInfo } from '@contract/common/common';
import { queryOptions } from '@tanstack/react-query';
import { moduleQueries } from '@/shared/lib/endpoint-query';

const common = moduleQueries('common');

/** Platform data shared by the shell: menu names, images, visitor settings, the auth id list. */
export const commonQueries = {
  all: common.all,
  /** Menu aliases per resource code (the header names modules by them). */
  menuTitles: () =>
    queryOptions({
      ...common.query(menuTitle, {}),
      staleTime: 10 * 60_000,
      // A renamed module reaches open sessions when they come back to the tab.
      refetchOnWindowFocus: 'always',
    }),
  /** Logo, sign-in background and other configured images, by picType. */
  images: () =>
    queryOptions({
      ...common.query(
        imgsPath,
        {},
        {
          map: (list) => Object.fromEntries(list.map((i) => [i.picType, i.path])) as Record<string, string>,
        },
      ),
      staleTime: 10 * 60_000,
    }),
  visitorInfo: () =>
    queryOptions({
      ...common.query(visitorInfo, {}),
      staleTime: 10 * 60_000,
    }),
  /** Resource ids the user may open (the auth id list of SPEC §6). */
  authIds: () =>
    queryOptions({
      ...common.query(allAuth, {}, { map: (list) => list.map((a) => a.id) }),
      staleTime: 5 * 60_000,
    }),
};
