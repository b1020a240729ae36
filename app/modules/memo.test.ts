import { describe, expect, it } from "vitest";
import { memoize } from "./memo";

describe("memoize", () => {
  it("computes an answer once per key, and again after the memory was emptied at its limit", () => {
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
    upper("c"); // the third key empties the memory
    upper("a");
    expect(calls).toEqual(["a", "b", "c", "a"]);
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
