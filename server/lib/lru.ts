/**
 * A small least-recently-used map for values that never go stale (renderings
 * of a file that never changes): reading an entry makes it the newest, and
 * the oldest goes once `size` entries are held.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly size: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) this.set(key, value);
    return value;
  }

  /** Stores the value as the newest entry and returns it. */
  set(key: K, value: V): V {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }
}
