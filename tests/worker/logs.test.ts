/**
 * The log lines an operator reads at 3 a.m. (`wrangler tail`, Workers Logs): one JSON line per request and
 * one per unexpected error, each with the request id the error page shows; and nothing in them that is a
 * visitor's own (query values, cookies, e-mail addresses, names).
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getSettled, signedInCookie } from "./helpers";

let lines: { level: string; text: string }[] = [];

beforeEach(() => {
  lines = [];
  for (const level of ["log", "error", "warn", "info"] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push({
        level,
        text: args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(" "),
      });
    });
});
afterEach(() => vi.restoreAllMocks());

const json = (level: string) =>
  lines.filter((l) => l.level === level && l.text.startsWith("{")).map((l) => JSON.parse(l.text));

describe("request log lines", () => {
  it("writes one JSON line per request, with Cloudflare's ray id, and nothing of the visitor's", async () => {
    const { cookie } = await signedInCookie("night-owl@example.com", "Night Owl");
    const { res } = await getSettled("/restaurants/united-states/oregon/portland?q=secretdish", undefined, {
      Cookie: cookie,
      "cf-ray": "8f1c2a3b4c5d6e7f-SJC",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Request-Id")).toBe("8f1c2a3b4c5d6e7f-SJC");
    const requests = json("log").filter((l) => l.type === "request");
    expect(requests).toHaveLength(1);
    expect(requests[0]).toEqual({
      type: "request",
      id: "8f1c2a3b4c5d6e7f-SJC",
      method: "GET",
      path: "/restaurants/united-states/oregon/portland",
      status: 200,
      ms: expect.any(Number),
      cache: "BYPASS",
    });
    const everything = lines.map((l) => l.text).join("\n");
    const sessionValue = cookie.split("=")[1]!;
    for (const secret of ["secretdish", sessionValue, "night-owl", "Night Owl", "@example.com"])
      expect(everything).not.toContain(secret);
  });

  it("logs an unexpected error once with the id the 500 page shows and the response carries", async () => {
    // A D1 that fails every query (with a visitor's address in its message, which the log must not repeat).
    const failing = {
      ...env,
      DB: {
        withSession: () => ({
          prepare: () => {
            throw new Error("D1 unavailable while reading mallory@example.com");
          },
          batch: () => Promise.reject(new Error("D1 unavailable")),
          getBookmark: () => null,
        }),
      } as unknown as D1Database,
    };
    const owner = await signedInCookie("logged-profile@example.com", "Logged Profile");
    const { username } = (await env.DB.prepare("SELECT username FROM profiles WHERE id = ?")
      .bind(owner.id)
      .first<{ username: string }>())!;
    const { res, body } = await getSettled(`/${username}?utm_source=mail`, undefined, {}, failing);
    expect(res.status).toBe(500);
    const id = res.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(body).toContain(`Error reference: <code id="error-reference">${id}</code>`);
    const errors = json("error");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ type: "error", id, message: expect.stringContaining("D1 unavailable") });
    expect(errors[0].stack).toEqual(expect.any(String));
    const request = json("log").find((l) => l.type === "request");
    expect(request).toMatchObject({ id, status: 500, path: "/:username" });
    const everything = lines.map((l) => l.text).join("\n");
    expect(everything).not.toContain("mallory@example.com");
    expect(everything).not.toContain(username);
  });

  it("writes each problem it works around as one JSON line with the request's id, and nothing free-form", async () => {
    // A KV that fails every read and write: the places cache treats it as a miss and says so.
    const failingKv = {
      get: () => Promise.reject(new Error("KV unavailable for mallory@example.com")),
      put: () => Promise.reject(new Error("KV unavailable")),
    } as unknown as KVNamespace;
    // Text nobody typed before: the answer is in no cache of this isolate either.
    const { res } = await getSettled(
      `/api/places/autocomplete?input=${encodeURIComponent(`pizza ${crypto.randomUUID().slice(0, 8)}`)}`,
      undefined,
      { "cf-ray": "0123456789abcdef-LHR" },
      { ...env, CACHE: failingKv },
    );
    expect(res.status).toBe(200);

    const warnings = json("warn");
    expect(warnings.length).toBeGreaterThan(0);
    for (const line of warnings)
      expect(line).toMatchObject({
        type: "warning",
        id: "0123456789abcdef-LHR",
        event: expect.stringMatching(/^cache: /),
      });
    expect(warnings[0].message).toContain("KV unavailable");
    // Every line a problem writes is JSON: an operator's query over the logs sees each one.
    for (const line of lines.filter((l) => l.level === "warn" || l.level === "error")) expect(line.text).toMatch(/^\{/);
    expect(lines.map((l) => l.text).join("\n")).not.toContain("mallory@example.com");
  });

  it("takes a session cookie the guide never signed for a signed-out visitor, and logs nothing about it", async () => {
    const { cookie } = await signedInCookie("cookie-maker@example.com", "Cookie Maker");
    const name = cookie.split("=")[0];
    // Made up, cut short, another site's: a signature that is not even base64 is the commonest.
    for (const value of ["bench", "x.y", "e30.%%%", `${"a".repeat(300)}.b`, `${cookie.split("=")[1]!.slice(0, -3)}`]) {
      lines = [];
      const { res, body } = await getSettled("/privacy-policy", undefined, { Cookie: `${name}=${value}` });
      expect(res.status).toBe(200);
      expect(body).toContain("Sign In with Google");
      expect(lines.filter((l) => l.level === "error" || l.level === "warn")).toEqual([]);
    }
  });

  it("gives the Worker's own 500 (the handler itself failed) the reference too", async () => {
    const broken = {
      ...env,
      DB: {
        withSession: () => {
          throw new Error("no D1 binding");
        },
      } as unknown as D1Database,
    };
    const { res, body } = await getSettled("/restaurants/united-states/oregon", undefined, {}, broken);
    expect(res.status).toBe(500);
    const id = res.headers.get("X-Request-Id")!;
    expect(body).toContain(`Error reference: ${id}`);
    expect(json("error")).toEqual([expect.objectContaining({ id, message: "Error: no D1 binding" })]);
  });
});
