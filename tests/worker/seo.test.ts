import { describe, expect, it } from "vitest";
import { get } from "./helpers";

const html = async (path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const jsonLd = (page: string, type: string) =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((d) => d["@type"] === type);
const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];

describe("one canonical tree", () => {
  it.each([
    ["/restaurants/USA/CA/san-francisco", "/restaurants/united-states/california/san-francisco"],
    ["/restaurants/japan/tokyo/tokyo", "/restaurants/international/japan/tokyo/tokyo"],
    ["/restaurants/international/japan/tokyo", "/restaurants/international/japan/tokyo/tokyo"],
    ["/thai-restaurants/usa/il/chicago?price=2", "/thai-restaurants/united-states/illinois/chicago?price=2"],
    ["/mobile/restaurants/japan/tokyo/tokyo", "/mobile/restaurants/international/japan/tokyo/tokyo"],
  ])("answers %s with 301 to %s", async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(to);
    expect((await get(to)).status).toBe(200);
  });

  it("points a /mobile page's canonical link (and og:url) at its web twin", async () => {
    const mobile = await html("/mobile/restaurants/united-states/california/san-francisco");
    expect(canonicalOf(mobile)).toBe("http://tablescout.test/restaurants/united-states/california/san-francisco");
    expect(mobile).toContain(
      '<meta property="og:url" content="http://tablescout.test/restaurants/united-states/california/san-francisco"/>',
    );
    // The mobile home is the phone app's start screen, not the web home: its own canonical, in every language.
    expect(canonicalOf(await html("/mobile"))).toBe("http://tablescout.test/mobile");
    expect(canonicalOf(await html("/ja/mobile"))).toBe("http://tablescout.test/ja/mobile");
    // The bottom bar's own tabs have no web twin.
    expect(canonicalOf(await html("/mobile/near-me"))).toBe("http://tablescout.test/mobile/near-me");
  });

  it.each([
    "/restaurants/united-states/california/san-francisco",
    "/italian-restaurants/united-states/california/san-francisco",
    "/restaurants/international/france",
  ])("names the /mobile twin of %s for small screens, and the twin's canonical points back", async (path) => {
    const page = await html(path);
    const alternate = /<link rel="alternate" media="only screen and \(max-width: 640px\)" href="([^"]+)"/.exec(
      page,
    )?.[1];
    expect(alternate).toBe(`http://tablescout.test/mobile${path}`);
    const twin = await html(new URL(alternate!).pathname);
    expect(canonicalOf(twin)).toBe(`http://tablescout.test${path}`);
  });

  it("names a restaurant page's /mobile twin, and pages without a twin name none", async () => {
    const results = await html("/restaurants/united-states/california/san-francisco");
    const card = /href="(\/restaurants\/USA\/CA\/san-francisco\/profile\/[^"]+)"/
      .exec(results)?.[1]
      ?.replaceAll("&amp;", "&");
    const page = await html(card!);
    const alternate = /<link rel="alternate" media="[^"]+" href="([^"]+)"/.exec(page)?.[1]?.replaceAll("&amp;", "&");
    const twin = await html(alternate!.replace("http://tablescout.test", ""));
    expect(canonicalOf(twin)).toBe(canonicalOf(page));
    for (const path of [
      "/",
      "/privacy-policy",
      "/restaurants/united-states/california",
      "/mobile/restaurants/international/france",
    ])
      expect(await html(path)).not.toContain('rel="alternate" media=');
  });
});

describe("structured data", () => {
  it("lists a results page's restaurants as an ItemList, web and mobile, in the order shown", async () => {
    for (const path of [
      "/restaurants/united-states/california/san-francisco",
      "/mobile/restaurants/united-states/california/san-francisco",
    ]) {
      const page = await html(path);
      const list = jsonLd(page, "ItemList") as {
        numberOfItems: number;
        itemListElement: { position: number; name: string; url: string }[];
      };
      expect(list, path).toBeDefined();
      expect(list.numberOfItems).toBeGreaterThan(10);
      expect(list.itemListElement).toHaveLength(list.numberOfItems);
      expect(list.itemListElement.map((i) => i.position)).toEqual(list.itemListElement.map((_, i) => i + 1));
      const first = list.itemListElement[0]!;
      expect(first.url).toMatch(
        /^http:\/\/tablescout\.test\/restaurants\/USA\/CA\/san-francisco\/profile\/[a-z0-9-]+$/,
      );
      // The first card on the page is the first item.
      const firstCard = /id="card-[^"]+-name"[^>]*><a[^>]*>([^<]+)</.exec(page)?.[1];
      expect(firstCard?.replace(/&amp;/g, "&").replace(/&#x27;/g, "'")).toBe(first.name);
      expect((await get(new URL(first.url).pathname)).status).toBe(200);
    }
  });

  it("gives a restaurant a structured PostalAddress", async () => {
    const list = jsonLd(await html("/restaurants/united-states/california/san-francisco"), "ItemList") as {
      itemListElement: { url: string }[];
    };
    const restaurant = jsonLd(await html(new URL(list.itemListElement[0]!.url).pathname), "Restaurant") as {
      address: Record<string, string>;
    };
    expect(restaurant.address).toMatchObject({
      "@type": "PostalAddress",
      addressLocality: "San Francisco",
      addressRegion: "CA",
      addressCountry: "US",
    });
    expect(restaurant.address.streetAddress).toMatch(/\w/);
    expect(restaurant.address.streetAddress).not.toContain("San Francisco");
  });

  it("breadcrumbs never lead two crumbs to one page, and international pages start at International", async () => {
    const crumbs = async (path: string) =>
      (
        jsonLd(await html(path), "BreadcrumbList") as { itemListElement: { name: string; item?: string }[] }
      ).itemListElement.map((c) => [c.name, c.item?.replace("http://tablescout.test", "")]);
    expect(await crumbs("/restaurants/united-states/california/san-francisco/mission-district")).toEqual([
      ["Home", "/"],
      ["United States", "/restaurants/united-states"],
      ["California", "/restaurants/united-states/california"],
      ["San Francisco", "/restaurants/united-states/california/san-francisco"],
      ["Mission District", undefined],
    ]);
    expect(await crumbs("/restaurants/international/japan/tokyo/tokyo")).toEqual([
      ["Home", "/"],
      ["International", "/restaurants/international"],
      ["Japan", "/restaurants/international/japan"],
      ["Tokyo", "/restaurants/japan/tokyo"],
      ["Tokyo", undefined],
    ]);
    expect((await get("/restaurants/japan/tokyo")).status).toBe(200);
  });
});

describe("one-segment addresses", () => {
  it("reads a mistyped page of ours as a 404 with 'Did you mean', not as a missing profile", async () => {
    const typo = await get("/privacy-polcy");
    expect(typo.status).toBe(404);
    const html = await typo.text();
    expect(html).toContain("Did you mean");
    expect(html).toContain('href="/privacy-policy"');
    expect(html).not.toContain("Profile Not Found");
    const unknown = await get("/nobody-by-this-name");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Profile Not Found");
  });
});
