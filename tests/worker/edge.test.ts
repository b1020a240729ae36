/**
 * Edge speed and Google cost, through the Worker's own fetch handler: the edge page cache (who gets a copy,
 * what a copy may carry), D1 read-your-writes across requests (the Sessions API bookmark), and how many
 * calls reach Google (the local fake) for a cold results page and for a chosen suggestion.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { servePage } from "~/modules/http/page-cache.server";
import { PagePolicy } from "~/modules/http/page-policy";
import { ADDRESS_MASK } from "~/modules/places/google.server";
import worker from "../../server";
import { FAKE_KEY } from "../fakes/constants.mjs";
import { getSettled, ORIGIN, postSettled, settled, signedInCookie } from "./helpers";

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
const bodyNonces = (html: string) => [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];

const googleEnv = (): Env => ({
  ...env,
  GOOGLE_MAPS_API_KEY: FAKE_KEY,
  GOOGLE_PLACES_BASE_URL: env.GOOGLE_FAKE_URL,
  GOOGLE_GEOCODING_BASE_URL: env.GOOGLE_FAKE_URL,
});

/** What reached the Google fake since the run began: method, path, field mask, session token. */
async function googleCalls(): Promise<
  { method: string; path: string; fieldMask: string | null; sessionToken: string | null }[]
> {
  return (await fetch(`${env.GOOGLE_FAKE_URL}/__requests`)).json();
}

describe("the edge page cache", () => {
  it("answers a second anonymous view of a results page from the cache, with this response's own nonce", async () => {
    const path = "/restaurants/united-states/oregon/salem";
    const first = await getSettled(path);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("X-Cache")).toBe("MISS");
    const second = await getSettled(path);
    expect(second.res.headers.get("X-Cache")).toBe("HIT");
    expect(second.res.headers.get("Server-Timing")).toMatch(/cache;desc="HIT"/);
    // The same page, but never the same nonce: every copy gets the nonce its CSP header allows.
    const [n1, n2] = [nonceOf(first.res), nonceOf(second.res)];
    expect(n1).toBeTruthy();
    expect(n2).not.toBe(n1);
    expect(bodyNonces(second.body)).toEqual([n2]);
    expect(second.body.replaceAll(n2!, "N")).toBe(first.body.replaceAll(n1!, "N"));
    expect(second.res.headers.get("Cache-Control")).toMatch(/^public, max-age=0, s-maxage=\d+/);
  });

  it("keeps the streamed and the complete page apart", async () => {
    const path = "/restaurants/united-states/oregon/eugene";
    expect((await getSettled(path)).res.headers.get("X-Cache")).toBe("MISS");
    const streamed = await getSettled(path, "ts_js=1");
    expect(streamed.res.headers.get("X-Cache")).toBe("MISS");
    expect((await getSettled(path, "ts_js=1")).res.headers.get("X-Cache")).toBe("HIT");
    expect((await getSettled(path)).res.headers.get("X-Cache")).toBe("HIT");
  });

  it("never serves a signed-in visitor a cached page, and never fills the cache from one", async () => {
    const { cookie } = await signedInCookie("edge-cache@example.com", "Edge Cache");
    const path = "/restaurants/united-states/oregon/gresham";
    const signedIn = await getSettled(path, cookie);
    expect(signedIn.res.headers.get("X-Cache")).toBe("BYPASS");
    expect(signedIn.res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(signedIn.body).toContain("edge-cache@example.com");
    // The signed-in view filled nothing: the first anonymous view is still a miss.
    const anonymous = await getSettled(path);
    expect(anonymous.res.headers.get("X-Cache")).toBe("MISS");
    // And with a copy in the cache, a signed-in view still renders afresh.
    expect((await getSettled(path, cookie)).res.headers.get("X-Cache")).toBe("BYPASS");
    const cached = await getSettled(path);
    expect(cached.res.headers.get("X-Cache")).toBe("HIT");
    expect(cached.res.headers.get("Set-Cookie")).toBeNull();
    expect(cached.body).not.toContain("edge-cache@example.com");
    expect(cached.body).not.toContain("Edge Cache");
  });

  it("does not keep pages with unknown query parameters, errors or not-found places", async () => {
    const odd = "/restaurants/united-states/oregon/bend?session=x";
    await getSettled(odd);
    expect((await getSettled(odd)).res.headers.get("X-Cache")).toBe("BYPASS");
    const missing = "/restaurants/USA/OR/bend/profile/no-such-place-anywhere";
    const a = await getSettled(missing);
    expect(a.res.status).toBe(404);
    expect((await getSettled(missing)).res.headers.get("X-Cache")).toBe("MISS");
  });

  it("keys the home page on the visitor's edge city, so 'Near you' is never someone else's", async () => {
    const home = (where: string) =>
      settled(
        new Request("http://localhost/", { headers: { Cookie: `ts_sim_location=${encodeURIComponent(where)}` } }),
      );
    // Cities no other Worker test file visits: the files share one edge cache.
    const omaha = await home("Omaha|Nebraska");
    const boise = await home("Boise|Idaho");
    expect(omaha.res.headers.get("X-Cache")).toBe("MISS");
    expect(boise.res.headers.get("X-Cache")).toBe("MISS");
    const omahaAgain = await home("Omaha|Nebraska");
    expect(omahaAgain.res.headers.get("X-Cache")).toBe("HIT");
    expect(omahaAgain.body).toContain("Omaha");
    expect(omahaAgain.body).not.toContain("Boise Restaurants");
  });
});

/** The real D1 binding, noting what each D1 session was started from. */
function sessionsSpy(): { sessionsFrom: (string | undefined)[]; bindings: Env } {
  const sessionsFrom: (string | undefined)[] = [];
  const db = new Proxy(env.DB, {
    get(target, key) {
      if (key === "withSession")
        return (from?: string) => {
          sessionsFrom.push(from);
          return target.withSession(from);
        };
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { sessionsFrom, bindings: { ...env, DB: db } };
}

describe("D1 read-your-writes (Sessions API bookmark)", () => {
  it("hands back a bookmark after a favorite is added, and the next read starts from it", async () => {
    const { sessionsFrom, bindings } = sessionsSpy();
    const { cookie } = await signedInCookie("bookmark@example.com", "Book Mark");
    const added = await postSettled(
      "/favorites",
      { intent: "add", place_id: "demo~united-states~or~portland~02", returnTo: "/account" },
      cookie,
      ORIGIN,
      bindings,
    );
    expect(added.res.status).toBe(302);
    const bookmarkCookie = added.res.headers.getSetCookie().find((c) => c.startsWith("__Host-ts_d1="));
    expect(bookmarkCookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const bookmark = bookmarkCookie!.split(";")[0]!.slice("__Host-ts_d1=".length);
    expect(bookmark.length).toBeGreaterThan(0);

    sessionsFrom.length = 0;
    const account = await getSettled("/account", `${cookie}; __Host-ts_d1=${bookmark}`, {}, bindings);
    expect(sessionsFrom).toEqual([bookmark]);
    expect(account.res.status).toBe(200);
    expect(account.body).toMatch(/My Favorites \(1/);
    // Showing the 'Added' message wrote (it is used up); the next view writes nothing and sets no cookie.
    const again = await getSettled("/account", `${cookie}; __Host-ts_d1=${bookmark}`, {}, bindings);
    expect(again.res.headers.getSetCookie().some((c) => c.includes("ts_d1="))).toBe(false);
  });

  it("ignores a forged bookmark and starts anywhere", async () => {
    const { sessionsFrom, bindings } = sessionsSpy();
    const { res } = await getSettled("/privacy-policy", "ts_d1=<script>", {}, bindings);
    expect(res.status).toBe(200);
    expect(sessionsFrom.every((s) => s === "first-unconstrained")).toBe(true);
  });
});

describe("calls to Google", () => {
  it("costs one call (a Text Search) for a cold catalogue-city results page, and none warm", async () => {
    const path = "/restaurants/united-states/washington/spokane";
    const before = (await googleCalls()).length;
    const cold = await getSettled(path, undefined, {}, googleEnv());
    expect(cold.res.status).toBe(200);
    const calls = (await googleCalls()).slice(before);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /v1/places:searchText"]);
    const warm = await getSettled(path, undefined, {}, googleEnv());
    expect(warm.res.headers.get("X-Cache")).toBe("HIT");
    expect((await googleCalls()).length).toBe(before + 1);
  });

  it("ends a typing session on a chosen suggestion with one Place Details call by place id, never a Text Search", async () => {
    const token = "edgetest-0123456789";
    const before = (await googleCalls()).length;
    for (const input of ["sa", "san", "san f"]) {
      const r = await getSettled(
        `/api/places/autocomplete?${new URLSearchParams({ input, sessiontoken: token })}`,
        undefined,
        {},
        googleEnv(),
      );
      expect(r.res.status).toBe(200);
    }
    const chosen = await getSettled(
      `/api/search/resolve?${new URLSearchParams({
        q: "San Francisco, CA, USA",
        types: "geocode,locality,political",
        place_id: "ChIJIQBpAG2ahYAR_6128GcTUEo",
        sessiontoken: token,
        name: "San Francisco",
      })}`,
      undefined,
      {},
      googleEnv(),
    );
    expect(chosen.res.status).toBe(200);
    expect(JSON.parse(chosen.body).path).toBe("/restaurants/united-states/california/san-francisco");
    const calls = (await googleCalls()).slice(before);
    const details = calls.filter((c) => c.path.startsWith("/v1/places/") && c.method === "GET");
    expect(details).toHaveLength(1);
    expect(details[0]).toMatchObject({
      path: "/v1/places/ChIJIQBpAG2ahYAR_6128GcTUEo",
      sessionToken: token,
      fieldMask: ADDRESS_MASK,
    });
    expect(calls.some((c) => c.path === "/v1/places:searchText" || c.path.includes("geocode"))).toBe(false);
    expect(calls.filter((c) => c.path === "/v1/places:autocomplete").every((c) => c.sessionToken === token)).toBe(true);
  });

  it("takes a chosen restaurant suggestion straight to that restaurant's page", async () => {
    const chosen = await getSettled(
      `/api/search/resolve?${new URLSearchParams({
        q: "Zuni Café, Market Street, San Francisco, CA, USA",
        types: "restaurant,food,establishment",
        place_id: "ChIJ2eUgeAK6j4ARbn5u_wAGqWA",
        sessiontoken: "edgetest-restaurant-1",
        name: "Zuni Café",
      })}`,
      undefined,
      {},
      googleEnv(),
    );
    expect(chosen.res.status).toBe(200);
    expect(JSON.parse(chosen.body).path).toBe(
      "/restaurants/USA/CA/san-francisco/profile/zuni-cafe?pid=ChIJ2eUgeAK6j4ARbn5u_wAGqWA",
    );
  });
});

describe("saved places' snapshots (Google's terms: place ids forever, other content refreshed)", () => {
  const DAY = 24 * 3600 * 1000;
  async function saveOld(userId: string, placeId: string, name: string, ageDays: number) {
    const id = crypto.randomUUID();
    const snapshot = {
      place_id: placeId,
      name,
      source: "demo",
      formatted_address: "1 Old Street, Austin, TX, USA",
      geometry: { location: { lat: 30.26, lng: -97.74 } },
    };
    await env.DB.prepare(
      "INSERT INTO list_places (id, list_id, user_id, place_id, restaurant_name, restaurant_data, city, snapshot_at, order_index) VALUES (?1, (SELECT id FROM lists WHERE user_id = ?2 AND kind = 'favorites'), ?2, ?3, ?4, ?5, 'Austin', ?6, 0)",
    )
      .bind(id, userId, placeId, name, JSON.stringify(snapshot), Date.now() - ageDays * DAY)
      .run();
    return id;
  }
  const row = (id: string) =>
    env.DB.prepare("SELECT restaurant_name, restaurant_data, snapshot_at, unavailable_at FROM list_places WHERE id = ?")
      .bind(id)
      .first<{
        restaurant_name: string;
        restaurant_data: string;
        snapshot_at: number;
        unavailable_at: number | null;
      }>();

  it("the daily Cron Trigger refreshes snapshots older than 30 days, and keeps and labels a vanished place", async () => {
    const { cookie, id: userId } = await signedInCookie("snapshots@example.com", "Snap Shot");
    const known = await saveOld(userId, "demo~united-states~tx~austin~05", "Name From Long Ago", 40);
    const vanished = await saveOld(userId, "demo~united-states~tx~austin~99", "Gone Bistro", 45);
    const recent = await saveOld(userId, "demo~united-states~tx~austin~06", "Saved Last Week", 7);
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController(), env, ctx);
    await waitOnExecutionContext(ctx);

    const refreshed = (await row(known))!;
    expect(refreshed.snapshot_at).toBeGreaterThan(Date.now() - 60_000);
    expect(refreshed.restaurant_name).not.toBe("Name From Long Ago");
    expect(refreshed.unavailable_at).toBeNull();
    const gone = (await row(vanished))!;
    expect(gone.unavailable_at).not.toBeNull();
    expect(gone.restaurant_name).toBe("Gone Bistro");
    // Only the id and the name the user saved are kept of the old snapshot.
    expect(JSON.parse(gone.restaurant_data)).toEqual({
      place_id: "demo~united-states~tx~austin~99",
      name: "Gone Bistro",
      source: "google",
    });
    expect((await row(recent))!.restaurant_name).toBe("Saved Last Week");

    const account = await getSettled("/account", cookie);
    expect(account.body).toContain("Gone Bistro");
    expect(account.body).toContain("No longer available");
  });

  it("refreshes a stale snapshot after a page shows it (waitUntil)", async () => {
    const { cookie, id: userId } = await signedInCookie("snapshots-read@example.com", "Read Snap");
    const stale = await saveOld(userId, "demo~united-states~tx~austin~07", "Stale Name", 31);
    const before = (await row(stale))!.snapshot_at;
    const shown = await getSettled("/account", cookie);
    expect(shown.body).toContain("Stale Name");
    const after = (await row(stale))!;
    expect(after.snapshot_at).toBeGreaterThan(before);
    expect(after.restaurant_name).not.toBe("Stale Name");
  });
});

describe("page cache across deploys", () => {
  it("never serves a copy rendered by another build: a deploy's first request renders afresh", async () => {
    const cache = await caches.open(`deploys-${Date.now()}`);
    const request = new Request(`${ORIGIN}/restaurants/united-states/oregon/portland`);
    const pending: Promise<unknown>[] = [];
    /** What the page's loader says at its own URL (answerAt): the request is at the canonical URL. */
    const canonical = () => {
      const policy = new PagePolicy();
      policy.answersAt(new URL(request.url));
      return policy;
    };
    const serve = async (release: string) => {
      const nonce = `nonce-${release}-${"x".repeat(16)}`;
      const res = await servePage({
        request,
        env,
        waitUntil: (p) => pending.push(p),
        nonce,
        release,
        cache,
        render: async () => ({
          response: new Response(`<html><script nonce="${nonce}"></script>built by ${release}</html>`, {
            headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, s-maxage=300" },
          }),
          policy: canonical(),
        }),
      });
      const body = await res.text();
      await Promise.all(pending.splice(0));
      return { state: res.headers.get("X-Cache"), body };
    };
    expect((await serve("build-one")).state).toBe("MISS");
    expect(await serve("build-one")).toMatchObject({
      state: "HIT",
      body: expect.stringContaining("built by build-one"),
    });
    expect(await serve("build-two")).toMatchObject({
      state: "MISS",
      body: expect.stringContaining("built by build-two"),
    });
    expect(await serve("build-two")).toMatchObject({
      state: "HIT",
      body: expect.stringContaining("built by build-two"),
    });
  });
});
