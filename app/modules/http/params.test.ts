import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  BusinessName,
  canonicalRedirect,
  normalQuery,
  pageParam,
  parseQuery,
  queryInputs,
  SEARCH_TEXT_MAX,
  SearchText,
} from "./params";

describe("shared input schemas", () => {
  it("takes search text up to the one limit, trimmed, and says the limit when over it", () => {
    expect(SearchText.parse("  sushi in seattle ")).toBe("sushi in seattle");
    expect(SearchText.safeParse("a".repeat(SEARCH_TEXT_MAX)).success).toBe(true);
    const over = SearchText.safeParse("a".repeat(SEARCH_TEXT_MAX + 1));
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe(`Search text must be ${SEARCH_TEXT_MAX} characters or fewer.`);
  });

  it("keeps a business name shorter than search text", () => {
    expect(BusinessName.safeParse("x".repeat(101)).error?.issues[0]?.message).toContain("100 characters or fewer");
  });

  it.each([
    ["", 1],
    ["?page=3", 3],
    ["?page=2.7", 2],
    ["?page=0", 1],
    ["?page=-4", 1],
    ["?page=abc", 1],
    ["?page=Infinity", 1],
  ])("reads page%s as %i", (query, page) => {
    expect(pageParam(new URL(`https://tablescout.example/account${query}`))).toBe(page);
  });

  it("parses a query string with its first value per key and names the bad parameter", () => {
    const schema = z.object({ q: SearchText, n: z.coerce.number().int().optional() });
    expect(parseQuery(schema, new URL("https://x.example/?q=a&q=b&n=2"))).toEqual({ ok: true, data: { q: "a", n: 2 } });
    const bad = parseQuery(schema, new URL("https://x.example/?q=a&n=x"));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/^n: /);
  });
});

describe("canonical query strings", () => {
  const url = (search: string) => new URL(`https://tablescout.example/p${search}`);

  it("takes the first non-empty value of each parameter a page may read", () => {
    const inputs = queryInputs(url("?open=&open=1&open=2&utm_source=x&_routes=root&constructor=a"));
    expect({ ...inputs }).toEqual({ open: "1", constructor: "a" });
  });

  it("spells a query one way: sorted, one encoding, without tracking or Remix's own parameters", () => {
    const a = normalQuery(url("?sort=rating&open=1&q=caf%C3%A9%20x&utm_source=mail").searchParams);
    const b = normalQuery(url("?q=café+x&open=1&sort=rating&_routes=root").searchParams);
    expect(a).toBe(b);
    expect(a).toBe("open=1&q=caf%C3%A9+x&sort=rating");
  });

  it.each([
    ["", {}, null],
    ["?open=1&sort=rating", { sort: "rating", open: "1" }, null],
    ["?sort=rating&open=1&utm_source=mail", { open: "1", sort: "rating" }, null],
    ["?page=zz", {}, "/p"],
    ["?open=1&open=1", { open: "1" }, "/p?open=1"],
    ["?sort=best&open=1", { open: "1", sort: undefined }, "/p?open=1"],
    ["?price=&utm_source=mail", { price: undefined }, "/p?utm_source=mail"],
    ["?q=%20thai%20", { q: "thai" }, "/p?q=thai"],
  ])("%s with %j: redirect to %s", (search, query, to) => {
    expect(canonicalRedirect(url(search), "/p", query)).toBe(to);
  });

  it("redirects an alias path to the canonical one, keeping the canonical query", () => {
    expect(canonicalRedirect(url("?open=1&x=1"), "/q", { open: "1" })).toBe("/q?open=1");
  });
});
