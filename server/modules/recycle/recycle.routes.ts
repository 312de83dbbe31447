import { recycleList, recyclePurge, recycleRestore } from '@contract/recycle/recycle';
import { readerOf } from '../../access/reader';
import { blobStoreFor } from '../../files/blob-store-factory';
import type { Binder } from '../../http/route';
import { recycleList as binContents, purgeItem, restoreItem } from '../../knowledge/recycle';

/** The recycle bin of every knowledge domain: the author's or deleter's items, every item for admins. */
export function registerRecycle(binder: Binder): void {
  binder.route(recycleList, async ({ deps, user, input }) => binContents(deps.db, readerOf(user), input));
  binder.route(recycleRestore, async ({ deps, user, params }) => {
    await restoreItem(deps.db, readerOf(user), params.id);
    return null;
  });
  binder.route(recyclePurge, async ({ deps, user, params }) => {
    await purgeItem(deps.db, readerOf(user), params.id, blobStoreFor(deps));
    return null;
  });
}
