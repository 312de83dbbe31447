import { allAuth, imgsPath, menuTitle, visitorInfo } from '@contract/common';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';

/** Platform data shared by the shell: menu names, images, visitor settings, the auth id list. */
export const commonQueries = {
  all: ['common'] as const,
  /** Menu aliases per resource code (the header names modules by them). */
  menuTitles: () =>
    queryOptions({
      queryKey: ['common', 'menuTitles'] as const,
      queryFn: ({ signal }) => api(menuTitle, {}, { signal }),
      staleTime: 10 * 60_000,
      // A renamed module reaches open sessions when they come back to the tab.
      refetchOnWindowFocus: 'always',
    }),
  /** Logo, sign-in background and other configured images, by picType. */
  images: () =>
    queryOptions({
      queryKey: ['common', 'images'] as const,
      queryFn: async ({ signal }) => {
        const list = await api(imgsPath, {}, { signal });
        return Object.fromEntries(list.map((i) => [i.picType, i.path])) as Record<string, string>;
      },
      staleTime: 10 * 60_000,
    }),
  visitorInfo: () =>
    queryOptions({
      queryKey: ['common', 'visitorInfo'] as const,
      queryFn: ({ signal }) => api(visitorInfo, {}, { signal }),
      staleTime: 10 * 60_000,
    }),
  /** Resource ids the user may open (the auth id list of SPEC §6). */
  authIds: () =>
    queryOptions({
      queryKey: ['common', 'authIds'] as const,
      queryFn: async ({ signal }) => (await api(allAuth, {}, { signal })).map((a) => a.id),
      staleTime: 5 * 60_000,
    }),
};
