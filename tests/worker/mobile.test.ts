import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { get, post, signedInCookie } from "./helpers";

const SF = "/mobile/restaurants/united-states/california/san-francisco";
const tabOf = (html: string) =>
  /<a[^>]*aria-current="page"[^>]*>(?:(?!<\/a>).)*?(Home|Search|Near Me|Favorites|Profile)<\/a>/s.exec(html)?.[1];
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

describe("the '/' rule for mobile", () => {
  it("sends the mobile query flag and the native app wrapper to /mobile, and everyone else to the web home", async () => {
    for (const path of ["/?mobile", "/?mobile=1", "/?mobile=true"]) {
      const res = await get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location")).toBe("/mobile");
    }
    const wrapped = await get("/", undefined, {
      "User-Agent": "Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 TableScoutApp/1.4",
    });
    expect(wrapped.status).toBe(302);
    expect(wrapped.headers.get("location")).toBe("/mobile");
    const res = await get("/", undefined, { "User-Agent": "Mozilla/5.0 (iPhone) Mobile Safari" });
    expect(res.status).toBe(200);
    expect(res.headers.get("vary")).toMatch(/User-Agent/);
    expect(await res.text()).toContain("Discover Amazing Restaurants");
    // Any other value of the flag is no flag: the web home's one URL.
    const unflagged = await get("/?mobile=0", undefined, { "User-Agent": "Mozilla/5.0 (iPhone) Mobile Safari" });
    expect(unflagged.status).toBe(301);
    expect(unflagged.headers.get("location")).toBe("/");
  });
});

describe("mobile pages", () => {
  it("serves the mobile home in the phone frame, without the web header and footer", async () => {
    const res = await get("/mobile");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Find Great Food");
    expect(html).toContain('action="/mobile/search"');
    expect(tabOf(html)).toBe("Home");
    expect(html).not.toContain("Browse by State");
    // The hotspot cities keep the /mobile/ prefix.
    expect(hrefs(html)).toContain("/mobile/restaurants/united-states/new-york/new-york");
    expect(hrefs(html)).toContain("/mobile/restaurants/international/japan/tokyo/tokyo");
  });

  it("marks the current bottom-bar tab on each tab page", async () => {
    const tabs = {
      "/mobile/search": "Search",
      "/mobile/near-me": "Near Me",
      "/mobile/favorites": "Favorites",
      "/mobile/profile": "Profile",
      [SF]: "Home",
    };
    for (const [path, tab] of Object.entries(tabs)) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(tabOf(await res.text()), path).toBe(tab);
    }
  });

  it("shows the mobile country page with /mobile/ city links, and 'Country Not Found' for an unknown one", async () => {
    const res = await get("/mobile/restaurants/international/japan");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Best Restaurants in Japan");
    expect(html).toContain("Major Cities");
    const cities = hrefs(html).filter((h) => h.includes("/international/japan/"));
    expect(cities.length).toBeGreaterThan(3);
    expect(cities.every((h) => h.startsWith("/mobile/restaurants/international/japan/"))).toBe(true);
    const missing = await get("/mobile/restaurants/international/atlantis");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Country Not Found");
  });

  it("shows mobile results: place line, count, List/Map, Filters with features and at most 8 neighbourhoods, /mobile/ cards", async () => {
    const res = await get(SF);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("San Francisco, California, United States");
    expect(html).toMatch(/\d+ restaurants found/);
    expect(html).toMatch(/>List<\/a>/);
    expect(html).toMatch(/>Map<\/a>/);
    expect(html).toContain("Filters");
    const links = hrefs(html);
    expect(links).toContain("/mobile/restaurants-with-delivery/united-states/california/san-francisco");
    const neighbourhoods = links.filter((h) => h.startsWith(`${SF}/`));
    expect(neighbourhoods.length).toBeGreaterThan(0);
    expect(neighbourhoods.length).toBeLessThanOrEqual(8);
    const cards = links.filter((h) => h.includes("/profile/"));
    expect(cards.length).toBeGreaterThan(5);
    expect(cards.every((h) => h.startsWith("/mobile/restaurants/USA/CA/san-francisco/profile/"))).toBe(true);
    // The map view without JavaScript: numbered markers drawn on the server.
    const map = await (await get(`${SF}?view=map`)).text();
    expect(map).toMatch(/aria-label="1\. [^"]+"/);
  });

  it("shows the mobile restaurant profile, and 'Restaurant Not Found' for an unknown one", async () => {
    const list = await (await get(SF)).text();
    const card = hrefs(list).find((h) => h.includes("/profile/"))!;
    const res = await get(card);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const text of ["Business Information", "Directions", "Visit Website", "Call", "Hours", "Reviews"])
      expect(html).toContain(text);
    expect((html.match(/photo \d+"/g) ?? []).length).toBeLessThanOrEqual(8);
    expect((html.match(/photo \d+"/g) ?? []).length).toBeGreaterThan(1);
    expect(hrefs(html)).toContain(SF); // back to results keeps /mobile/
    const missing = await get("/mobile/restaurants/USA/CA/san-francisco/profile/no-such-place-anywhere");
    expect(missing.status).toBe(404);
    const text = await missing.text();
    expect(text).toContain("Restaurant Not Found");
    expect(text).toContain("Sorry, we couldn&#x27;t find details for this restaurant.");
  });

  it("answers unknown mobile paths with the 404 page and a way to the mobile home", async () => {
    const res = await get("/mobile/nope/%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).not.toContain("<script>alert(1)");
    expect(hrefs(html)).toContain("/mobile");
  });
});

describe("the Search tab", () => {
  it("lands a search on the mobile results page and remembers it; the list can be cleared", async () => {
    const res = await get("/mobile/search?q=Chicago");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/mobile/restaurants/united-states/illinois/chicago");
    const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
    expect(cookie).toMatch(/^ts_recent_searches=/);
    const tab = await (await get("/mobile/search", cookie)).text();
    expect(tab).toContain("Recent searches");
    expect(hrefs(tab)).toContain("/mobile/restaurants/united-states/illinois/chicago");
    expect(tab).toContain("Popular searches");

    const cleared = await post("/mobile/search/clear", {}, cookie);
    expect(cleared.status).toBe(302);
    expect(cleared.headers.get("set-cookie")).toMatch(/ts_recent_searches=;.*Max-Age=0/);
    const forged = await post("/mobile/search/clear", {}, cookie, "https://evil.example");
    expect(forged.status).toBe(403);
  });

  it("ignores a tampered recent-searches cookie and rejects oversized text", async () => {
    const hostile = encodeURIComponent(JSON.stringify([{ q: "<img src=x onerror=alert(1)>", to: "//evil.example/x" }]));
    const res = await get("/mobile/search", `ts_recent_searches=${hostile}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("Recent searches");
    expect(html).not.toContain("evil.example");
    const long = await get(`/mobile/search?q=${"x".repeat(201)}`);
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Search text must be 200 characters or fewer.");
  });

  it("offers catalogue cities when the text is ambiguous, with /mobile/ links", async () => {
    const res = await get("/mobile/search?q=Portland");
    expect(res.status).toBe(200);
    const links = hrefs(await res.text());
    expect(links).toContain("/mobile/restaurants/united-states/oregon/portland");
    expect(links).toContain("/mobile/restaurants/united-states/maine/portland");
  });

  it("resolves the box's choices to /mobile/ paths for mobile=1", async () => {
    const res = await get("/api/search/resolve?q=Chicago&mobile=1");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ path: "/mobile/restaurants/united-states/illinois/chicago" });
    expect(res.headers.get("set-cookie")).toMatch(/^ts_recent_searches=/);
  });
});

describe("the Near Me tab", () => {
  it("shows restaurants, neighbourhoods and nearby cities for shared coordinates", async () => {
    const res = await get("/mobile/near-me?location=37.775,-122.419");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const html = await res.text();
    expect(html).toContain("Near San Francisco, California");
    expect(html).toContain("Based on the location you shared.");
    const links = hrefs(html);
    expect(links.filter((h) => h.startsWith("/mobile/restaurants/USA/CA/san-francisco/profile/")).length).toBe(10);
    expect(links).toContain(SF);
  });

  it("says so when the place is unknown, and rejects malformed coordinates", async () => {
    const unknown = await get("/mobile/near-me?location=0,0");
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain("We couldn&#x27;t tell where you are");
    const bad = await get("/mobile/near-me?location=91,500");
    expect(bad.status).toBe(400);
  });

  it("gives the mobile strip: the city, 4 neighbourhoods and 4 nearby cities, all /mobile/", async () => {
    const body = (await (await get("/api/near?location=37.775,-122.419&mobile=1")).json()) as {
      near: { chips: { kind: string; to: string }[]; cityLink: { to: string } };
    };
    expect(body.near.cityLink.to).toBe(SF);
    expect(body.near.chips.filter((c) => c.kind === "neighborhood")).toHaveLength(4);
    expect(body.near.chips.filter((c) => c.kind === "city")).toHaveLength(4);
    expect(body.near.chips.every((c) => c.to.startsWith("/mobile/restaurants/"))).toBe(true);
  });
});

describe("the Favorites and Profile tabs", () => {
  let zoe: { cookie: string; id: string };
  beforeAll(async () => {
    zoe = await signedInCookie("zoe@example.com", "Zoe Mobile");
  });

  it("asks a signed-out visitor to sign in, coming back to the tab", async () => {
    const favorites = await (await get("/mobile/favorites")).text();
    expect(favorites).toContain("Save Your Favorites!");
    expect(hrefs(favorites)).toContain("/auth?returnTo=%2Fmobile%2Ffavorites");
    const profile = await (await get("/mobile/profile")).text();
    expect(hrefs(profile)).toContain("/auth?returnTo=%2Fmobile%2Fprofile");
  });

  it("lists a signed-in user's favorites with mobile links and removes one", async () => {
    const place = "demo~united-states~ca~san-francisco~02";
    expect(
      (
        await post("/favorites", { intent: "add", place_id: place, returnTo: "/mobile/favorites" }, zoe.cookie)
      ).headers.get("location"),
    ).toBe("/mobile/favorites");
    const html = await (await get("/mobile/favorites", zoe.cookie)).text();
    expect(html).toContain("My Favorites (1)");
    expect(hrefs(html).some((h) => h.startsWith("/mobile/restaurants/USA/CA/san-francisco/profile/"))).toBe(true);
    expect(html).toMatch(/aria-label="Remove [^"]+ from favorites"/);
    await post("/favorites", { intent: "remove", place_id: place, returnTo: "/mobile/favorites" }, zoe.cookie);
    const { results } = await env.DB.prepare(
      "SELECT id FROM list_places WHERE list_id = (SELECT id FROM lists WHERE user_id = ?1 AND kind = 'favorites')",
    )
      .bind(zoe.id)
      .all();
    expect(results).toHaveLength(0);
    expect(await (await get("/mobile/favorites", zoe.cookie)).text()).toContain("No favorites yet");
  });

  it("shows the account settings with the public-profile link, and signs out back to the tab", async () => {
    const html = await (await get("/mobile/profile", zoe.cookie)).text();
    expect(html).toContain("Zoe Mobile");
    expect(html).toContain("Publish Favorites");
    const username = /href="\/([a-z0-9-]+)"[^>]*>View my public profile/.exec(html)?.[1];
    expect(username).toBeTruthy();
    const out = await post("/auth/signout", { returnTo: "/mobile/profile" }, zoe.cookie);
    expect(out.headers.get("location")).toBe("/mobile/profile");
    const offsite = await post("/auth/signout", { returnTo: "//evil.example" }, zoe.cookie);
    expect(offsite.headers.get("location")).toBe("/");
  });
});
