import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { get } from "./helpers";

describe("D1 schema created by the migrations", () => {
  it("has the users, profiles, lists, list places and sessions tables, and no favorites table any more", async () => {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('users','profiles','lists','list_places','favorites','sessions') ORDER BY name",
    ).all<{ name: string }>();
    expect(results.map((r) => r.name)).toEqual(["list_places", "lists", "profiles", "sessions", "users"]);
  });

  it("keeps a place once per list, and cascades a user's deletion to lists and places", async () => {
    // Ids of this test's own: the Worker files share one database.
    const id = crypto.randomUUID();
    const name = `ada-${id.slice(0, 8)}`;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO users (id, google_sub, email, full_name) VALUES (?, ?, ?, 'Ada Lovelace')").bind(
        id,
        `sub-${id}`,
        `${name}@example.com`,
      ),
      env.DB.prepare("INSERT INTO profiles (id, username) VALUES (?, ?)").bind(id, name),
      env.DB.prepare("INSERT INTO lists (id, user_id, kind) VALUES (?, ?, 'favorites')").bind(`l1-${id}`, id),
      env.DB.prepare(
        "INSERT INTO list_places (id, list_id, user_id, place_id, restaurant_name, restaurant_data, city) VALUES (?, ?, ?, 'place-1', 'Zuni Café', '{\"place_id\":\"place-1\"}', 'San Francisco')",
      ).bind(`f1-${id}`, `l1-${id}`, id),
    ]);
    await expect(
      env.DB.prepare(
        "INSERT INTO list_places (id, list_id, user_id, place_id, restaurant_name, restaurant_data) VALUES (?, ?, ?, 'place-1', 'Zuni Café', '{}')",
      )
        .bind(`f2-${id}`, `l1-${id}`, id)
        .run(),
    ).rejects.toThrow(/UNIQUE/);
    // One Favorites list a person.
    await expect(
      env.DB.prepare("INSERT INTO lists (id, user_id, kind) VALUES (?, ?, 'favorites')").bind(`l2-${id}`, id).run(),
    ).rejects.toThrow(/UNIQUE/);

    const list = await env.DB.prepare("SELECT visibility, share_token FROM lists WHERE id = ?")
      .bind(`l1-${id}`)
      .first();
    expect(list).toEqual({ visibility: "private", share_token: null });

    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(id).run();
    const left = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM profiles WHERE id = ?1) AS profiles, (SELECT count(*) FROM lists WHERE user_id = ?1) AS lists, (SELECT count(*) FROM list_places WHERE user_id = ?1) AS places",
    )
      .bind(id)
      .first();
    expect(left).toEqual({ profiles: 0, lists: 0, places: 0 });
  });
});

describe("KV cache namespace", () => {
  it("round-trips a value with metadata inside workerd", async () => {
    await env.CACHE.put("places:test", JSON.stringify({ results: [1, 2, 3] }), { metadata: { kind: "search" } });
    const { value, metadata } = await env.CACHE.getWithMetadata<{ kind: string }>("places:test", "json");
    expect(value).toEqual({ results: [1, 2, 3] });
    expect(metadata).toEqual({ kind: "search" });
  });
});

describe("the Worker serves the page shell", () => {
  it("renders the home page with header, search box and footer", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("Discover Amazing Restaurants");
    expect(html).toContain('placeholder="Search restaurants or locations..."');
    expect(html).toContain("Sign In with Google");
    expect(html).toContain(`© ${new Date().getUTCFullYear()} TableScout`);
    expect(html).toContain('<link rel="canonical" href="http://tablescout.test/"/>');
    // No Google key in the test Worker: the demo provider's data is labelled as such.
    expect(html).toContain("the restaurants, reviews and photos on this site are generated");
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    const res = await get("/restaurants-not-here/a/b/c/d/e/f/g");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Return to Home");
  });

  it.each([
    ["a script tag", "/%3Cscript%3Ealert(1)%3C/script%3E"],
    ["an attribute break-out", "/x%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E"],
    ["malformed percent-encoding", "/%E0%A4%A"],
    ["an 8 KB path", `/${"a".repeat(8_000)}`],
    ["encoded slashes and dots", "/..%2F..%2Fetc%2Fpasswd"],
  ])("answers a hostile path (%s) with 404, never echoing it unescaped", async (_label, path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).not.toMatch(/<script>alert|<img src=x/i);
  });

  it("serves robots.txt pointing at the sitemap index, and a sitemap of the static pages", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://tablescout.test/sitemap.xml");
    const sitemap = await get("/sitemaps/pages.xml");
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    for (const path of ["/", "/privacy-policy", "/terms-of-use"]) {
      expect(xml).toContain(`<loc>http://tablescout.test${path}</loc>`);
    }
  });

  it("serves both legal pages with their required topics", async () => {
    const privacy = await (await get("/privacy-policy")).text();
    for (const topic of [
      "Information we collect",
      "How we share information",
      "Cookies",
      "Children under 13",
      "Your rights",
    ]) {
      expect(privacy).toContain(topic);
    }
    const terms = await (await get("/terms-of-use")).text();
    for (const topic of [
      "Disclaimers",
      "Limitation of liability",
      "Suspension and termination",
      "Google Maps Platform terms",
      "children under 13",
    ]) {
      expect(terms).toContain(topic);
    }
  });
});
