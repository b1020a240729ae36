import { describe, expect, it } from "vitest";
import { get } from "./helpers";

describe("/search without JavaScript", () => {
  it("sends an exact city straight to its results page", async () => {
    const res = await get("/search?q=San+Francisco");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/restaurants/united-states/california/san-francisco");
  });

  it("finds a restaurant the suggestions name, typed whole, with or without its town (demo provider)", async () => {
    for (const q of ["krua siam", "Krua Siam San Francisco", "baan lanna"]) {
      const res = await get(`/search?${new URLSearchParams({ q })}`);
      expect(res.status, q).toBe(302);
      expect(res.headers.get("location"), q).toMatch(
        new RegExp(
          `^/restaurants/USA/CA/san-francisco/profile/${q.toLowerCase().split(" ").slice(0, 2).join("-")}[a-z0-9-]*\\?pid=`,
        ),
      );
    }
  });

  it("lists matching cities for partial text", async () => {
    const res = await get("/search?q=san");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("San Diego");
    expect(html).toContain('href="/restaurants/united-states/california/san-diego"');
  });

  it("says so when nothing matches, escaping the text", async () => {
    const res = await get("/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("No places match");
    expect(html).not.toContain("<script>alert(1)");
  });

  it("goes home on blank text and rejects oversized text with a 400", async () => {
    const blank = await get("/search?q=%20%20");
    expect(blank.status).toBe(302);
    expect(blank.headers.get("location")).toBe("/");
    const long = await get(`/search?q=${"a".repeat(500)}`);
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("200 characters or fewer");
  });
});
