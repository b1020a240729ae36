/**
 * No dead links: every place link the guide shows leads to a page, with the demo provider and with Google
 * (the local fake). A bounded breadth-first crawl from the home pages (web and /mobile, from a dozen edge
 * cities for 'Near you'); then the results page of every city with a nearby or neighbourhood list and
 * every place link on it: other cities' pages fetched, its neighbourhoods (about 700) checked the way
 * their results page finds its place. A link that answers 404 fails the test, named with the page it was
 * found on.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { findUsState, NEARBY_LISTS, NEIGHBORHOOD_CITIES } from "~/modules/catalog";
import { catalogueCentre } from "~/modules/catalog/world";
import { describeLocation } from "~/modules/listing/index.server";
import { DemoProvider } from "~/modules/places/demo/index.server";
import { parsePath, paths } from "~/modules/urls";
import { FAKE_KEY } from "../fakes/constants.mjs";
import { settled } from "./helpers";

const googleEnv = (): Env => ({
  ...env,
  GOOGLE_MAPS_API_KEY: FAKE_KEY,
  GOOGLE_PLACES_BASE_URL: env.GOOGLE_FAKE_URL,
  GOOGLE_GEOCODING_BASE_URL: env.GOOGLE_FAKE_URL,
});

/** Edge cities whose 'Near you' strips the crawl starts from (ts_sim_location, honoured on localhost). */
const EDGE_CITIES = [
  "Austin|Texas",
  "Philadelphia|Pennsylvania",
  "Washington|District of Columbia",
  "New York|New York",
  "Los Angeles|California",
  "Boston|Massachusetts",
  "Miami|Florida",
  "Detroit|Michigan",
  "Wichita|Kansas",
  "Paris|Île-de-France|France",
  "Munich|Bavaria|Germany",
  "Singapore|Singapore|Singapore",
];

/** Place pages only: cuisine, dish and feature variants and restaurant profiles share their place's links. */
const isPlacePath = (path: string) =>
  /^(\/mobile)?(\/|\/restaurants(\/.*)?)?$/.test(path) && !path.includes("/profile/");

let client = 0;

/** A crawl: each path fetched once (each request from its own client, under the page rate limit). */
function crawler(bindings: Env) {
  const seen = new Map<string, string>();
  const dead: string[] = [];
  let fetched = 0;
  const links = new Map<string, string>();
  async function visit(path: string, from: string, cookie?: string): Promise<string[]> {
    fetched++;
    client++;
    const headers: Record<string, string> = {
      "CF-Connecting-IP": `10.77.${(client >> 8) & 255}.${client & 255}`,
      ...(cookie ? { Cookie: cookie } : {}),
    };
    const { res, body } = await settled(
      new Request(`http://localhost${path}`, { headers, redirect: "manual" }),
      bindings,
    );
    if (res.status === 404) dead.push(`${path} (on ${from})`);
    // Anything but a page or a redirect would hide the links a page shows (a rate limit, an error).
    else if (![200, 301, 302].includes(res.status)) dead.push(`${path} answered ${res.status} (on ${from})`);
    const location = res.headers.get("Location");
    if (location?.startsWith("/")) return [new URL(location, "http://localhost").pathname];
    if (res.status !== 200) return [];
    const shown = [...body.matchAll(/href="(\/[^"]*)"/g)].map((m) => new URL(m[1]!, "http://localhost").pathname);
    for (const link of shown) if (isPlacePath(link) && !links.has(link)) links.set(link, path);
    return shown;
  }
  /** Fetches the paths, then the place links they show, breadth first, up to `max` pages. */
  async function crawl(start: { path: string; cookie?: string }[], max: number) {
    let level = start.map((s) => ({ ...s, from: "(start)" }));
    for (const s of start) seen.set(`${s.path}|${s.cookie ?? ""}`, "(start)");
    while (level.length && fetched < max) {
      const next: typeof level = [];
      for (const { path, from, cookie } of level) {
        if (fetched >= max) break;
        for (const link of await visit(path, from, cookie)) {
          if (!isPlacePath(link) || seen.has(`${link}|`)) continue;
          seen.set(`${link}|`, path);
          next.push({ path: link, from: path });
        }
      }
      level = next;
    }
  }
  return { crawl, dead, fetched: () => fetched, links };
}

const homes = EDGE_CITIES.flatMap((where) =>
  ["/", "/mobile"].map((path) => ({ path, cookie: `ts_sim_location=${encodeURIComponent(where)}` })),
);

describe("links the guide shows", () => {
  it("lead to a page with the demo provider: home pages, then a crawl of what they link to", async () => {
    const c = crawler(env);
    await c.crawl([{ path: "/" }, { path: "/mobile" }, ...homes], 200);
    expect(c.dead, `links answering 404 (of ${c.fetched()} pages)`).toEqual([]);
    expect(c.fetched()).toBe(200);
  }, 120_000);

  it("lead to a page from every city with a nearby or neighbourhood list (demo provider)", async () => {
    const c = crawler(env);
    const demo = new DemoProvider();
    /** What a results page needs to answer 200: its place, a catalogue city or one the provider geocodes. */
    const leadsToPage = async (path: string) => {
      const route = parsePath(path);
      if (route.kind !== "results") return route.kind !== "not-found";
      const loc = route.location;
      if (!loc.neighborhood && !loc.unlisted?.length && catalogueCentre(loc)) return true;
      return (await demo.geocode(describeLocation(loc).text)).length > 0;
    };
    const cities = [
      ...NEARBY_LISTS.international.map((l) => paths.results({ country: l.state, city: l.city })),
      ...NEIGHBORHOOD_CITIES.us.map((l) =>
        paths.results({ country: "United States", state: findUsState(l.state)!.name, city: l.city }),
      ),
      ...NEIGHBORHOOD_CITIES.international.map((l) => paths.results({ country: l.state, city: l.city })),
    ];
    await c.crawl(
      cities.map((path) => ({ path })),
      cities.length,
    );
    const neighbourhoods: [string, string][] = [];
    const others: { path: string }[] = [];
    for (const [link, from] of c.links) {
      const route = parsePath(link);
      if (route.kind === "results" && route.location.neighborhood) neighbourhoods.push([link, from]);
      else others.push({ path: link });
    }
    await c.crawl(others, cities.length + others.length);
    expect(c.dead, `links answering 404 (of ${c.fetched()} pages)`).toEqual([]);
    const dead: string[] = [];
    for (const [link, from] of neighbourhoods) if (!(await leadsToPage(link))) dead.push(`${link} (on ${from})`);
    expect(neighbourhoods.length).toBeGreaterThan(500);
    expect(dead, `neighbourhood links to no page (of ${neighbourhoods.length})`).toEqual([]);
  }, 120_000);

  it("lead to a page with Google (the local fake): the home pages' links", async () => {
    const c = crawler(googleEnv());
    await c.crawl(homes, 80);
    expect(c.dead, `links answering 404 (of ${c.fetched()} pages)`).toEqual([]);
    expect(c.fetched()).toBe(80);
  }, 120_000);
});
