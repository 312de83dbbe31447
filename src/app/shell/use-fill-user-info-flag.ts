import { useNavigate, useSearch } from '@tanstack/react-router';
import type { RootSearch } from '../root-search';

/** The `?fillUserInfo` flag of the current route, with open and close actions that edit the URL. */
export function useFillUserInfoFlag() {
  const search = useSearch({ strict: false }) as RootSearch;
  const navigate = useNavigate();
  const set = (on: boolean) =>
    void navigate({
      to: '.',
      search: ((prev: RootSearch) => ({ ...prev, fillUserInfo: on ? true : undefined })) as never,
      replace: !on,
    });
  return { opened: search.fillUserInfo === true, open: () => set(true), close: () => set(false) };
}
