import { describe, expect, it } from "vitest";
import { get, getPage } from "./helpers";

describe("US overview and state pages", () => {
  it("lists every state with its city count", async () => {
    const { status, html } = await getPage("/restaurants/united-states");
    expect(status).toBe(200);
    expect(html).toContain("Restaurants in the United States");
    expect(html.match(/href="\/restaurants\/united-states\/[a-z-]+"/g)?.length).toBeGreaterThanOrEqual(51);
    expect(html).toContain('href="/restaurants/united-states/district-of-columbia"');
    expect(html).toContain("50 cities");
  });

  it("shows 'Cities in California' with 15 top destinations and 50 cities, largest first", async () => {
    const { status, html } = await getPage("/restaurants/united-states/california");
    expect(status).toBe(200);
    expect(html).toContain("Cities in California");
    expect(html).toContain("Discover restaurants in 50 cities across California");
    const top = html.slice(html.indexOf('id="top-destinations"'), html.indexOf('id="all-cities"'));
    expect(top.match(/<li>/g)).toHaveLength(15);
    expect(top.indexOf("Los Angeles")).toBeLessThan(top.indexOf("San Francisco"));
    const allStart = html.indexOf('id="all-cities"');
    const all = html.slice(allStart, html.indexOf("</section>", allStart));
    expect(all.match(/href="\/restaurants\/united-states\/california\/[a-z0-9-]+"/g)).toHaveLength(50);
    expect(html).toContain('href="/restaurants/united-states/california/san-francisco"');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it("redirects state aliases to the canonical path", async () => {
    expect(await getPage("/restaurants/usa/ca")).toMatchObject({
      status: 301,
      location: "/restaurants/united-states/california",
    });
    expect(await getPage("/restaurants/USA")).toMatchObject({ status: 301, location: "/restaurants/united-states" });
    expect(await getPage("/restaurants")).toMatchObject({ status: 301, location: "/restaurants/united-states" });
  });

  it("answers an unknown state with 'No cities found' and status 404", async () => {
    const { status, html } = await getPage("/restaurants/united-states/narnia");
    expect(status).toBe(404);
    expect(html).toContain("No cities found");
    expect(html).toContain("We don&#x27;t have city data for this state yet.");
  });
});

describe("/restaurants/{country}", () => {
  it("lists a country's states and provinces as tiles", async () => {
    const { status, html } = await getPage("/restaurants/canada");
    expect(status).toBe(200);
    expect(html).toContain("States &amp; Provinces in Canada");
    expect(html).toContain("Find Restaurants by State or Province");
    expect(html).toContain('href="/restaurants/canada/british-columbia"');
    const japan = await getPage("/restaurants/japan");
    expect(japan.html.match(/href="\/restaurants\/japan\/[a-z-]+"/g)).toHaveLength(47);
  });

  it("answers an unknown country with 'No states found' and status 404", async () => {
    const { status, html } = await getPage("/restaurants/narnia");
    expect(status).toBe(404);
    expect(html).toContain("No states found");
    expect(html).toContain("We don&#x27;t have state data for this location yet.");
  });
});

describe("international pages", () => {
  it("lists the six countries with region badges and city counts", async () => {
    const { status, html } = await getPage("/restaurants/international");
    expect(status).toBe(200);
    expect(html).toContain("International TableScout");
    expect(html).toContain("Countries &amp; Regions");
    for (const [slug, count] of [
      ["germany", 14],
      ["thailand", 10],
      ["japan", 20],
      ["france", 10],
      ["united-kingdom", 10],
    ] as const) {
      expect(html).toContain(`href="/restaurants/international/${slug}"`);
      expect(html).toContain(`${count} Cities Available`);
    }
    expect(html).toContain("1 City Available");
  });

  it("shows a country's major cities with the Capital badge and all other cities sorted", async () => {
    const { status, html } = await getPage("/restaurants/international/germany");
    expect(status).toBe(200);
    expect(html).toContain("Best Restaurants in Germany");
    const major = html.slice(html.indexOf('id="major-cities"'), html.indexOf('id="all-cities"'));
    expect(major).toContain("Capital");
    expect(major).toContain("Berlin");
    expect(major).toContain("Population 3.8 million");
    const others = html.slice(html.indexOf('id="all-cities"'));
    const names = [...others.matchAll(/<span class="font-medium">([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(names).toEqual([...names].sort((a, b) => a!.localeCompare(b!)));
    expect(names).toContain("Nuremberg");
    expect(html).toContain('href="/restaurants/international/germany/bavaria/munich"');
  });

  it("answers an unknown country with 'Country Not Found' and status 404", async () => {
    const { status, html } = await getPage("/restaurants/international/atlantis");
    expect(status).toBe(404);
    expect(html).toContain("Country Not Found");
    expect(html).toContain("The country you&#x27;re looking for doesn&#x27;t exist in our database.");
  });

  it("shows the cities of an international state", async () => {
    const { status, html } = await getPage("/restaurants/international/germany/north-rhine-westphalia");
    expect(status).toBe(200);
    expect(html).toContain("Cities in North Rhine-Westphalia");
    for (const city of ["Cologne", "Düsseldorf", "Dortmund", "Essen"]) expect(html).toContain(city);
    expect(html).toContain("Home</a>");
    expect(html).toContain('href="/restaurants/international/germany"');
  });
});

describe("home page city groups and sitemap", () => {
  it("shows the four city groups with the spec's link shapes and the footer note", async () => {
    const { html } = await getPage("/");
    for (const title of [
      "Top 10 Restaurant Hotspots in the United States",
      "More Foodie Destinations in the United States",
      "Top 10 Restaurant Hotspots Around the World",
      "Additional International Foodie Destinations",
    ])
      expect(html).toContain(title);
    expect(html).toContain('href="/restaurants/united-states/new-york/new-york"');
    expect(html).toContain('href="/restaurants/international/japan/tokyo/tokyo"');
    expect(html).toContain('href="/restaurants/international/france/ile-de-france/paris"');
    expect(html).toContain("Don&#x27;t see your city? Use the search above to find restaurants anywhere in the world.");
  });

  const locsOf = (xml: string) =>
    [...xml.matchAll(/<loc>http:\/\/tablescout\.test([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

  it("indexes its sitemaps in sitemap.xml: pages, US cities and international cities, in every language", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain("<sitemapindex");
    const locs = locsOf(xml);
    expect(locs.slice(0, 3)).toEqual([
      "/sitemaps/pages.xml",
      "/sitemaps/us-cities.xml",
      "/sitemaps/international-cities.xml",
    ]);
    expect(locs).toHaveLength(27);
    expect(locs).toContain("/pt-br/sitemaps/us-cities.xml");
    expect((await get("/sitemaps/nope.xml")).status).toBe(404);
    expect((await get("/sitemaps/pages.json")).status).toBe(404);
  });

  it("lists the browse pages, each answering 200", async () => {
    const locs = locsOf(await (await get("/sitemaps/pages.xml")).text());
    expect(locs).toEqual(
      expect.arrayContaining([
        "/restaurants/united-states",
        "/restaurants/united-states/texas",
        "/restaurants/international/japan",
        "/restaurants/canada",
      ]),
    );
    expect(locs.length).toBeGreaterThan(70);
    const sample = locs.filter((_, i) => i % 7 === 0);
    for (const path of sample) expect((await get(path)).status, path).toBe(200);
  });

  it("lists every catalogue city's results page with today's lastmod, each under its canonical path", async () => {
    const us = await (await get("/sitemaps/us-cities.xml")).text();
    const intl = await (await get("/sitemaps/international-cities.xml")).text();
    const usLocs = locsOf(us);
    const intlLocs = locsOf(intl);
    expect(usLocs.length).toBeGreaterThan(2_000);
    expect(usLocs).toContain("/restaurants/united-states/california/san-francisco");
    expect(intlLocs).toContain("/restaurants/international/japan/tokyo/tokyo");
    expect(intlLocs).toContain("/restaurants/international/france/ile-de-france/paris");
    const today = new Date().toISOString().slice(0, 10);
    expect(us.match(/<lastmod>/g)?.length).toBe(usLocs.length);
    expect(us).toContain(`<lastmod>${today}</lastmod>`);
    expect(new Set(usLocs).size).toBe(usLocs.length);
    // A page listed in a sitemap answers itself, never through a redirect.
    for (const path of [...usLocs.filter((_, i) => i % 400 === 0), ...intlLocs.filter((_, i) => i % 15 === 0)]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
    }
  });
});
