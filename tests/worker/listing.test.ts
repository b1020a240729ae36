import { describe, expect, it } from "vitest";
import { DemoProvider } from "~/modules/places/demo/index.server";
import type { Restaurant } from "~/modules/places/types";
import { mealtimeCity } from "../mealtime";
import { getPage } from "./helpers";

const count = (html: string) => /Showing 1-(\d+) of (\d+) restaurants/.exec(html)?.slice(1).map(Number);

describe("results pages (demo provider)", () => {
  it("renders a US city's results with the spec's heading, count, filters and chips", async () => {
    const { status, html, headers } = await getPage("/restaurants/united-states/california/san-francisco");
    expect(status).toBe(200);
    expect(html).toContain("San Francisco Restaurants</h1>");
    const [shown, total] = count(html)!;
    expect(shown).toBe(total);
    expect(total).toBeGreaterThan(10);
    expect(total).toBeLessThanOrEqual(20);
    expect(html).toContain('href="/thai-restaurants/united-states/california/san-francisco"');
    expect(html).toContain('href="/restaurants-with-outdoor-seating/united-states/california/san-francisco"');
    expect(html).toContain('href="/restaurants/united-states/california/san-francisco/mission-district"');
    expect(html).toContain("Show all features (10)");
    expect(html).toMatch(/href="\/restaurants\/USA\/CA\/san-francisco\/profile\/[a-z0-9-]+\?pid=demo/);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(headers.get("cache-control")).toContain("s-maxage");
  });

  it.each([
    [
      "/restaurants/united-states/california/san-francisco/mission-district",
      "San Francisco Restaurants Near Mission District",
    ],
    ["/thai-restaurants/united-states/illinois/chicago", "Thai Restaurants in Chicago"],
    ["/restaurants-with-delivery/united-states/new-york/new-york", "Restaurants with Delivery in New York"],
    ["/restaurants/international/japan/tokyo/tokyo", "Tokyo Restaurants"],
    ["/restaurants/international/france/ile-de-france/paris/le-marais", "Paris Restaurants Near Le Marais"],
  ])("%s -> '%s'", async (path, heading) => {
    const { status, html } = await getPage(path);
    expect(status).toBe(200);
    expect(html).toContain(`${heading}</h1>`);
    expect(count(html)?.[0]).toBeGreaterThan(0);
  });

  it("lists nearby cities for international cities and filters by price", async () => {
    const tokyo = await getPage("/restaurants/international/japan/tokyo/tokyo");
    expect(tokyo.html).toContain("Nearby Cities");
    expect(tokyo.html).toContain('href="/restaurants/international/japan/kanagawa/yokohama"');
    const all = count((await getPage("/restaurants/united-states/texas/austin")).html)!;
    const cheap = await getPage("/restaurants/united-states/texas/austin?price=1");
    expect(count(cheap.html)![0]).toBeLessThan(all[0]!);
    expect(cheap.html).toContain('aria-label="Price: inexpensive">$</span>');
    expect(cheap.html).not.toMatch(/aria-label="Price: (moderate|expensive|very expensive|free)"/);
  });

  it.each([
    ["/restaurants/international/france/ile-de-france/paris", "€"],
    ["/restaurants/international/united-kingdom/england/london", "£"],
    ["/restaurants/international/japan/tokyo/tokyo", "¥"],
    ["/restaurants/international/thailand/bangkok/bangkok", "฿"],
    ["/restaurants/international/singapore/singapore/singapore", "S$"],
    ["/restaurants/united-states/new-york/new-york", "$"],
  ])("writes the price levels of %s in %s, the money of its country, cards and price filter alike", async (path, sign) => {
    const { status, html } = await getPage(path);
    expect(status).toBe(200);
    const badges = [
      ...html.matchAll(/aria-label="Price: (?:inexpensive|moderate|expensive|very expensive)">([^<]+)</g),
    ].map((m) => m[1]!);
    expect(badges.length).toBeGreaterThan(0);
    const level = (text: string) => (sign.length === 1 ? text.length : text.length - sign.length + 1);
    for (const text of badges) {
      expect(text.startsWith(sign)).toBe(true);
      expect(level(text)).toBeGreaterThanOrEqual(1);
    }
    // The price filter's chips: the sign for the eye, the level in words for a screen reader.
    const moderate = sign.length === 1 ? sign.repeat(2) : sign + sign.at(-1);
    expect(html).toContain(`<span aria-hidden="true">${moderate}</span><span class="sr-only">Moderate</span>`);
  });

  it.each([
    ["/restaurants/international/france/ile-de-france/paris", "€"],
    ["/restaurants/international/japan/tokyo/tokyo", "¥"],
  ])("prices a restaurant of %s in %s on its page, badge and facts alike", async (path, sign) => {
    const results = await getPage(path);
    const card = /href="(\/restaurants\/international\/[^"]+\/profile\/[^"]+)"/
      .exec(results.html)?.[1]
      ?.replaceAll("&amp;", "&");
    const { status, html } = await getPage(card!);
    expect(status).toBe(200);
    const badge = /aria-label="Price: ([a-z ]+)">([^<]+)</.exec(html);
    expect(badge?.[2]?.startsWith(sign)).toBe(true);
    expect(html).toContain(`${badge![2]} (${badge![1]})`);
  });

  it("ranks a ?q= business search by name", async () => {
    const sf = await getPage("/restaurants/united-states/california/san-francisco");
    const first = /id="card-[^"]+-name"[^>]*><a[^>]*>([^<]+)</.exec(sf.html)![1]!;
    const { html } = await getPage(
      `/restaurants/united-states/california/san-francisco?q=${encodeURIComponent(first)}`,
    );
    expect(html).toContain(`“${first.replace(/&#x27;/g, "'").replace(/'/g, "&#x27;")}” in San Francisco`);
    expect(/id="card-[^"]+-name"[^>]*><a[^>]*>([^<]+)</.exec(html)![1]).toBe(first);
  });

  it("streams the 'Searching for restaurants' state to browsers that run JavaScript", async () => {
    const { html } = await getPage("/restaurants/united-states/colorado/denver", "ts_js=1");
    expect(html).toContain("Searching for restaurants in Denver");
    expect(html).toContain("Please wait while we load the best dining options for you...");
    expect(count(html)?.[0]).toBeGreaterThan(0);
  });

  it.each([
    ["/restaurants/united-states/california/nowhere-ville-xyz", 404, "Location not found"],
    ["/restaurants/united-states/california/san-francisco?price=9", 400, "Price must be"],
    [`/restaurants/united-states/california/san-francisco?q=${"x".repeat(150)}`, 400, "100 characters or fewer"],
    ["/klingon-restaurants/united-states/california/san-francisco", 404, "Oops! Page not found"],
  ])("%s -> %s", async (path, status, text) => {
    const res = await getPage(path);
    expect(res.status).toBe(status);
    expect(res.html).toContain(text);
  });
});

describe("'open now' and sort on results pages", () => {
  const SF = "/restaurants/united-states/california/san-francisco";
  /** Each card's badges and review count, in page order. */
  const cards = (html: string) =>
    [...html.matchAll(/<article[\s\S]*?<\/article>/g)].map((m) => ({
      open: />Open</.test(m[0]),
      closed: />Closed</.test(m[0]),
      reviews: Number(/\(([\d,]+)\)/.exec(m[0])?.[1]?.replace(/,/g, "") ?? "0"),
    }));

  it("lists only places open now, and is shared for a minute at most", async () => {
    const city = mealtimeCity();
    const all = await getPage(city);
    const open = await getPage(`${city}?open=1`);
    expect(open.status).toBe(200);
    const shown = cards(open.html);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((c) => c.open && !c.closed)).toBe(true);
    expect(shown.length).toBe(cards(all.html).filter((c) => c.open).length);
    const sMaxAge = Number(/s-maxage=(\d+)/.exec(open.headers.get("cache-control") ?? "")?.[1]);
    expect(sMaxAge).toBeLessThanOrEqual(60);
    expect(open.headers.get("cache-control")).not.toContain("stale-while-revalidate");
  });

  it("says 'open now' in its links, whether or not anything is open", async () => {
    const open = await getPage(`${SF}?open=1`);
    // The toggle turns it off again; cuisine and neighbourhood links keep it.
    expect(open.html).toMatch(new RegExp(`href="${SF}"[^>]*aria-current="true"[^>]*>✓ Open now`));
    expect(open.html).toContain(`href="/thai-restaurants/united-states/california/san-francisco?open=1"`);
    expect(open.html).toContain(`href="${SF}/mission-district?open=1"`);
    expect(open.html).toContain('<input type="hidden" name="open" value="1"/>');
  });

  it("sorts by review count and by weighted rating, as shareable links that keep the other filters", async () => {
    const byReviews = cards((await getPage(`${SF}?sort=reviews`)).html).map((c) => c.reviews);
    expect(byReviews).toEqual([...byReviews].sort((a, b) => b - a));
    const rated = await getPage(`${SF}?price=2&sort=rating`);
    expect(rated.status).toBe(200);
    expect(rated.html).toMatch(/href="[^"]*sort=rating[^"]*"[^>]*aria-current="true"[^>]*>Top rated/);
    expect(rated.html).toContain(`href="${SF}?price=2&amp;sort=reviews"`);
    expect(rated.html).toContain(`href="${SF}?price=2&amp;sort=rating&amp;open=1"`);
  });

  it("sorts nearest to the visitor's shared position ('Nearest to me'), and keeps it on filter links", async () => {
    const firstName = (html: string) => /<article[\s\S]*?<h3[^>]*>(?:<[^>]+>)*([^<]+)</.exec(html)?.[1];
    const listed = await getPage(SF);
    const restaurants = (await Promise.all(
      [...listed.html.matchAll(/\?pid=(demo[^"&]+)/g)].map((m) =>
        new DemoProvider().details(decodeURIComponent(m[1]!)),
      ),
    )) as Restaurant[];
    const [a, b] = [restaurants[3]!, restaurants[9]!];
    for (const target of [a, b]) {
      const at = `${target.geometry!.location.lat.toFixed(6)},${target.geometry!.location.lng.toFixed(6)}`;
      const near = await getPage(`${SF}?sort=distance&from=${at}`);
      expect(near.status).toBe(200);
      expect(firstName(near.html)).toBe(target.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
      expect(near.html).toContain(
        `href="/thai-restaurants/united-states/california/san-francisco?sort=distance&amp;from=${at.replace(",", "%2C")}"`,
      );
      // 'Nearest' (to the centre) and the other orders drop the position.
      expect(near.html).toContain(`href="${SF}?sort=distance"`);
      expect(near.html).toContain(`href="${SF}?sort=rating"`);
    }
    // A position without 'Nearest' means nothing: it is dropped from the URL.
    const ignored = await getPage(`${SF}?from=${a.geometry!.location.lat},${a.geometry!.location.lng}`);
    expect(ignored.status).toBe(301);
    expect(ignored.headers.get("Location")).toBe(SF);
  });

  it("refuses an unknown sort order, open value or position with a 400", async () => {
    expect((await getPage(`${SF}?sort=cheapest`)).status).toBe(400);
    expect((await getPage(`${SF}?open=yes`)).status).toBe(400);
    expect((await getPage(`${SF}?sort=distance&from=91,0`)).status).toBe(400);
    expect((await getPage(`${SF}?sort=distance&from=somewhere`)).status).toBe(400);
  });
});

describe("restaurant pages (demo provider)", () => {
  it("follows a card to the full restaurant page", async () => {
    const sf = await getPage("/restaurants/united-states/california/san-francisco");
    const href = /href="(\/restaurants\/USA\/CA\/san-francisco\/profile\/[^"]+)"/
      .exec(sf.html)![1]!
      .replace(/&amp;/g, "&");
    const { status, html } = await getPage(href);
    expect(status).toBe(200);
    for (const section of [
      "Business Information",
      "Reviews from Google",
      "Contact &amp; Hours",
      "Quick Actions",
      "Additional Information",
    ])
      expect(html).toContain(section);
    for (const action of ["Call Now", "Visit Website", "Get Directions", "View all reviews"])
      expect(html).toContain(action);
    // Each fact once: no label repeats across the page's cards.
    const labels = [...html.matchAll(/<dt[^>]*>([^<]+)<\/dt>/g)].map((m) => m[1]);
    expect(labels.length).toBeGreaterThan(8);
    expect(new Set(labels).size).toBe(labels.length);
    // The header says until when it is open, or when it opens.
    expect(html).toMatch(/>(Closes|Opens) (\w{3} )?\d{1,2}:\d{2} [AP]M<|>Open 24 hours</);
    // Business status is the business's, not whether it is open now.
    expect(html).not.toMatch(/<dt[^>]*>Status<\/dt>/);
    expect(html).toMatch(/<dt[^>]*>Business status<\/dt>/);
    // Call, Directions and Website come before the photos.
    expect(html.indexOf("Get Directions")).toBeLessThan(html.indexOf("<figure"));
    expect(html).toContain('"@type":"Restaurant"');
    expect(html).not.toContain("AggregateRating");
    expect(html.match(/<figure/g)?.length).toBe(6);
    expect(html).toContain("Monday:");
  });

  it("offers 'Make Reservation' only where the place takes reservations", async () => {
    const sf = await getPage("/restaurants/united-states/california/san-francisco");
    const hrefs = [...sf.html.matchAll(/href="(\/restaurants\/USA\/CA\/san-francisco\/profile\/[^"]+)"/g)].map((m) =>
      m[1]!.replace(/&amp;/g, "&"),
    );
    const seen = { Yes: 0, No: 0 };
    for (const href of [...new Set(hrefs)]) {
      const { html } = await getPage(href);
      const takes = /<dt[^>]*>Reservations<\/dt><dd[^>]*>(Yes|No|Not listed)<\/dd>/.exec(html)![1]!;
      expect(html.includes("Make Reservation"), `${href}: reservations ${takes}`).toBe(takes === "Yes");
      if (takes === "Yes" || takes === "No") seen[takes]++;
    }
    expect(seen.Yes).toBeGreaterThan(0);
    expect(seen.No).toBeGreaterThan(0);
  });

  it("finds a restaurant by its URL name without the place-id hint, and 404s an unknown one", async () => {
    const sf = await getPage("/restaurants/united-states/california/san-francisco");
    const href = /href="(\/restaurants\/USA\/CA\/san-francisco\/profile\/[^"?]+)\?pid/.exec(sf.html)![1]!;
    expect((await getPage(href)).status).toBe(200);
    const missing = await getPage("/restaurants/USA/CA/san-francisco/profile/no-such-restaurant-anywhere");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("Business Not Found");
    expect(missing.html).toContain("Sorry, we couldn&#x27;t find details for this business.");
    expect(missing.html).toContain('href="/restaurants/united-states/california/san-francisco"');
  });

  it("drops a forged place-id hint", async () => {
    const path = "/restaurants/USA/CA/san-francisco/profile/no-such-restaurant";
    const res = await getPage(`${path}?pid=%3Cscript%3E`);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(path);
    expect(res.html).not.toContain("<script>");
    expect((await getPage(path)).status).toBe(404);
  });
});
