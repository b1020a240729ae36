import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { JS_BUDGET, openPage, scriptsLoaded, useBrowser } from "./browser";

// The browser project runs after `npm test` has built the app; these check what visitors download.
const assets = path.resolve(__dirname, "../../build/client/assets");
const js = readdirSync(assets).filter((f) => f.endsWith(".js"));

describe("client bundle", () => {
  it("never ships the server-side catalogues or provider data", () => {
    for (const file of js) {
      const text = readFileSync(path.join(assets, file), "utf8");
      // A city only in the US cities data, a world-cities entry, and the demo provider's name parts.
      expect(text, file).not.toContain("Cheektowaga");
      expect(text, file).not.toContain("Gelsenkirchen");
      expect(text, file).not.toContain("Dumpling House");
    }
  });

  // The interactive maps are loaded on demand, only where a listing shows its map.
  const lazyMap = (f: string) => /^(open-map|GoogleListingMap)-/.test(f);
  const gz = (f: string) => gzipSync(readFileSync(path.join(assets, f))).length;

  it("loads each interactive map library as its own chunk of under 50 kB gzipped", () => {
    const maps = js.filter(lazyMap);
    expect(maps.map((f) => f.split("-")[0]).sort()).toEqual(["GoogleListingMap", "open"]);
    for (const f of maps) expect(gz(f), f).toBeLessThan(50_000);
  });
});

/**
 * What a visitor's browser really downloads: every script a page fetches until the network is idle (the
 * entry, the root, the route, and the page kind's own chunk the route loads on demand), gzipped as a
 * server would send them. Budgets per page kind; the interactive maps count only where a map is shown.
 */
describe("JavaScript per page, as Chromium loads it", () => {
  const { baseURL, browser } = useBrowser();
  const scriptBytes = (pathname: string, viewport?: { width: number; height: number }) =>
    scriptsLoaded(browser(), baseURL + pathname, viewport);

  // Every page kind: its scripts and its language's messages (a JSON file the page preloads, 16-20 kB
  // gzipped; the scripts are the same in every language), at most 130 kB gzipped. The map libraries load on
  // demand where a map is shown, and are held to their own budget above. With React in the browser, React,
  // React DOM and Remix were 81 kB of every page, and scripts alone had reached 108.9 kB on a restaurant page,
  // 114.1 on results and 113.0 on a list (2026-11-25); Preact ran in React's place for a day (45 kB for the
  // same runtime) and React came back for what a visitor feels (decision 015). Figures: docs/benchmarks.md,
  // "JavaScript per page".
  it.each([
    ["the home page", "/"],
    ["the US index", "/restaurants/united-states"],
    ["a state's cities", "/restaurants/united-states/oregon"],
    ["a country's states", "/restaurants/canada"],
    ["the international index", "/restaurants/international"],
    ["a restaurant page", "/restaurants/USA/OR/portland/profile/somewhere"],
    ["a results page on a phone (cards, no map)", "/restaurants/united-states/oregon/portland"],
    ["the mobile home page", "/mobile"],
    ["a mobile results page on a phone (cards, no map)", "/mobile/restaurants/united-states/oregon/portland"],
    ["a mobile restaurant page", "/mobile/restaurants/USA/OR/portland/profile/somewhere"],
    ["the home page in Japanese", "/ja"],
    ["a restaurant page in German", "/de/restaurants/USA/OR/portland/profile/somewhere"],
    ["a results page on a phone (cards, no map) in Arabic", "/ar/restaurants/united-states/oregon/portland"],
  ])("%s loads at most 130 kB of JavaScript", async (label, pathname) => {
    const phone = label.includes("phone") ? { width: 390, height: 844 } : undefined;
    const { total, scripts } = await scriptBytes(pathname, phone);
    console.log(
      `JavaScript and messages: ${(total / 1000).toFixed(1)} kB gzipped on ${pathname}${phone ? " (390 px)" : ""}`,
    );
    expect(total, scripts.join(", ")).toBeLessThanOrEqual(JS_BUDGET);
    // Map code only where a map is shown: never on browse pages, nor on a phone's card view.
    expect(
      scripts.some((s) => /^(open-map|GoogleListingMap)-/.test(s)),
      scripts.join(", "),
    ).toBe(false);
  });

  it("loads the map code with a results page on a wide screen, where the map is beside the cards", async () => {
    const { scripts } = await scriptBytes("/restaurants/united-states/oregon/portland", { width: 1280, height: 900 });
    expect(scripts.some((s) => s.startsWith("open-map-"))).toBe(true);
  });
});

describe("the browser cache", () => {
  const { baseURL, browser } = useBrowser();
  /** The /assets/ files this page loaded, and how many bytes each cost on the wire (0: from the cache). */
  const assetTransfers = (page: import("playwright-core").Page) =>
    page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((e) => new URL(e.name).pathname.startsWith("/assets/"))
        .map((e) => ({ url: e.name, bytes: e.transferSize })),
    );

  it("keeps scripts and styles between pages: the next page takes the shared ones from the cache", async () => {
    const visit = await openPage(browser(), { javaScript: true });
    await visit.page.goto(`${baseURL}/restaurants/united-states`, { waitUntil: "networkidle" });
    const first = new Set((await assetTransfers(visit.page)).map((a) => a.url));
    // A full page load (not a client-side navigation), as a visitor arriving from a search engine makes.
    await visit.page.goto(`${baseURL}/restaurants/international`, { waitUntil: "networkidle" });
    const shared = (await assetTransfers(visit.page)).filter((a) => first.has(a.url));
    expect(shared.length).toBeGreaterThanOrEqual(3); // the stylesheet, the runtime (vendor) and the shell at least
    // Not even a revalidation: a 304 would still cost a round trip and its headers.
    expect(shared.filter((a) => a.bytes > 0)).toEqual([]);
    const css = shared.find((a) => a.url.endsWith(".css"))!;
    const headers = (await visit.page.request.get(css.url)).headers();
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    await visit.context.close();
  });
});
