import { describe, expect, it } from "vitest";
import { type BoundedCache, boundedCache } from "./bounded-cache";
import { memoize } from "./memo";

/** A clock the test moves by hand. */
function clock(start = 1_000) {
  let now = start;
  return { now: () => now, pass: (ms: number) => (now += ms) };
}

const keys = <K, V>(cache: BoundedCache<K, V>, candidates: K[]) => candidates.filter((k) => cache.has(k));

describe("boundedCache", () => {
  it("keeps at most `max` entries, the least recently set out first", () => {
    const cache = boundedCache<string, number>({ max: 3 });
    cache.set("a", 1).set("b", 2).set("c", 3).set("d", 4);
    expect(cache.size).toBe(3);
    expect(keys(cache, ["a", "b", "c", "d"])).toEqual(["b", "c", "d"]);
    expect(cache.get("a")).toBeUndefined();
  });

  it("counts a get as a use, so the least recently used entry is the one evicted", () => {
    const cache = boundedCache<string, number>({ max: 3 });
    cache.set("a", 1).set("b", 2).set("c", 3);
    expect(cache.get("a")).toBe(1); // b is now the least recently used
    cache.set("d", 4);
    expect(keys(cache, ["a", "b", "c", "d"])).toEqual(["a", "c", "d"]);
    cache.set("c", 30); // setting again is a use too: a goes next
    cache.set("e", 5);
    expect(keys(cache, ["a", "b", "c", "d", "e"])).toEqual(["c", "d", "e"]);
    expect(cache.get("c")).toBe(30);
  });

  it("does not count has as a use", () => {
    const cache = boundedCache<string, number>({ max: 2 });
    cache.set("a", 1).set("b", 2);
    expect(cache.has("a")).toBe(true);
    cache.set("c", 3);
    expect(keys(cache, ["a", "b", "c"])).toEqual(["b", "c"]);
  });

  it("evicts in order of use over many uses (against a plain list of keys)", () => {
    const cache = boundedCache<number, number>({ max: 5 });
    let order: number[] = [];
    const touch = (k: number) => {
      order = [...order.filter((o) => o !== k), k];
      if (order.length > 5) order.shift();
    };
    for (let i = 0; i < 400; i++) {
      const k = (i * 7919) % 11;
      if (i % 3 === 0) {
        cache.set(k, i);
        touch(k);
      } else if (cache.get(k) !== undefined) touch(k);
      expect(keys(cache, [...Array(11).keys()]).sort()).toEqual([...order].sort());
    }
  });

  it("weighs entries when told to, evicting until the weights fit, the new entry too when it alone is too heavy", () => {
    const cache = boundedCache<string, string>({ max: 10, weigh: (v) => v.length });
    cache.set("a", "xxxx").set("b", "xxxx");
    cache.set("c", "xxx"); // 11: a goes
    expect(keys(cache, ["a", "b", "c"])).toEqual(["b", "c"]);
    cache.set("b", "x"); // replaced: 4 -> 1
    cache.set("d", "xxxxxx"); // 10 fits
    expect(keys(cache, ["b", "c", "d"])).toEqual(["b", "c", "d"]);
    cache.set("e", "x".repeat(11));
    expect(cache.size).toBe(0);
  });

  it("forgets an entry past its age, on the clock it is given", () => {
    const time = clock();
    const cache = boundedCache<string, number>({ max: 10, ageMs: 60_000, now: time.now });
    cache.set("a", 1);
    time.pass(59_999);
    expect(cache.get("a")).toBe(1);
    cache.set("b", 2);
    time.pass(1);
    expect(cache.has("a")).toBe(false);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe(2);
    expect(cache.size).toBe(1); // the old entry was dropped when met
    time.pass(59_999);
    expect(cache.get("b")).toBeUndefined();
  });

  it("a get does not extend an entry's age; setting it again does", () => {
    const time = clock();
    const cache = boundedCache<string, number>({ max: 10, ageMs: 1_000, now: time.now });
    cache.set("a", 1);
    time.pass(900);
    cache.get("a");
    time.pass(100);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", 1);
    time.pass(900);
    cache.set("a", 2);
    time.pass(900);
    expect(cache.get("a")).toBe(2);
  });

  it("takes an age per entry, over the cache's own or without one", () => {
    const time = clock();
    const cache = boundedCache<string, number>({ max: 10, now: time.now });
    cache.set("forever", 1).set("brief", 2, { ageMs: 10 }).set("gone", 3, { ageMs: 0 });
    expect(cache.has("gone")).toBe(false);
    time.pass(10);
    expect(keys(cache, ["forever", "brief", "gone"])).toEqual(["forever"]);
    time.pass(1e12);
    expect(cache.get("forever")).toBe(1);
  });

  it("reads the clock only for entries with an age", () => {
    let reads = 0;
    const cache = boundedCache<string, number>({ max: 10, now: () => ++reads });
    cache.set("a", 1);
    cache.get("a");
    cache.has("a");
    expect(reads).toBe(0);
  });

  it("keeps undefined values, tells them from absent ones, and makes a missing one once", () => {
    const cache = boundedCache<string, number | undefined>({ max: 2 });
    let made = 0;
    const make = () => {
      made++;
      return undefined;
    };
    expect(cache.getOrSet("a", make)).toBeUndefined();
    expect(cache.getOrSet("a", make)).toBeUndefined();
    expect(made).toBe(1);
    expect(cache.has("a")).toBe(true);
    expect(cache.has("b")).toBe(false);
  });

  it("deletes and clears", () => {
    const cache = boundedCache<string, number>({ max: 2 });
    cache.set("a", 1).set("b", 2);
    expect(cache.delete("a")).toBe(true);
    expect(cache.delete("a")).toBe(false);
    cache.set("c", 3); // room for two again: nothing evicted
    expect(keys(cache, ["a", "b", "c"])).toEqual(["b", "c"]);
    cache.clear();
    expect(cache.size).toBe(0);
    cache.set("d", 4).set("e", 5).set("f", 6);
    expect(keys(cache, ["d", "e", "f"])).toEqual(["e", "f"]);
  });

  it("with a registered symbol, is one instance per isolate whoever asks for it", () => {
    const shared = Symbol.for("tablescout.test.memo");
    try {
      const one = boundedCache<string, number>({ max: 2, shared });
      const other = boundedCache<string, number>({ max: 2, shared });
      one.set("a", 1);
      expect(other).toBe(one);
      expect(other.get("a")).toBe(1);
      expect((globalThis as { [key: symbol]: unknown })[shared]).toBe(one);
    } finally {
      delete (globalThis as { [key: symbol]: unknown })[shared];
    }
  });

  it("refuses a bound that is not positive", () => {
    expect(() => boundedCache({ max: 0 })).toThrow(RangeError);
  });
});

describe("memoize", () => {
  it("computes an answer once per key, again after the key was the least recently used at the bound", () => {
    const calls: string[] = [];
    const upper = memoize(
      2,
      (s: string) => s,
      (s: string) => {
        calls.push(s);
        return s.toUpperCase();
      },
    );
    expect([upper("a"), upper("a"), upper("b"), upper("a")]).toEqual(["A", "A", "B", "A"]);
    expect(calls).toEqual(["a", "b"]);
    upper("c"); // the third key evicts b, the least recently used
    upper("a");
    expect(calls).toEqual(["a", "b", "c"]);
    upper("b");
    expect(calls).toEqual(["a", "b", "c", "b"]);
  });

  it("keeps an undefined answer too", () => {
    let calls = 0;
    const none = memoize(
      10,
      () => "k",
      () => {
        calls++;
        return undefined;
      },
    );
    none();
    none();
    expect(calls).toBe(1);
  });
});
