import { describe, expect, it } from "vitest";
import { catalogue } from "~/modules/i18n/catalogue.server";
import { ENGLISH } from "~/modules/i18n/locales";
import { provideCatalogues } from "~/modules/i18n/matches";
import { breadcrumbList, serializeJsonLd } from "./jsonld";
import { pageMeta } from "./meta";
import { siteOrigin } from "./origin";
import { postalAddress } from "./restaurant";
import { renderRobots, renderSitemap, renderSitemapIndex, SITEMAPS } from "./sitemap";

// As entry.server.tsx does: meta functions read the page's messages from the Worker's catalogues.
provideCatalogues((locale) => catalogue(locale));
const matches = [{ id: "root", data: { origin: "https://tablescout.app", locale: ENGLISH } }];

describe("pageMeta", () => {
  const meta = pageMeta(
    {
      title: "Cities in California",
      description: "Find restaurants.",
      path: "/restaurants/united-states/california",
      keywords: ["california"],
    },
    matches,
  );
  const find = (key: string, value: string) =>
    meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

  it("suffixes the site name to the title and mirrors it in Open Graph and Twitter", () => {
    expect(meta).toContainEqual({ title: "Cities in California | TableScout" });
    expect(find("property", "og:title")?.content).toBe("Cities in California | TableScout");
    expect(find("name", "twitter:title")?.content).toBe("Cities in California | TableScout");
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("makes the canonical link and og:url absolute from the root loader's origin", () => {
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://tablescout.app/restaurants/united-states/california",
    });
    expect(find("property", "og:url")?.content).toBe("https://tablescout.app/restaurants/united-states/california");
    expect(find("property", "og:image")?.content).toBe("https://tablescout.app/og/home.jpg");
  });

  it("puts the page's keywords before the site's and de-duplicates them", () => {
    expect(find("name", "keywords")?.content?.split(", ")[0]).toBe("california");
    const withDup = pageMeta({ title: "x", path: "/", keywords: ["restaurants"] }, matches);
    const kw = withDup.find((m) => (m as Record<string, string>).name === "keywords") as Record<string, string>;
    expect(kw.content?.split(", ").filter((k) => k === "restaurants")).toHaveLength(1);
  });

  it("marks noindex pages and keeps exact titles exact", () => {
    const m = pageMeta({ title: "TableScout", exactTitle: true, path: "/x", noindex: true }, matches);
    expect(m).toContainEqual({ title: "TableScout" });
    expect(m).toContainEqual({ name: "robots", content: "noindex, follow" });
  });
});

describe("serializeJsonLd", () => {
  it("cannot close its script element or open a comment", () => {
    const out = serializeJsonLd({ name: "</script><script>alert(1)</script><!--", note: "a & b > c" });
    expect(out).not.toContain("<");
    expect(out).not.toContain(">");
    expect(out).not.toContain("&");
    expect(JSON.parse(out)).toEqual({ name: "</script><script>alert(1)</script><!--", note: "a & b > c" });
  });

  it("escapes the JavaScript line terminators U+2028 and U+2029", () => {
    const out = serializeJsonLd({ text: "a\u2028b\u2029c" });
    expect(out).toContain("\\u2028");
    expect(out).toContain("\\u2029");
    expect(JSON.parse(out).text).toBe("a\u2028b\u2029c");
  });
});

describe("breadcrumbList", () => {
  it("numbers the crumbs and links all but an unlinked last one", () => {
    const ld = breadcrumbList(
      [
        { name: "Home", path: "/" },
        { name: "Restaurants", path: "/restaurants/united-states" },
        { name: "California" },
      ],
      "https://t.app",
    );
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://t.app/" },
        { "@type": "ListItem", position: 2, name: "Restaurants", item: "https://t.app/restaurants/united-states" },
        { "@type": "ListItem", position: 3, name: "California" },
      ],
    });
  });
});

describe("siteOrigin", () => {
  it.each([
    ["", "http://localhost:8787/a?b", "http://localhost:8787"],
    // Off localhost without SITE_URL the Host header is untrusted: nothing absolute is made from it.
    [undefined, "https://x.workers.dev/", ""],
    ["", "https://evil.example/", ""],
    ["https://tablescout.app", "https://evil.example/", "https://tablescout.app"],
    ["", "http://127.0.0.1:8787/", "http://127.0.0.1:8787"],
    ["https://tablescout.app/", "http://localhost:8787/", "https://tablescout.app"],
    ["not a url", "http://localhost:8787/", "http://localhost:8787"],
    ["javascript:alert(1)", "http://localhost:8787/", "http://localhost:8787"],
  ])("SITE_URL %j on %s -> %s", (configured, requestUrl, expected) => {
    expect(siteOrigin(configured, requestUrl)).toBe(expected);
  });
});

describe("sitemap and robots", () => {
  it("renders escaped absolute URLs", () => {
    const xml = renderSitemap([{ path: "/a?b=1&c=2", changefreq: "weekly", priority: 0.5 }], "https://t.app");
    expect(xml).toContain("<loc>https://t.app/a?b=1&amp;c=2</loc>");
    expect(xml).toContain("<priority>0.5</priority>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("points robots.txt at the sitemap and keeps private pages out", () => {
    const robots = renderRobots("https://t.app");
    expect(robots).toContain("Sitemap: https://t.app/sitemap.xml");
    expect(robots).toContain("Disallow: /account");
  });
});

describe("postalAddress", () => {
  it("structures Google's address components", () => {
    expect(
      postalAddress({
        formatted_address: "1658 Market St, San Francisco, CA 94102, USA",
        address_components: [
          { long_name: "1658", short_name: "1658", types: ["street_number"] },
          { long_name: "Market Street", short_name: "Market St", types: ["route"] },
          { long_name: "San Francisco", short_name: "SF", types: ["locality", "political"] },
          { long_name: "California", short_name: "CA", types: ["administrative_area_level_1", "political"] },
          { long_name: "United States", short_name: "US", types: ["country", "political"] },
          { long_name: "94102", short_name: "94102", types: ["postal_code"] },
        ],
      }),
    ).toEqual({
      "@type": "PostalAddress",
      streetAddress: "1658 Market Street",
      addressLocality: "San Francisco",
      addressRegion: "CA",
      postalCode: "94102",
      addressCountry: "US",
    });
  });

  it("falls back to the formatted address's first part, and a UK postal town", () => {
    expect(
      postalAddress({
        formatted_address: "10 Greek St, London W1D 4DH, UK",
        address_components: [{ long_name: "London", short_name: "London", types: ["postal_town"] }],
      }),
    ).toEqual({ "@type": "PostalAddress", streetAddress: "10 Greek St", addressLocality: "London" });
  });
});

describe("sitemap index", () => {
  it("lists each sitemap with the day's lastmod, and city entries carry theirs", () => {
    const index = renderSitemapIndex("https://tablescout.app", "2026-11-23");
    expect(index).toContain("<sitemapindex");
    expect(index).toContain(
      "<sitemap><loc>https://tablescout.app/sitemaps/us-cities.xml</loc><lastmod>2026-11-23</lastmod></sitemap>",
    );
    const cities = renderSitemap(SITEMAPS["international-cities"]("2026-11-23"), "https://tablescout.app");
    expect(cities).toContain(
      "<url><loc>https://tablescout.app/restaurants/international/japan/tokyo/tokyo</loc><lastmod>2026-11-23</lastmod>",
    );
  });
});
