import { DOMAIN_IDS } from '@contract/platform/domains';
import type { InputOf } from '@contract/platform/endpoint';
import { strategyDelete, strategyList, strategySave } from '@contract/strategy/strategy';
import { mutationOptions } from '@tanstack/react-query';
import { endpointQuery, moduleKeys } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';

type SaveInput = Omit<InputOf<typeof strategySave>, 'domainId'>;

/** The caller's saved filter strategies of the wiki list (`/list/strategy`). */
export const strategyQueries = {
  all: moduleKeys('wiki').of(strategyList),
  list: () => endpointQuery('wiki', strategyList, { domainId: DOMAIN_IDS.wiki }),
};

export const strategyMutations = {
  /**
   * Saves the filters under a name; with `id` it renames or overwrites that
   * strategy. A duplicate name is refused by the server (409) and shown by the form.
   */
  save: () =>
    mutationOptions({
      mutationKey: ['wiki', 'strategy', 'save'],
      mutationFn: (input: SaveInput) => api(strategySave, { ...input, domainId: DOMAIN_IDS.wiki }),
      meta: { invalidates: [strategyQueries.all], successMessage: '筛选策略已保存', silentError: true },
    }),
  remove: () =>
    mutationOptions({
      mutationKey: ['wiki', 'strategy', 'delete'],
      mutationFn: (id: number) => api(strategyDelete, {}, { params: { id } }),
      meta: { invalidates: [strategyQueries.all], successMessage: '筛选策略已删除' },
    }),
};
