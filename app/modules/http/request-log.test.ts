import { describe, expect, it } from "vitest";
import { isUsername } from "../urls";
import { errorLine, loggedPath, problemLine, requestIdOf, requestLine, scrub } from "./request-log";

describe("request log lines", () => {
  it("uses Cloudflare's ray id, else a generated one, never a forged header", () => {
    expect(requestIdOf(new Request("https://x.example/", { headers: { "cf-ray": "8f1c2a3b4c5d6e7f-SJC" } }))).toBe(
      "8f1c2a3b4c5d6e7f-SJC",
    );
    const forged = requestIdOf(new Request("https://x.example/", { headers: { "cf-ray": 'abc"},{"type":"x' } }));
    expect(forged).toMatch(/^[0-9a-f]{16}$/);
    expect(requestIdOf(new Request("https://x.example/"))).not.toBe(requestIdOf(new Request("https://x.example/")));
  });

  it.each([
    [
      "https://x.example/restaurants/united-states/oregon/portland?q=secret&open=1",
      "/restaurants/united-states/oregon/portland",
    ],
    ["https://x.example/?mobile=1#top", "/"],
    ["https://x.example/ada.lovelace", "/ada.lovelace"],
    ["https://x.example/adalovelace", "/:username"],
    ["https://x.example/search?q=alice%40example.com", "/search"],
    ["https://x.example/auth/google/callback?code=abc&state=def", "/auth/google/callback"],
    [`https://x.example/${"a/".repeat(200)}`, `/${"a/".repeat(100).slice(0, 199)}…`],
  ])("logs %s as %s", (url, path) => {
    expect(loggedPath(url, isUsername)).toBe(path);
  });

  it("is one JSON line with method, path, status, duration, cache state and id", () => {
    const line = requestLine({
      id: "abc",
      method: "GET",
      path: "/mobile",
      status: 200,
      ms: 12,
      cache: "HIT",
    });
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      type: "request",
      id: "abc",
      method: "GET",
      path: "/mobile",
      status: 200,
      ms: 12,
      cache: "HIT",
    });
  });

  it("writes an error's message and stack with the id, masking e-mail addresses and URL queries", () => {
    const error = new Error("fetch https://places.example/v1?key=SECRETKEY&q=x failed for bob@example.com");
    const line = JSON.parse(errorLine("abc", error));
    expect(line).toMatchObject({ type: "error", id: "abc" });
    expect(line.message).toBe("Error: fetch https://places.example/v1?… failed for [e-mail]");
    expect(line.stack).toContain("request-log.test");
    expect(JSON.stringify(line)).not.toMatch(/SECRETKEY|bob@/);
    expect(scrub("x".repeat(5_000))).toHaveLength(2_001);
  });

  it("says what a thrown value that is not an Error held (its fields, a Response's status)", () => {
    expect(JSON.parse(errorLine("abc", { status: 405, statusText: "Method Not Allowed" })).message).toBe(
      '{"status":405,"statusText":"Method Not Allowed"}',
    );
    expect(JSON.parse(errorLine("abc", new Response(null, { status: 502 }))).message).toBe("Response 502");
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(JSON.parse(errorLine("abc", cyclic)).message).toBe("[object Object]");
    expect(JSON.parse(problemLine("warning", null, "near you", { who: "x@example.com" }))).toEqual({
      type: "warning",
      id: null,
      event: "near you",
      message: '{"who":"[e-mail]"}',
      stack: null,
    });
  });

  it("masks a failed query's bound values (session ids, names) and says the database's own reason", () => {
    const failed = new Error(
      'Failed query: select "data" from "sessions" where "id" = ?\nparams: 9f8e7d6c5b4a,Ada Lovelace',
      {
        cause: new Error("D1_ERROR: Network connection lost"),
      },
    );
    const line = JSON.parse(errorLine("abc", failed));
    expect(line.message).toBe(
      'Error: Failed query: select "data" from "sessions" where "id" = ?\nparams: …\ncaused by Error: D1_ERROR: Network connection lost',
    );
    expect(JSON.stringify(line)).not.toMatch(/9f8e7d6c5b4a|Ada Lovelace/);
  });
});
