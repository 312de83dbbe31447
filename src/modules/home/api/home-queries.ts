import { homeKnowledge } from '@contract/home/home';
import { moduleQueries } from '@/shared/lib/endpoint-query';

const home = moduleQueries('home');

/** Data of the portal home (`/index`). */
export const homeQueries = {
  all: home.all,
  /** Newest, most read and recommended entries, the caller's drafts and (approvers) the queue size. */
  knowledge: () => home.query(homeKnowledge, {}),
};
