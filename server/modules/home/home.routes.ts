import { homeKnowledge as homeKnowledgeEndpoint } from '@contract/home/home';
import type { Binder } from '../../http/route';
import { homeKnowledge } from './home.service';

/** The portal home's knowledge panels. */
export function registerHome(binder: Binder): void {
  binder.route(homeKnowledgeEndpoint, ({ deps, user }) => homeKnowledge(deps.db, user));
}
