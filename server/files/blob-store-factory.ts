import path from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-blob-store';

const stores = new Map<string, BlobStore>();

/** The store of a configuration: `${dataDir}/files` on the local disk. One instance per directory. */
export function blobStoreFor(config: Pick<Config, 'dataDir'>): BlobStore {
  const root = path.join(config.dataDir, 'files');
  let store = stores.get(root);
  if (!store) {
    store = new LocalBlobStore(root);
    stores.set(root, store);
  }
  return store;
}
