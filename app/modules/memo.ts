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

/** An entry, linked to its neighbours in the order of use. */
interface Entry<K, V> {
  key: K;
  value: V;
  /** When the entry expires on the cache's clock (Infinity: never). */
  until: number;
  weight: number;
  older: Entry<K, V> | undefined;
  newer: Entry<K, V> | undefined;
}

export class BoundedCache<K, V> {
  private readonly entries = new Map<K, Entry<K, V>>();
  /**
   * The entries in the order of their last use, least recent first, linked both ways: a use moves its entry
   * to the end with a few assignments (re-inserting into the Map, which also iterates in insertion order,
   * costs several times as much on a hot path).
   */
  private oldest: Entry<K, V> | undefined;
  private newest: Entry<K, V> | undefined;
  private total = 0;
  private readonly max: number;
  private readonly ageMs: number | undefined;
  private readonly weigh: ((value: V) => number) | undefined;
  private readonly now: () => number;

  constructor(options: BoundedCacheOptions<V>) {
    if (!(options.max > 0)) throw new RangeError(`a cache's bound must be positive, not ${options.max}`);
    this.max = options.max;
    this.ageMs = options.ageMs;
    this.weigh = options.weigh;
    this.now = options.now ?? (() => Date.now());
  }

  /** How many entries are kept, including any past their age that no get or has has met yet. */
  get size(): number {
    return this.entries.size;
  }

  /** The value kept for `key`, now the most recently used; undefined when there is none (or it is too old). */
  get(key: K): V | undefined {
    return this.use(key)?.value;
  }

  /** Whether a value (undefined included) is kept for `key`; it does not count as a use. */
  has(key: K): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && !this.expired(entry);
  }

  /** The value kept for `key`, else `make`'s, kept (an undefined value too). */
  getOrSet(key: K, make: () => V): V {
    const entry = this.use(key);
    if (entry) return entry.value;
    const value = make();
    this.set(key, value);
    return value;
  }

  /** Keeps `value` for `key` as the most recently used, for the cache's age or `ageMs`, evicting as needed. */
  set(key: K, value: V, { ageMs = this.ageMs }: { ageMs?: number } = {}): this {
    const old = this.entries.get(key);
    if (old) this.remove(old);
    const entry: Entry<K, V> = {
      key,
      value,
      until: ageMs === undefined ? Infinity : this.now() + ageMs,
      weight: this.weigh ? this.weigh(value) : 1,
      older: this.newest,
      newer: undefined,
    };
    if (this.newest) this.newest.newer = entry;
    else this.oldest = entry;
    this.newest = entry;
    this.entries.set(key, entry);
    this.total += entry.weight;
    while (this.total > this.max && this.oldest) this.remove(this.oldest);
    return this;
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (entry) this.remove(entry);
    return entry !== undefined;
  }

  clear(): void {
    this.entries.clear();
    this.oldest = this.newest = undefined;
    this.total = 0;
  }

  private use(key: K): Entry<K, V> | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined || this.expired(entry)) return undefined;
    if (entry !== this.newest) {
      this.unlink(entry);
      entry.older = this.newest;
      entry.newer = undefined;
      this.newest!.newer = entry;
      this.newest = entry;
    }
    return entry;
  }

  private expired(entry: Entry<K, V>): boolean {
    if (entry.until === Infinity || entry.until > this.now()) return false;
    this.remove(entry);
    return true;
  }

  private remove(entry: Entry<K, V>): void {
    this.entries.delete(entry.key);
    this.unlink(entry);
    this.total -= entry.weight;
  }

  private unlink(entry: Entry<K, V>): void {
    if (entry.older) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else this.newest = entry.older;
  }
}

/** A bounded cache (see above); with `shared`, the isolate's one instance under that symbol. */
export function boundedCache<K, V>(options: BoundedCacheOptions<V>): BoundedCache<K, V> {
  if (!options.shared) return new BoundedCache<K, V>(options);
  const global = globalThis as { [key: symbol]: unknown };
  global[options.shared] ??= new BoundedCache<K, V>(options);
  return global[options.shared] as BoundedCache<K, V>;
}

/**
 * A function whose answers are kept by a key, for work that depends on nothing but its arguments (slugs,
 * formatters, and the links a page derives from the catalogues): each isolate computes them once, not per
 * request. At most `max` answers are kept, least recently used out first, so keys taken from URLs cannot
 * grow the memory without bound.
 */
export function memoize<A extends unknown[], R>(
  max: number,
  keyOf: (...args: A) => string,
  compute: (...args: A) => R,
): (...args: A) => R {
  const answers = new BoundedCache<string, R>({ max });
  return (...args: A) => {
    const key = keyOf(...args);
    const known = answers.get(key);
    if (known !== undefined || answers.has(key)) return known as R;
    const answer = compute(...args);
    answers.set(key, answer);
    return answer;
  };
}
