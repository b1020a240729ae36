import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "~/modules/db/db.server";
import { PagePolicy } from "~/modules/http/page-policy";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { ENGLISH, type Locale, localeOfPrefix } from "~/modules/i18n/locales";
import { loadListing } from "~/modules/listing/index.server";
import { cacheKey, forgetCachedAnswers } from "~/modules/places/cache.server";
import { findDemoCity } from "~/modules/places/demo/geo";
import { DemoProvider, demoCityRestaurants } from "~/modules/places/demo/index.server";
import { isOpenAt, secondsUntilChange } from "~/modules/places/hours";
import { createProvider, Places, type PlacesProvider } from "~/modules/places/index.server";
import { signedStaticMapPath, urlSigner } from "~/modules/places/signed-urls.server";
import { parsePath } from "~/modules/urls";
import { loader as autocompleteLoader } from "~/routes/api.places.autocomplete";
import { loader as detailsLoader } from "~/routes/api.places.details";
import { loader as searchLoader } from "~/routes/api.places.search";
import { FAKE_KEY } from "../fakes/constants.mjs";
import { get } from "./helpers";

/** Tuesday 12:00 in San Francisco. */
const TUESDAY_NOON_SF = "2026-11-24T20:00:00Z";

/** Places on the demo provider with a clock the test moves. */
function demoPlacesAt(iso: string) {
  const ctx = createExecutionContext();
  const clock = { now: new Date(iso) };
  const places = new Places(
    new DemoProvider(),
    { kv: env.CACHE, waitUntil: (p) => ctx.waitUntil(p), env, provider: "demo" },
    () => clock.now,
  );
  return { places, ctx, clock };
}

/** Wraps a provider and counts the calls that reach it. */
function counting(inner: PlacesProvider) {
  const calls: string[] = [];
  const provider = new Proxy(inner, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        calls.push(String(prop));
        return value.apply(target, args);
      };
    },
  });
  return { provider, calls };
}

const googleEnv = () => ({
  ...env,
  GOOGLE_MAPS_API_KEY: FAKE_KEY,
  GOOGLE_PLACES_BASE_URL: env.GOOGLE_FAKE_URL,
  GOOGLE_GEOCODING_BASE_URL: env.GOOGLE_FAKE_URL,
  PLACES_TIMEOUT_MS: "1000",
});

function routeArgs(path: string, e: Partial<Env>, locale: Locale = ENGLISH) {
  const ctx = createExecutionContext();
  return {
    ctx,
    args: {
      request: new Request(`http://tablescout.test${path}`),
      params: {},
      context: {
        cloudflare: { env: e as Env, ctx, cf: undefined },
        db: createDb(env.DB),
        origin: "http://tablescout.test",
        pageCache: new PagePolicy(),
        upstream: async () => {},
        locale,
      },
    },
  };
}

/** What reached the Google fake since the run began. */
async function googleRequests() {
  return (await (await fetch(`${env.GOOGLE_FAKE_URL}/__requests`)).json()) as { path: string; body: string }[];
}

async function kvKeys(prefix: string) {
  return (await env.CACHE.list({ prefix })).keys.map((k) => k.name);
}

beforeEach(async () => {
  for (const name of await kvKeys("places:")) await env.CACHE.delete(name);
  forgetCachedAnswers();
});

describe("the KV cache in front of the provider", () => {
  it("serves a second identical search from KV without calling the provider", async () => {
    const { provider, calls } = counting(new DemoProvider());
    const ctx = createExecutionContext();
    const places = new Places(provider, { kv: env.CACHE, waitUntil: (p) => ctx.waitUntil(p), env, provider: "demo" });
    const first = await places.search({ query: "dining restaurants food Austin, Texas, United States", radius: 5000 });
    await waitOnExecutionContext(ctx);
    expect(first.cached).toBe(false);
    expect(first.value.length).toBeGreaterThan(10);
    // Same question, different spacing and case: same key.
    const second = await places.search({
      query: "  Dining restaurants food   austin, texas, united states ",
      radius: 5000,
    });
    expect(second.cached).toBe(true);
    expect(second.value.map((p) => p.place_id)).toEqual(first.value.map((p) => p.place_id));
    expect(calls).toEqual(["textSearch"]);
  });

  it("answers a question asked again from the isolate's memory, without reading KV, until its lifetime ends", async () => {
    const reads: string[] = [];
    const kv = new Proxy(env.CACHE, {
      get(target, prop) {
        if (prop === "get")
          return (key: string, type: "text") => {
            reads.push(key);
            return target.get(key, type);
          };
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    let now = Date.now();
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const ctx = createExecutionContext();
      const places = new Places(new DemoProvider(), { kv, waitUntil: (p) => ctx.waitUntil(p), env, provider: "demo" });
      const question = { query: "dining restaurants food Tulsa, Oklahoma", radius: 5000 };
      const first = await places.search(question);
      await waitOnExecutionContext(ctx);
      expect(reads).toHaveLength(1); // the miss
      const again = await places.search(question);
      expect(again.cached).toBe(true);
      expect(again.value.map((p) => p.place_id)).toEqual(first.value.map((p) => p.place_id));
      expect(reads).toHaveLength(1);
      // Past the search lifetime (15 minutes by default) the memory no longer answers: KV is asked.
      now += 16 * 60 * 1000;
      await places.search(question);
      expect(reads).toHaveLength(2);
    } finally {
      Date.now = realNow;
    }
  });

  it("ignores a corrupted entry, answers from the provider and repairs it", async () => {
    const { provider, calls } = counting(new DemoProvider());
    const ctx = createExecutionContext();
    const places = new Places(provider, {
      kv: env.CACHE,
      waitUntil: (p) => ctx.waitUntil(p),
      env,
      provider: "demo",
      log: () => {},
    });
    const key = await cacheKey("demo", "search", {
      query: "dining restaurants food Boise, Idaho",
      radius: 5000,
      detail: "listing",
    });
    await env.CACHE.put(key, JSON.stringify({ v: 1, at: 0, data: [{ place_id: 42 }] }));
    const answer = await places.search({ query: "dining restaurants food Boise, Idaho", radius: 5000 });
    await waitOnExecutionContext(ctx);
    expect(answer.cached).toBe(false);
    expect(answer.value[0]?.name).toBeTruthy();
    expect(calls).toEqual(["textSearch"]);
    expect((await places.search({ query: "dining restaurants food Boise, Idaho", radius: 5000 })).cached).toBe(true);
  });

  it("keeps working when KV fails", async () => {
    const broken = {
      get: () => Promise.reject(new Error("KV is down")),
      put: () => Promise.reject(new Error("KV is down")),
    } as unknown as KVNamespace;
    const ctx = createExecutionContext();
    const places = new Places(new DemoProvider(), {
      kv: broken,
      waitUntil: (p) => ctx.waitUntil(p),
      env,
      provider: "demo",
      log: () => {},
    });
    const answer = await places.search({ query: "dining restaurants food Denver, Colorado", radius: 5000 });
    await waitOnExecutionContext(ctx);
    expect(answer.value.length).toBeGreaterThan(0);
    expect(answer.cached).toBe(false);
  });

  it("computes open-now at request time even for cached answers", async () => {
    const ctx = createExecutionContext();
    const at = (iso: string) =>
      new Places(
        new DemoProvider(),
        { kv: env.CACHE, waitUntil: (p) => ctx.waitUntil(p), env, provider: "demo" },
        () => new Date(iso),
      );
    const noonUtc = "2026-11-24T20:00:00Z"; // Tuesday 12:00 in San Francisco
    const nightUtc = "2026-11-24T12:00:00Z"; // Tuesday 04:00
    const sf = findDemoCity("United States", "CA", "San Francisco")!;
    const lunchPlace = demoCityRestaurants(sf).find(
      (p) =>
        isOpenAt(p.opening_hours!.periods, p.utc_offset_minutes, new Date(noonUtc)) &&
        !isOpenAt(p.opening_hours!.periods, p.utc_offset_minutes, new Date(nightUtc)),
    )!;
    const noon = await at(noonUtc).details(lunchPlace.place_id);
    await waitOnExecutionContext(ctx);
    const night = await at(nightUtc).details(lunchPlace.place_id);
    expect(night.cached).toBe(true);
    expect(noon.value?.opening_hours?.isOpen).toBe(true);
    expect(night.value?.opening_hours?.isOpen).toBe(false);
  });

  it("turns a cached list's Open to Closed at the minute the place closes, not a minute later", async () => {
    const { places, ctx, clock } = demoPlacesAt(TUESDAY_NOON_SF);
    const question = { query: "dining restaurants food San Francisco, California", radius: 5_000 };
    const first = await places.search(question);
    await waitOnExecutionContext(ctx);
    const open = first.value.find((p) => p.opening_hours?.isOpen)!;
    const closesIn = secondsUntilChange(open.opening_hours!.periods, open.utc_offset_minutes, clock.now)!;
    const closing = clock.now.getTime() + closesIn * 1000;
    const stateAt = async (ms: number) => {
      clock.now = new Date(ms);
      const answer = await places.search(question);
      expect(answer.cached).toBe(true);
      return answer.value.find((p) => p.place_id === open.place_id)?.opening_hours?.isOpen;
    };
    expect(await stateAt(closing - 61_000)).toBe(true);
    expect(await stateAt(closing - 1_000)).toBe(true);
    expect(await stateAt(closing)).toBe(false);
    expect(await stateAt(closing - 1_000)).toBe(true);
  });

  it("changes a results listing's Open/Closed from the minute a place opens or closes, and keeps each filter apart", async () => {
    const { places, ctx, clock } = demoPlacesAt(TUESDAY_NOON_SF);
    const route = parsePath("/restaurants/united-states/california/san-francisco");
    if (route.kind !== "results") throw new Error("not a results route");
    const listing = async (filters: { priceLevel?: string; openNow?: boolean } = {}) => {
      const outcome = await loadListing(
        serverTranslator(ENGLISH),
        places,
        route.location,
        route.businessType,
        { features: [], ...filters },
        undefined,
      );
      if (outcome.status !== "ok") throw new Error(outcome.status);
      return outcome;
    };
    const first = await listing();
    await waitOnExecutionContext(ctx);
    // The first moment one of the cards opens or closes.
    const closing = clock.now.getTime() + first.changesIn! * 1000;
    clock.now = new Date(closing - 1_000);
    const before = await listing();
    clock.now = new Date(closing);
    const after = await listing();
    const flipped = before.cards.find((c) => after.cards.some((d) => d.placeId === c.placeId && d.isOpen !== c.isOpen));
    expect(flipped, "a card's Open/Closed changes at the first flip").toBeDefined();
    const cheap = await listing({ priceLevel: "1" });
    expect(cheap.cards.every((c) => c.priceLevel === 1)).toBe(true);
    expect((await listing()).cards.some((c) => c.priceLevel !== 1)).toBe(true);
  });
});

describe("/api/places/* with the demo provider (no key configured)", () => {
  it("answers realistic demo data for a catalogue city", async () => {
    const res = await get(
      "/api/places/search?query=dining%20restaurants%20food%20Chicago%2C%20Illinois&location=41.85,-87.65&radius=5000",
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      results: { name: string; source: string; rating: number; photos: { photo_url: string }[] }[];
      cached: boolean;
    };
    expect(body.cached).toBe(false);
    expect(body.results.length).toBeGreaterThanOrEqual(12);
    expect(body.results.every((r) => r.source === "demo" && r.rating >= 3.5)).toBe(true);
    const photo = await get(body.results[0]!.photos[0]!.photo_url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/svg+xml");
    expect(photo.headers.get("cache-control")).toContain("max-age");
  });

  it("returns details, and 404 with the spec's message for an unknown place", async () => {
    const ok = await get("/api/places/details?place_id=demo~united-states~ny~new-york~03");
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { result: { name: string; reviews: unknown[]; website: string } };
    expect(body.result.reviews).toHaveLength(5);
    const missing = await get("/api/places/details?place_id=demo~united-states~ny~new-york~77");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Failed to get details: the place was not found" });
  });

  it("autocompletes from 2 characters and returns an empty list below", async () => {
    const one = (await (await get("/api/places/autocomplete?input=S")).json()) as { predictions: unknown[] };
    expect(one.predictions).toEqual([]);
    const two = (await (await get("/api/places/autocomplete?input=Sa&types=establishment")).json()) as {
      predictions: { description: string }[];
    };
    expect(two.predictions.length).toBeGreaterThan(0);
  });

  it.each([
    ["/api/places/search", 400, "query is required"],
    [`/api/places/search?query=${"a".repeat(301)}`, 400, "300 characters"],
    ["/api/places/search?query=x&location=north", 400, "lat,lng"],
    ["/api/places/search?query=x&location=91,0", 400, "out of range"],
    ["/api/places/search?query=x&radius=900000", 400, "radius"],
    ["/api/places/details?place_id=%3Cscript%3E", 400, "malformed"],
    ["/api/places/details", 400, "place_id"],
    ["/api/places/photo?ref=../../etc/passwd", 400, "malformed"],
    ["/api/places/photo?ref=demo:1:abc&maxwidth=99999", 400, "maxwidth"],
    [`/api/places/autocomplete?input=${"a".repeat(201)}`, 400, "200 characters"],
    ["/api/places/autocomplete?input=san&sessiontoken=%3Cx%3E", 400, "sessiontoken"],
  ])("%s -> %s", async (path, status, message) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(await res.text()).toContain(message);
  });

  it("answers a missing photo with 404 and the maps loader without a browser key with the spec's message", async () => {
    expect((await get("/api/places/photo?ref=demo:99:abc")).status).toBe(404);
    const loader = await get("/api/maps-loader");
    expect(loader.status).toBe(404);
    expect(await loader.json()).toEqual({ error: "No script URL returned from edge function" });
  });
});

describe("/api/places/* with the Google provider (local fake of Google's APIs)", () => {
  it("searches through Google, then serves the same search from KV", async () => {
    const first = routeArgs("/api/places/search?query=dining%20restaurants%20food%20San%20Francisco", googleEnv());
    const res1 = (await (await searchLoader(first.args as never)).json()) as {
      results: { name: string; source: string }[];
      cached: boolean;
    };
    await waitOnExecutionContext(first.ctx);
    expect(res1.cached).toBe(false);
    expect(res1.results.map((r) => r.name)).toContain("Zuni Café");
    expect(res1.results[0]!.source).toBe("google");
    const second = routeArgs("/api/places/search?query=dining%20restaurants%20food%20San%20Francisco", googleEnv());
    const res2 = (await (await searchLoader(second.args as never)).json()) as { cached: boolean };
    expect(res2.cached).toBe(true);
    expect(await kvKeys("places:v1:google:search:")).toHaveLength(1);
  });

  it("suggests places in the page's language, and shares one listing between languages", async () => {
    const suggest = async (prefix: string) => {
      const { args, ctx } = routeArgs("/api/places/autocomplete?input=San%20Fra", googleEnv(), localeOfPrefix(prefix));
      const body = (await (await autocompleteLoader(args as never)).json()) as {
        predictions: { description: string }[];
        cached: boolean;
      };
      await waitOnExecutionContext(ctx);
      return body;
    };
    const japanese = await suggest("ja");
    expect(japanese.predictions[0]?.description).toContain("サンフランシスコ");
    expect(japanese.cached).toBe(false);
    expect((await suggest("fr")).predictions[0]?.description).toContain("États-Unis");
    // Each language's suggestions are kept apart, and asked for once.
    expect((await suggest("ja")).cached).toBe(true);
    // A listing is the same facts in every language: one Google call, one cache entry.
    const query = "/api/places/search?query=dining%20restaurants%20food%20Oakland";
    for (const prefix of ["", "fr", "ja", "ar"]) {
      const { args, ctx } = routeArgs(query, googleEnv(), localeOfPrefix(prefix));
      await searchLoader(args as never);
      await waitOnExecutionContext(ctx);
    }
    const searches = (await googleRequests()).filter(
      (r) => r.path === "/v1/places:searchText" && r.body.includes("Oakland"),
    );
    expect(searches).toHaveLength(1);
  });

  it.each([
    ["BOOM", 502, "Search failed: the places service failed (HTTP 500)"],
    ["QUOTA", 502, "Search failed: the places quota is used up"],
    ["SLOW", 504, "Search failed: the places service took too long to answer"],
  ])("an upstream %s gives the spec's error and caches nothing", async (query, status, message) => {
    const { args, ctx } = routeArgs(`/api/places/search?query=${query}`, googleEnv());
    const res = await searchLoader(args as never);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error: message });
    expect(await kvKeys("places:v1:google:")).toEqual([]);
  });

  it("maps Google's details to the snapshot and 404s a missing place", async () => {
    const ok = routeArgs("/api/places/details?place_id=ChIJ2eUgeAK6j4ARbn5u_wAGqWA", googleEnv());
    const res = (await (await detailsLoader(ok.args as never)).json()) as {
      result: { price_level: number; website: string; url: string };
    };
    expect(res.result).toMatchObject({
      price_level: 3,
      website: "https://zunicafe.com/",
      url: "https://maps.google.com/?cid=123",
    });
    const missing = routeArgs("/api/places/details?place_id=missing", googleEnv());
    expect((await detailsLoader(missing.args as never)).status).toBe(404);
  });

  it("chooses Google only when a key is configured", () => {
    expect(createProvider(env).name).toBe("demo");
    expect(createProvider(googleEnv()).name).toBe("google");
  });
});

/** The calls that reached the Google fake's paid image endpoints (Static Maps, photo media) so far. */
async function paidCalls(): Promise<{ path: string; query: string }[]> {
  const all = (await (await fetch(`${env.GOOGLE_FAKE_URL}/__requests`)).json()) as { path: string; query: string }[];
  return all.filter((r) => r.path === "/maps/api/staticmap" || r.path.endsWith("/media"));
}

/** A route's answer through the Worker's loader, with the edge cache's writes awaited. */
async function answer(loader: (args: never) => Promise<Response>, path: string, e: Partial<Env>) {
  const { args, ctx } = routeArgs(path, e);
  const res = await loader(args as never);
  const body = await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return { status: res.status, type: res.headers.get("content-type"), cache: res.headers.get("X-Cache"), body };
}

describe("maps routes", () => {
  it("proxies a Google Static Maps image with numbered markers, keeping the key on the server", async () => {
    const { loader } = await import("~/routes/api.maps.static");
    const e = { ...googleEnv(), GOOGLE_STATIC_MAPS_BASE_URL: env.GOOGLE_FAKE_URL };
    const path = signedStaticMapPath(urlSigner(e)!, [
      { lat: 37.77, lng: -122.42 },
      { lat: 37.78, lng: -122.41 },
    ]);
    const res = await answer(loader, path, e);
    expect(res).toMatchObject({ status: 200, type: "image/png" });
    expect((await answer(loader, "/api/maps/static?markers=nowhere", e)).status).toBe(400);
    expect((await answer(loader, path, env)).status).toBe(404);
  });

  it("gives the Maps JavaScript API URL when a browser key is configured", async () => {
    const { loader } = await import("~/routes/api.maps-loader");
    const { args } = routeArgs("/api/maps-loader", { ...env, GOOGLE_MAPS_BROWSER_KEY: "browser-key" });
    const body = (await (await loader(args as never)).json()) as { scriptUrl: string; mapId?: string };
    expect(body.scriptUrl).toMatch(/^https:\/\/maps\.googleapis\.com\/maps\/api\/js\?key=browser-key&/);
    // Loaded the way Google documents: Google calls the page's callback once the API is ready.
    const url = new URL(body.scriptUrl);
    expect(url.searchParams.get("callback")).toBe("__tablescoutMapsReady");
    expect(url.searchParams.get("loading")).toBe("async");
    expect(url.searchParams.get("libraries")).toBeNull();
    expect(body.mapId).toBeUndefined();
    const withId = routeArgs("/api/maps-loader", {
      ...env,
      GOOGLE_MAPS_BROWSER_KEY: "browser-key",
      GOOGLE_MAPS_MAP_ID: "abc123",
    });
    const advanced = (await (await loader(withId.args as never)).json()) as { scriptUrl: string; mapId?: string };
    expect(new URL(advanced.scriptUrl).searchParams.get("libraries")).toBe("marker");
    expect(advanced.mapId).toBe("abc123");
    // In the page's language: English here, Japanese under /ja.
    expect(url.searchParams.get("language")).toBe("en");
    const japanese = routeArgs(
      "/ja/api/maps-loader",
      { ...env, GOOGLE_MAPS_BROWSER_KEY: "browser-key" },
      localeOfPrefix("ja"),
    );
    const inJapanese = (await (await loader(japanese.args as never)).json()) as { scriptUrl: string };
    expect(new URL(inJapanese.scriptUrl).searchParams.get("language")).toBe("ja");
  });
});

describe("the routes that cost Google calls fetch only what the guide's own pages show", () => {
  const e = () => ({ ...googleEnv(), GOOGLE_STATIC_MAPS_BASE_URL: env.GOOGLE_FAKE_URL });

  it("draws a page's own map and photo once, then from the edge cache; 100 forged URLs cost no call", async () => {
    const maps = (await import("~/routes/api.maps.static")).loader;
    const photos = (await import("~/routes/api.places.photo")).loader;
    // The page's own URLs, as the server wrote them: a listing's map, and a photo from a Google search.
    const points = [
      { lat: 40.7128 + Math.random() / 100, lng: -74.006 },
      { lat: 40.72, lng: -74.01 },
    ];
    const map = signedStaticMapPath(urlSigner(e())!, points);
    const found = (await (
      await searchLoader(routeArgs("/api/places/search?query=Zuni", e()).args as never)
    ).json()) as {
      results: { photos?: { photo_url: string }[] }[];
    };
    const photo = found.results[0]!.photos![0]!.photo_url;
    expect(new URL(photo, "http://x").searchParams.get("sig")).toBeTruthy();
    const before = (await paidCalls()).length;
    expect(await answer(maps, map, e())).toMatchObject({ status: 200, type: "image/png", cache: "MISS" });
    expect(await answer(maps, map, e())).toMatchObject({ status: 200, cache: "HIT" });
    // A photo's sizes snap to a few steps: 401 px and 630 px are one image, fetched once.
    const sized = (w: number) => `${photo}&maxwidth=${w}`;
    expect(await answer(photos, sized(401), e())).toMatchObject({ status: 200, type: "image/png", cache: "MISS" });
    expect(await answer(photos, sized(630), e())).toMatchObject({ status: 200, cache: "HIT" });
    const calls = (await paidCalls()).slice(before);
    expect(calls.map((c) => c.path)).toEqual([
      "/maps/api/staticmap",
      "/v1/places/ChIJ2eUgeAK6j4ARbn5u_wAGqWA/photos/AelY_Cs1/media",
    ]);
    expect(new URLSearchParams(calls[1]!.query).get("maxWidthPx")).toBe("630");

    // Forgeries: other points, another size, no signature, a made-up one, one signature on another URL.
    const mapQuery = new URL(map, "http://x").searchParams;
    const photoQuery = new URL(photo, "http://x").searchParams;
    const forged: string[] = [];
    for (let i = 0; i < 50; i++) {
      const markers = `${(10 + i / 7).toFixed(5)},${(20 + i / 3).toFixed(5)}|${mapQuery.get("markers")}`;
      const sig = ["", `&sig=${mapQuery.get("sig")}`, `&sig=${"A".repeat(22)}`, `&sig=${photoQuery.get("sig")}`][i % 4];
      forged.push(
        i % 5 === 4
          ? `/api/maps/static?markers=${encodeURIComponent(mapQuery.get("markers")!)}&size=${100 + i}x${100 + i}&sig=${mapQuery.get("sig")}`
          : `/api/maps/static?markers=${encodeURIComponent(markers)}${sig}`,
      );
      const ref = `places/ChIJforged${i}/photos/AelY_${i}`;
      forged.push(
        `/api/places/photo?ref=${encodeURIComponent(ref)}${["", `&sig=${photoQuery.get("sig")}`, `&sig=${mapQuery.get("sig")}`, `&sig=${"b".repeat(22)}`][i % 4]}&maxwidth=${16 + i * 31}`,
      );
    }
    expect(forged).toHaveLength(100);
    for (const path of forged) {
      const loader = path.startsWith("/api/maps") ? maps : photos;
      expect((await answer(loader, path, e())).status, path).toBe(403);
    }
    expect((await paidCalls()).length - before).toBe(2);
  });
});

describe("GOOGLE_STRICT_CACHING=1", () => {
  it("keeps no Places content: the same search and the same photo each cost a Google call again", async () => {
    const strict = { ...googleEnv(), GOOGLE_STRICT_CACHING: "1" };
    const photos = (await import("~/routes/api.places.photo")).loader;
    const searches = async () => {
      const { args, ctx } = routeArgs("/api/places/search?query=Zuni%20strict", strict);
      const body = (await (await searchLoader(args as never)).json()) as {
        cached: boolean;
        results: { photos?: { photo_url: string }[] }[];
      };
      await waitOnExecutionContext(ctx);
      return body;
    };
    const first = await searches();
    const second = await searches();
    expect([first.cached, second.cached]).toEqual([false, false]);
    expect(await kvKeys("places:v1:google:")).toEqual([]);
    const photo = first.results[0]!.photos![0]!.photo_url;
    const before = (await paidCalls()).length;
    expect((await answer(photos, photo, strict)).cache).toBeNull();
    expect((await answer(photos, photo, strict)).cache).toBeNull();
    expect((await paidCalls()).length - before).toBe(2);
  });
});

describe("results pages with Google data", () => {
  it("choose the static Google map for no-JavaScript views when no browser key is set", async () => {
    const { loader } = await import("~/routes/$");
    const { args, ctx } = routeArgs("/restaurants/united-states/california/san-francisco", googleEnv());
    const res = (await loader(args as never)) as unknown as {
      data: { kind: string; map: { kind: string }; listing: { status: string; cards: { name: string }[] } };
    };
    await waitOnExecutionContext(ctx);
    expect(res.data.map).toEqual({ kind: "google-static" });
    expect(res.data.listing.status).toBe("ok");
    // The map without JavaScript is the server's signed Static Maps URL of the cards.
    expect((res.data.listing as unknown as { staticMap: string }).staticMap).toMatch(
      /^\/api\/maps\/static\?size=640x640&markers=[^&]+&sig=[\w-]{22}$/,
    );
    // The jewelry store the fake also returns is not a restaurant.
    expect(res.data.listing.cards.map((c) => c.name)).toEqual(["Zuni Café"]);
  });
});

describe("a provider outage", () => {
  it("gives listing and restaurant pages an error state with status 503, never a 500", async () => {
    const { loader } = await import("~/routes/$");
    const down = {
      ...googleEnv(),
      GOOGLE_PLACES_BASE_URL: "http://127.0.0.1:9",
      GOOGLE_GEOCODING_BASE_URL: "http://127.0.0.1:9",
    };
    const results = routeArgs("/restaurants/united-states/texas/austin", down);
    const r1 = (await loader(results.args as never)) as unknown as {
      init: { status: number };
      data: { listing: { status: string } };
    };
    expect(r1.init.status).toBe(503);
    expect(r1.data.listing.status).toBe("error");
    const restaurant = routeArgs("/restaurants/USA/TX/austin/profile/some-place", down);
    const r2 = (await loader(restaurant.args as never)) as unknown as {
      init: { status: number };
      data: { restaurant: { status: string } };
    };
    expect(r2.init.status).toBe(503);
    expect(r2.data.restaurant.status).toBe("error");
  });
});

describe("/api/near and /api/search/resolve", () => {
  it("answers 'Near you' for a position, and null where there is no locality", async () => {
    const near = (await (await get("/api/near?location=47.6062,-122.3321")).json()) as {
      near: { city: string; state: string; chips: unknown[] };
    };
    expect(near.near).toMatchObject({ city: "Seattle", state: "Washington" });
    expect(near.near.chips.length).toBeLessThanOrEqual(9);
    const ocean = (await (await get("/api/near?location=0,-150")).json()) as { near: null };
    expect(ocean.near).toBeNull();
    expect((await get("/api/near?location=north")).status).toBe(400);
  });

  it("resolves typed text and suggestions to results paths, and 404s what it cannot place", async () => {
    const sf = (await (
      await get("/api/search/resolve?q=San%20Francisco%2C%20CA%2C%20USA&types=locality,political")
    ).json()) as { path: string };
    expect(sf.path).toBe("/restaurants/united-states/california/san-francisco");
    const typed = await get("/api/search/resolve?q=Mission%20District%2C%20San%20Francisco");
    expect(((await typed.json()) as { path: string }).path).toBe(
      "/restaurants/united-states/california/san-francisco/mission-district",
    );
    expect((await get("/api/search/resolve?q=Qwzxvk")).status).toBe(404);
    expect((await get("/api/search/resolve?q=%20")).status).toBe(400);
  });
});
