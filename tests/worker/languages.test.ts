/**
 * The guide in nine languages, through the Worker's own fetch handler: every page kind at its prefixed URL
 * with its language and direction, its canonical and hreflang alternates; which language a visitor reaches
 * (their browser's, their remembered choice, crawlers English); the edge cache per language; sitemaps.
 */
import { describe, expect, it } from "vitest";
import { LOCALES, localizedPath } from "~/modules/i18n/locales";
import { getSettled, ORIGIN } from "./helpers";

const BROWSER = {
  Accept: "text/html,application/xhtml+xml",
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120",
};

/** One page of each kind (status 200) and the not-found kinds (404). */
const PAGES: [string, number][] = [
  ["/", 200],
  ["/mobile", 200],
  ["/restaurants/united-states", 200],
  ["/restaurants/canada", 200],
  ["/restaurants/united-states/california", 200],
  ["/restaurants/international", 200],
  ["/restaurants/international/france", 200],
  ["/restaurants/united-states/california/san-francisco", 200],
  ["/italian-restaurants/united-states/california/san-francisco/mission-district", 200],
  ["/mobile/restaurants/international/japan", 200],
  ["/restaurants/international/japan/tokyo/tokyo", 200],
  ["/auth", 200],
  ["/search?q=pizza", 200],
  ["/privacy-policy", 200],
  ["/terms-of-use", 200],
  ["/mobile/search", 200],
  ["/mobile/near-me", 200],
  ["/mobile/favorites", 200],
  ["/mobile/profile", 200],
  ["/no-such-profile-here", 404],
  ["/restaurants/atlantis", 404],
];

const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0] ?? "";
const alternates = (body: string) =>
  [...body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);

describe("every page kind in every language", () => {
  for (const locale of LOCALES)
    it(`${locale.tag}: answers with lang="${locale.tag}" dir="${locale.dir}", its own canonical and ten alternates`, async () => {
      for (const [path, status] of PAGES) {
        const url = localizedPath(locale, path);
        const { res, body } = await getSettled(url);
        expect(res.status, url).toBe(status);
        expect(htmlTag(body), url).toContain(`lang="${locale.tag}" dir="${locale.dir}"`);
        if (status !== 200) continue;
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
        const pathOnly = path.split("?")[0]!;
        if (!path.startsWith("/mobile") && !path.includes("?"))
          expect(canonical, url).toBe(ORIGIN + localizedPath(locale, pathOnly));
        const links = alternates(body);
        expect(links.length, url).toBe(10);
        expect(links.map(([hreflang]) => hreflang)).toEqual([...LOCALES.map((l) => l.tag), "x-default"]);
        // Reciprocal: this page is among its own alternates.
        expect(
          links.some(([, href]) => href === canonical),
          url,
        ).toBe(true);
        expect(body, url).toContain(`<meta property="og:locale" content="${locale.og}"/>`);
        // Structured data names the page in its language.
        expect(body, url).toContain(
          `"@type":"WebPage","url":"${ORIGIN}${localizedPath(locale, pathOnly)}","inLanguage":"${locale.tag}"`,
        );
      }
    });

  it("answers other spellings of a language's URLs with 301 to the one it keeps", async () => {
    const upper = await getSettled("/FR/restaurants/international?x=1");
    expect(upper.res.status).toBe(301);
    expect(upper.res.headers.get("Location")).toBe("/fr/restaurants/international?x=1");
    const slash = await getSettled("/ja/");
    expect(slash.res.status).toBe(301);
    expect(slash.res.headers.get("Location")).toBe("/ja");
  });

  it("keeps a prefixed visitor in their language across canonical redirects", async () => {
    const { res } = await getSettled("/fr/restaurants/USA/CA/san-francisco");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/fr/restaurants/united-states/california/san-francisco");
  });

  it("leaves an unknown prefix its old meaning (a profile, or 404), and /en-xa only where tests ask for it", async () => {
    expect((await getSettled("/xx/restaurants")).res.status).toBe(404);
    expect((await getSettled("/xx")).res.status).toBe(404);
  });
});

describe("which language a visitor reaches", () => {
  it("sends a French browser at / to /fr, and a crawler or a browser without Accept-Language gets English", async () => {
    const french = await getSettled("/", undefined, { ...BROWSER, "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5" });
    expect(french.res.status).toBe(302);
    expect(french.res.headers.get("Location")).toBe("/fr");
    expect(french.res.headers.get("Cache-Control")).toContain("no-store");
    const restaurants = await getSettled("/restaurants/united-states?x=1", undefined, {
      ...BROWSER,
      "Accept-Language": "ja",
    });
    expect(restaurants.res.headers.get("Location")).toBe("/ja/restaurants/united-states?x=1");
    const crawler = await getSettled("/", undefined, {
      Accept: "text/html",
      "Accept-Language": "fr",
      "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    expect(crawler.res.status).toBe(200);
    expect(htmlTag(crawler.body)).toContain('lang="en"');
    expect((await getSettled("/", undefined, BROWSER)).res.status).toBe(200);
    expect((await getSettled("/", undefined, { ...BROWSER, "Accept-Language": "zh-TW" })).res.status).toBe(200);
  });

  it("serves both from the edge cache: the redirect never reaches it, and each language is its own entry", async () => {
    const path = "/restaurants/international/germany/berlin/berlin";
    await getSettled(path, undefined, BROWSER);
    expect((await getSettled(path, undefined, BROWSER)).res.headers.get("X-Cache")).toBe("HIT");
    await getSettled(`/fr${path}`, undefined, BROWSER);
    const french = await getSettled(`/fr${path}`, undefined, BROWSER);
    expect(french.res.headers.get("X-Cache")).toBe("HIT");
    expect(htmlTag(french.body)).toContain('lang="fr"');
    const redirected = await getSettled(path, undefined, { ...BROWSER, "Accept-Language": "fr" });
    expect(redirected.res.status).toBe(302);
  });

  it("remembers a switch to English (from a French page) so the browser's French no longer redirects", async () => {
    const french = { ...BROWSER, "Accept-Language": "fr" };
    const switched = await getSettled("/restaurants/international", undefined, {
      ...french,
      Referer: `${ORIGIN}/fr/restaurants/international`,
    });
    expect(switched.res.status).toBe(200);
    const cookie = switched.res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^lang=en;/);
    const later = await getSettled("/restaurants/international", undefined, { ...french, Cookie: "lang=en" });
    expect(later.res.status).toBe(200);
    // And a remembered language beats the browser's.
    const chosen = await getSettled("/", undefined, { ...BROWSER, "Accept-Language": "en-US", Cookie: "lang=de" });
    expect(chosen.res.headers.get("Location")).toBe("/de");
  });
});

describe("local formats", () => {
  const firstCard = (body: string) => /<a href="([^"]+)" data-page-link="" class="card-link"/.exec(body)?.[1];

  it("writes ratings the French way (4,5) and prices in the place's own money", async () => {
    const paris = (await getSettled("/fr/restaurants/international/france/ile-de-france/paris")).body;
    const ratings = [...paris.matchAll(/<span class="font-semibold text-ink">([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(ratings.length).toBeGreaterThan(5);
    for (const rating of ratings) expect(rating).toMatch(/^\d,\d$/);
    expect(paris).toContain("€€");
    const tokyo = (await getSettled("/ja/restaurants/international/japan/tokyo/tokyo")).body;
    expect(tokyo).toContain("¥¥");
    const london = (await getSettled("/de/restaurants/international/united-kingdom/england/london")).body;
    expect(london).toContain("££");
  });

  it("gives a Berlin restaurant's opening hours on the 24-hour clock in German, with German weekday names", async () => {
    const listing = (await getSettled("/de/restaurants/international/germany/berlin/berlin")).body;
    const href = firstCard(listing);
    expect(href).toMatch(/^\/de\/restaurants\//);
    const page = (await getSettled(href!.replaceAll("&amp;", "&"))).body;
    const hours = /id="contact-hours"[\s\S]*?<\/section>/.exec(page)?.[0] ?? "";
    expect(hours).toMatch(/\b(?:[01]?\d|2[0-3]):[0-5]\d\b/);
    expect(hours).not.toMatch(/\b(?:AM|PM)\b/);
    expect(page).toMatch(/Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag/);
  });
});

describe("sitemaps per language", () => {
  it("lists every language's sitemaps, each URL with its nine languages and x-default", async () => {
    const index = (await getSettled("/sitemap.xml")).body;
    expect(index.match(/<sitemap>/g)?.length).toBe(LOCALES.length * 3);
    expect(index).toContain(`<loc>${ORIGIN}/ar/sitemaps/pages.xml</loc>`);
    const pages = (await getSettled("/ja/sitemaps/pages.xml")).body;
    expect(pages).toContain(`<loc>${ORIGIN}/ja/restaurants/united-states</loc>`);
    const first = /<url>.*?<\/url>/.exec(pages)?.[0] ?? "";
    expect(first.match(/<xhtml:link rel="alternate"/g)?.length).toBe(10);
    expect(first).toContain(`hreflang="x-default" href="${ORIGIN}/"`);
  });
});
