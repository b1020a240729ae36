import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTypeahead } from "./typeahead";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const shown: string[][] = [];
  const resolvers = new Map<string, (items: string[]) => void>();
  const load = vi.fn((text: string) => new Promise<string[]>((resolve) => resolvers.set(text, resolve)));
  const t = createTypeahead<string>({ load, show: (items) => shown.push(items) });
  return { t, load, shown, resolvers };
}

describe("typeahead", () => {
  it("waits for a 300 ms pause, then asks once for the latest text", async () => {
    const { t, load } = setup();
    t.input("Sa");
    vi.advanceTimersByTime(200);
    t.input("San");
    vi.advanceTimersByTime(299);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith("San");
  });

  it("asks nothing and clears the list under 2 characters", () => {
    const { t, load, shown } = setup();
    t.input(" S ");
    vi.advanceTimersByTime(1000);
    expect(load).not.toHaveBeenCalled();
    expect(shown).toEqual([[]]);
  });

  it("never lets a stale answer overwrite a newer one", async () => {
    const { t, shown, resolvers } = setup();
    t.input("San");
    vi.advanceTimersByTime(300);
    t.input("San Fr");
    vi.advanceTimersByTime(300);
    resolvers.get("San Fr")!(["San Francisco"]);
    await vi.runAllTimersAsync();
    resolvers.get("San")!(["San Antonio", "San Diego"]);
    await vi.runAllTimersAsync();
    expect(shown).toEqual([["San Francisco"]]);
  });

  it("drops answers after cancel and shows nothing on errors", async () => {
    const shown: string[][] = [];
    const t = createTypeahead<string>({ load: () => Promise.reject(new Error("down")), show: (i) => shown.push(i) });
    t.input("Tokyo");
    vi.advanceTimersByTime(300);
    await vi.runAllTimersAsync();
    expect(shown).toEqual([[]]);
    const s2 = setup();
    s2.t.input("Paris");
    vi.advanceTimersByTime(300);
    s2.t.cancel();
    s2.resolvers.get("Paris")!(["Paris"]);
    await vi.runAllTimersAsync();
    expect(s2.shown).toEqual([]);
  });
});
