/**
 * The isolate's caches, one rule for all of them: a map with a bound, and optionally an age.
 *
 * - Bound: at most `max` entries (or, with `weigh`, entries whose weights add up to at most `max`: the page
 *   cache counts bytes), so keys taken from URLs or visitors cannot grow a cache without end.
 * - Eviction: least recently used first. Setting an entry, or getting it, makes it the most recently used;
 *   a set that takes the cache past its bound removes the least recently used entries until it fits (an entry
 *   heavier than the whole bound is itself removed at once).
 * - Age: with `ageMs` (or an age given to one set), an entry is kept that long after it was set, by the
 *   cache's clock; past it, get and has answer as if it were absent, and drop it. Without one, an entry stays
 *   until evicted, deleted or cleared.
 * - Sharing: with `shared`, a registered symbol (Symbol.for), the cache is one per isolate, kept on the global
 *   object under that symbol, for stores that two bundles of the same module (the Worker entry's and the app
 *   build's) must both reach; the first to make it sets its options.
 *
 * Values are shared between callers, who must not change them.
 */

export interface BoundedCacheOptions<V> {
  /** The most entries kept, or with `weigh` the most total weight. */
  max: number;
  /** How long an entry is kept after it is set, in milliseconds; without it, until it is evicted. */
  ageMs?: number;
  /** An entry's share of `max` (its bytes, say); 1 each without it. */
  weigh?: (value: V) => number;
  /** The clock ages are read on, in milliseconds (tests give their own); Date.now by default. */
  now?: () => number;
  /** A registered symbol under which the global object keeps the isolate's one instance of this cache. */
  shared?: symbol;
}

/** A kept value, when it expires on the cache's clock (Infinity: never) and its share of the bound. */
type Entry<V> = [value: V, until: number, weight: number];

/**
 * The bounded cache. Its order of use is the Map's own order of insertion: a use takes its entry out and puts
 * it back last, so the first key is always the least recently used. Small on purpose: the browser's bundle
 * carries it (formatters, the basemap's tiles).
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private total = 0;

  constructor(private readonly options: BoundedCacheOptions<V>) {
    if (!(options.max > 0)) throw new RangeError("bound");
  }

  /** How many entries are kept, including any past their age that no get or has has met yet. */
  get size(): number {
    return this.entries.size;
  }

  /** The value kept for `key`, now the most recently used; undefined when there is none (or it is too old). */
  get(key: K): V | undefined {
    return this.used(key)?.[0];
  }

  /** Whether a value (undefined included) is kept for `key`; it does not count as a use. */
  has(key: K): boolean {
    return this.live(key) !== undefined;
  }

  /** The value kept for `key`, else `make`'s, kept (an undefined value too). */
  getOrSet(key: K, make: () => V): V {
    const entry = this.used(key);
    if (entry) return entry[0];
    const value = make();
    this.set(key, value);
    return value;
  }

  /** Keeps `value` for `key` as the most recently used, for the cache's age or `ageMs`, evicting as needed. */
  set(key: K, value: V, { ageMs = this.options.ageMs }: { ageMs?: number } = {}): this {
    const { max, weigh, now = Date.now } = this.options;
    this.delete(key);
    const weight = weigh ? weigh(value) : 1;
    this.entries.set(key, [value, ageMs === undefined ? Infinity : now() + ageMs, weight]);
    this.total += weight;
    for (const oldest of this.entries.keys()) {
      if (this.total <= max) break;
      this.delete(oldest);
    }
    return this;
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.total -= entry[2];
    }
    return entry !== undefined;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  /** The live entry for `key`, moved to the most recently used end. */
  private used(key: K): Entry<V> | undefined {
    const entry = this.live(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** The entry for `key` while it lasts; one past its age is dropped. */
  private live(key: K): Entry<V> | undefined {
    const entry = this.entries.get(key);
    if (entry && entry[1] !== Infinity && entry[1] <= (this.options.now ?? Date.now)()) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }
}

/** A bounded cache (see above); with `shared`, the isolate's one instance under that symbol. */
export function boundedCache<K, V>(options: BoundedCacheOptions<V>): BoundedCache<K, V> {
  if (!options.shared) return new BoundedCache<K, V>(options);
  const global = globalThis as { [key: symbol]: unknown };
  global[options.shared] ??= new BoundedCache<K, V>(options);
  return global[options.shared] as BoundedCache<K, V>;
}
