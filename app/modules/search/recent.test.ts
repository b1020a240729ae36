import { describe, expect, it } from "vitest";
import { RECENT_COOKIE, RECENT_MAX, readRecent, rememberSearch } from "./recent";

const request = (cookie?: string, url = "https://tablescout.example/mobile/search") =>
  new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
const cookieValue = (setCookie: string) => setCookie.split(";")[0]!;

describe("recent searches", () => {
  it("keeps the newest first, the same text once, and at most six", () => {
    let cookie = "";
    for (const q of ["Austin", "Boston", "Chicago", "Denver", "El Paso", "Fresno", "Austin", "Gary"]) {
      cookie = cookieValue(
        rememberSearch(request(cookie), q, `/mobile/search-target/${q.toLowerCase().replace(" ", "-")}`)!,
      );
    }
    const list = readRecent(request(cookie));
    expect(list.map((e) => e.q)).toEqual(["Gary", "Austin", "Fresno", "El Paso", "Denver", "Chicago"]);
    expect(list).toHaveLength(RECENT_MAX);
  });

  it("is a secure, HttpOnly, Lax cookie on https", () => {
    const set = rememberSearch(request(), "Tokyo", "/mobile/restaurants/international/japan/tokyo/tokyo")!;
    expect(set).toMatch(new RegExp(`^${RECENT_COOKIE}=`));
    expect(set).toContain("HttpOnly");
    expect(set).toContain("SameSite=Lax");
    expect(set).toContain("Secure");
  });

  it("never remembers or reads anything but our own /mobile/ paths", () => {
    expect(rememberSearch(request(), "x", "//evil.example/mobile/")).toBeNull();
    expect(rememberSearch(request(), "x", "https://evil.example/mobile/a")).toBeNull();
    expect(rememberSearch(request(), "x", "/restaurants/united-states")).toBeNull();
    expect(rememberSearch(request(), "  ", "/mobile/a")).toBeNull();
    const forged = encodeURIComponent(
      JSON.stringify([
        { q: "ok", to: "/mobile/a" },
        { q: "bad", to: "javascript:alert(1)" },
      ]),
    );
    expect(readRecent(request(`${RECENT_COOKIE}=${forged}`))).toEqual([]);
    expect(readRecent(request(`${RECENT_COOKIE}=%E0%A4%A`))).toEqual([]);
    expect(readRecent(request(`${RECENT_COOKIE}=${encodeURIComponent("{}")}`))).toEqual([]);
  });

  it("forgets the oldest searches rather than grow past what a browser keeps in one cookie (4 KB)", () => {
    let cookie: string | undefined;
    for (let i = 0; i < RECENT_MAX; i++) {
      const q = `${i} ${"ラーメン".repeat(49)}`; // long non-ASCII text: 9 bytes a character once encoded
      cookie = cookieValue(rememberSearch(request(cookie), q, `/mobile/search-target/${i}`)!);
    }
    expect(cookie!.length).toBeLessThanOrEqual(4000);
    const kept = readRecent(request(cookie));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept[0]!.q.startsWith(`${RECENT_MAX - 1} `)).toBe(true);
  });
});
