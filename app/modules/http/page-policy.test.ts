import { describe, expect, it } from "vitest";
import { PagePolicy, publicPageCache, sharedLifetime, shareFor } from "./page-policy";

describe("how long a page is shared", () => {
  it("uses the configured times, and 0 turns sharing off", () => {
    expect(publicPageCache({})).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=600");
    expect(publicPageCache({ PAGE_CACHE_TTL: "120", PAGE_CACHE_STALE: "0" })).toBe("public, max-age=0, s-maxage=120");
    expect(publicPageCache({ PAGE_CACHE_TTL: "0" })).toBe("public, max-age=0, must-revalidate");
    expect(sharedLifetime(publicPageCache({ PAGE_CACHE_TTL: "0" }))).toBeNull();
    expect(publicPageCache({ PAGE_CACHE_TTL: "nonsense" })).toContain("s-maxage=300");
  });

  it("stops sharing a page when its Open/Closed badges flip, and never serves it stale past that", () => {
    expect(shareFor({ fresh: 300, stale: 600 }, 90)).toEqual({ fresh: 90, stale: 0 });
    expect(shareFor({ fresh: 300, stale: 600 }, 500)).toEqual({ fresh: 300, stale: 200 });
    expect(shareFor({ fresh: 300, stale: 600 })).toEqual({ fresh: 300, stale: 600 });
    expect(publicPageCache({}, 42)).toBe("public, max-age=0, s-maxage=42");
  });

  it("reads s-maxage and stale-while-revalidate, and refuses private or no-store answers", () => {
    expect(sharedLifetime("public, max-age=0, s-maxage=60")).toEqual({ fresh: 60, stale: 0 });
    expect(sharedLifetime("private, no-store")).toBeNull();
    expect(sharedLifetime("public, max-age=3600")).toBeNull();
    expect(sharedLifetime(null)).toBeNull();
  });

  it("lets a streamed render veto or shorten what its headers promised", () => {
    const vetoed = new PagePolicy();
    vetoed.settle({ status: "error" });
    expect(vetoed.lifetime({ fresh: 300, stale: 600 })).toBeNull();
    const soon = new PagePolicy();
    soon.settle({ status: "ok", changesIn: 30 });
    soon.settle({ status: "ok", changesIn: 400 });
    expect(soon.lifetime({ fresh: 300, stale: 600 })).toEqual({ fresh: 30, stale: 0 });
    const now = new PagePolicy();
    now.settle({ status: "ok", changesIn: 0 });
    expect(now.lifetime({ fresh: 300, stale: 600 })).toBeNull();
  });
});

describe("which URL a render may be stored under", () => {
  it("only the canonical URL its loader found the request at, in any parameter order or encoding", () => {
    const policy = new PagePolicy();
    const at = (path: string) => new URL(`https://tablescout.example${path}`);
    expect(policy.isCanonical(at("/p"))).toBe(false);
    policy.answersAt(at("/p?sort=rating&open=1"));
    expect(policy.isCanonical(at("/p?open=1&sort=rating&utm_source=mail"))).toBe(true);
    expect(policy.isCanonical(at("/p?open=1"))).toBe(false);
    expect(policy.isCanonical(at("/p?open=1&sort=rating&page=2"))).toBe(false);
  });
});
