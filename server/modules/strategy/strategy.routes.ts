import { strategyDelete, strategyList, strategySave } from '@contract/strategy/strategy';
import type { Binder } from '../../http/route';
import { deleteStrategy, listStrategies, saveStrategy } from './strategy.service';

/** Saved list filters: each user sees and changes only his own. */
export function registerStrategy(binder: Binder): void {
  binder.route(strategyList, ({ deps, user, input }) => listStrategies(deps.db, user.id, input.domainId));
  binder.route(strategySave, ({ deps, user, input }) => saveStrategy(deps.db, user.id, input));
  binder.route(strategyDelete, ({ deps, user, params }) => deleteStrategy(deps.db, user.id, params.id));
}
