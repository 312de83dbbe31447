import path from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-blob-store';
import { PostgresBlobStore } from './postgres-blob-store';

const localStores = new Map<string, LocalBlobStore>();
const postgresStores = new WeakMap<Db, PostgresBlobStore>();

/** `${dataDir}/files` on the local disk; one instance per directory. */
export function localBlobStore(config: Pick<Config, 'dataDir'>): LocalBlobStore {
  const root = path.join(config.dataDir, 'files');
  let store = localStores.get(root);
  if (!store) {
    store = new LocalBlobStore(root);
    localStores.set(root, store);
  }
  return store;
}

/** The chunk tables of a database; one instance per connection pool. */
export function postgresBlobStore(db: Db): PostgresBlobStore {
  let store = postgresStores.get(db);
  if (!store) {
    store = new PostgresBlobStore(db);
    postgresStores.set(db, store);
  }
  return store;
}

/** The store the configuration chooses (AIKN_BLOB_STORE). */
export function blobStoreFor(deps: { config: Pick<Config, 'dataDir' | 'blobStore'>; db: Db }): BlobStore {
  return deps.config.blobStore === 'postgres' ? postgresBlobStore(deps.db) : localBlobStore(deps.config);
}
