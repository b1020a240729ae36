/**
 * The edge page cache keeps canonical pages only: a page's URL with a junk query (an unknown or malformed
 * parameter, an empty or duplicated one, a default spelled out, a value past its limit) is redirected to
 * the canonical URL or refused, and never stored, so nobody can fill the cache with copies of a page and
 * push real pages out. The parameters a page accepts may come in any order or encoding: one cache entry.
 */
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { getSettled, post, signedInCookie } from "./helpers";

const stored = (res: Response) => ["HIT", "STALE"].includes(res.headers.get("X-Cache") ?? "");

const RESULTS = "/restaurants/united-states/oregon/portland";
const MOBILE_RESULTS = "/mobile/restaurants/united-states/oregon/salem";
const BROWSE = ["/restaurants/united-states/oregon", "/restaurants/united-states", "/restaurants/international/japan"];

/** Filled in beforeAll: a real restaurant page (with its place id) and a published profile. */
let restaurantPath = "";
let restaurantPid = "";
let profilePath = "";

beforeAll(async () => {
  const listing = await getSettled(RESULTS);
  const link = /href="(\/restaurants\/USA\/OR\/portland\/profile\/[^"?]+)\?pid=([^"&]+)"/.exec(listing.body);
  expect(link).not.toBeNull();
  const [, path, pid] = link as unknown as [string, string, string];
  restaurantPath = path;
  restaurantPid = decodeURIComponent(pid);
  const owner = await signedInCookie("canonical-cache@example.com", "Canonical Cache");
  await post("/favorites", { intent: "publish", published: "on", returnTo: "/account" }, owner.cookie);
  const { username } = (await env.DB.prepare("SELECT username FROM profiles WHERE id = ?")
    .bind(owner.id)
    .first<{ username: string }>())!;
  profilePath = `/${username}`;
});

/** Parameters some page accepts, valid where they belong and junk anywhere else. */
const valid = (kind: string): [string, string][] =>
  kind === "results"
    ? [
        ["open", "1"],
        ["sort", "rating"],
        ["sort", "reviews"],
        ["price", "2"],
        ["view", "map"],
      ]
    : kind === "restaurant"
      ? [["pid", restaurantPid]]
      : [];

const JUNK: [string, string][] = [
  ["page", "zz"],
  ["page", "0"],
  ["page", "-1"],
  ["page", "2"],
  ["page", "99999"],
  ["page", "1.5"],
  ["sort", "anything"],
  ["sort", "best"],
  ["sort", ""],
  ["sort", "RATING"],
  ["q", "x".repeat(300)],
  ["q", "   "],
  ["q", ""],
  ["open", "yes"],
  ["open", "0"],
  ["open", ""],
  ["price", "9"],
  ["price", ""],
  ["price", "$$"],
  ["view", "cards"],
  ["view", "grid"],
  ["view", ""],
  ["pid", "<x>"],
  ["pid", ""],
  ["from", "45.5,-122.6"],
  ["session", "x"],
  ["mobile", "0"],
  ["open", "1"],
  ["sort", "rating"],
  ["pid", "ChIJ2eUgeAK6j4ARbn5u_wAGqWA"],
];

/** A page's URL with a junk query: some of its own valid parameters, at least one junk one, shuffled. */
function junkVariants(count: number, seed: number): string[] {
  const kinds = fc.constantFrom("results", "mobile-results", "restaurant", "browse", "home", "mobile-home", "profile");
  const arb = kinds.chain((kind) => {
    const own = valid(kind === "mobile-results" ? "results" : kind);
    const ownNames = new Set(own.map(([name]) => name));
    const junk = JUNK.filter(([name, value]) => !own.some(([n, v]) => n === name && v === value));
    return fc
      .record({
        kind: fc.constant(kind),
        base:
          kind === "browse"
            ? fc.constantFrom(...BROWSE)
            : fc.constant(
                {
                  results: RESULTS,
                  "mobile-results": MOBILE_RESULTS,
                  restaurant: restaurantPath,
                  home: "/",
                  "mobile-home": "/mobile",
                  profile: profilePath,
                }[kind]!,
              ),
        // At most one value per parameter of its own, so the valid part is itself canonical.
        keep: fc.subarray(own).map((kept) => kept.filter(([n], i) => kept.findIndex(([m]) => m === n) === i)),
        junk: fc.subarray(junk, { minLength: 1, maxLength: 3 }),
        duplicate: own.length ? fc.boolean() : fc.constant(false),
        order: fc.integer({ min: 0, max: 1000 }),
      })
      .map(({ base, keep, junk: bad, duplicate, order }) => {
        const params = [...keep, ...bad];
        // A duplicated parameter of its own is junk too ('?open=1&open=1').
        if (duplicate) params.push(own.find(([n]) => ownNames.has(n))!);
        const shuffled = params.map((p, i) => ({ p, k: (i * 7919 + order) % 1009 })).sort((a, b) => a.k - b.k);
        return `${base}?${new URLSearchParams(shuffled.map(({ p }) => p))}`;
      });
  });
  const out = new Set<string>();
  for (const url of fc.sample(arb, { seed, numRuns: count * 3 })) {
    if (out.size === count) break;
    out.add(url);
  }
  return [...out];
}

describe("the edge page cache keeps canonical pages only", () => {
  it("stores none of 400 junk variants of results, restaurant, browse, home and profile URLs", async () => {
    const variants = junkVariants(400, 20261125);
    expect(variants).toHaveLength(400);
    const statuses = new Map<number, number>();
    for (const url of variants) {
      const { res } = await getSettled(url);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.status, url).toBeLessThan(500);
    }
    const kept: string[] = [];
    for (const url of variants) if (stored((await getSettled(url)).res)) kept.push(url);
    console.log(
      `junk variants stored: ${kept.length} of ${variants.length}; first answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(kept).toEqual([]);
  }, 300_000);

  it("redirects junk to the canonical URL, or refuses a value it cannot fix, and stores neither", async () => {
    const cases: [string, number, string | null][] = [
      [`${RESULTS}?page=zz`, 301, RESULTS],
      [`${RESULTS}?open=1&open=1&sort=best`, 301, `${RESULTS}?open=1`],
      [`${RESULTS}?view=cards&price=&q=%20`, 301, RESULTS],
      [`${RESULTS}?open=1&utm_source=mail&page=2`, 301, `${RESULTS}?open=1&utm_source=mail`],
      [`${RESULTS}?open=yes`, 400, null],
      [`${RESULTS}?sort=anything`, 400, null],
      [`${RESULTS}?q=${"x".repeat(300)}`, 400, null],
      ["/restaurants/usa/or?page=0", 301, "/restaurants/united-states/oregon"],
      ["/?q=anything", 301, "/"],
      [`${profilePath}?page=2`, 301, profilePath],
      [`${restaurantPath}?pid=%3Cx%3E`, 301, restaurantPath],
    ];
    for (const [url, status, location] of cases) {
      const first = await getSettled(url);
      expect(first.res.status, url).toBe(status);
      expect(first.res.headers.get("Location"), url).toBe(location);
      expect(stored((await getSettled(url)).res), url).toBe(false);
    }
  });

  it("keeps one copy of a page whatever the order, encoding or tracking of its parameters", async () => {
    const path = "/restaurants/united-states/oregon/bend";
    const first = await getSettled(`${path}?open=1&sort=rating`);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("X-Cache")).toBe("MISS");
    for (const same of [
      `${path}?sort=rating&open=1`,
      `${path}?open=%31&sort=ratin%67`,
      `${path}?sort=rating&open=1&utm_source=mail`,
    ]) {
      const again = await getSettled(same);
      expect(again.res.status, same).toBe(200);
      expect(again.res.headers.get("X-Cache"), same).toBe("HIT");
    }
  });
});
