import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BusinessName, pageParam, parseQuery, SEARCH_TEXT_MAX, SearchText } from "./params";

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
