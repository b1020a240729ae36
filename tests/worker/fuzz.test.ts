import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { callWorker, ORIGIN, signedInCookie } from "./helpers";

/**
 * Property: whatever path, query string or form post arrives, the Worker answers without a 5xx, never
 * echoes markup unescaped into a page, and never redirects off the site. Run twice: with a fixed seed
 * (the same cases every run) and a random one (new cases each run; its seed is in the failure message,
 * replay it with `FUZZ_SEED=<seed> npm run test:worker -- tests/worker/fuzz.test.ts`).
 */

const MARK = "<x-fuzz>";
const HOSTILE = [
  MARK,
  `"><x-fuzz>`,
  `'><x-fuzz onload=alert(1)>`,
  "</script><x-fuzz>",
  "javascript:alert(1)",
  "constructor",
  "__proto__",
  "toString",
  "hasOwnProperty",
  "..",
  "%2e%2e",
  "%00",
  "%E0%A4%A",
  "//evil.example",
  "/.//evil.example",
  "/\\evil.example",
  "https://evil.example/",
  "ﬀ\u0301\u200b",
  "🍣",
  "a".repeat(600),
  "",
];
const KNOWN = [
  "restaurants",
  "international",
  "united-states",
  "usa",
  "california",
  "ca",
  "san-francisco",
  "mission-district",
  "texas",
  "austin",
  "japan",
  "tokyo",
  "united-kingdom",
  "england",
  "london",
  "profile",
  "mexican-restaurants",
  "sushi",
  "outdoor-seating",
  "mobile",
  "api",
  "places",
  "search",
  "account",
  "auth",
  "favorites",
  "near-me",
];
const PARAMS = [
  "q",
  "query",
  "input",
  "price",
  "view",
  "page",
  "returnTo",
  "location",
  "place_id",
  "types",
  "mobile",
  "pid",
  "radius",
  "fields",
  "markers",
  "size",
  "ref",
  "maxwidth",
  "sessiontoken",
  "error",
];
const FORM_PATHS = [
  "/favorites",
  "/account/profile",
  "/auth/google",
  "/auth/signout",
  "/mobile/search/clear",
  "/search",
  "/",
];
const INTENTS = ["add", "remove", "move", "reorder", "publish", "delete", ""];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 3, arbitrary: fc.constantFrom(...KNOWN) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.webSegment() },
);
/** A path segment, percent-encoded as a browser would send it, or raw (already-encoded text passes through). */
const segment = fc.tuple(text, fc.boolean()).map(([s, encode]) => (encode ? encodeURIComponent(s) : s));
const path = fc
  .array(segment, { minLength: 1, maxLength: 6 })
  .map((segs) => `/${segs.join("/")}`.replace(/[?#]/g, encodeURIComponent));
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...PARAMS), text), text), { maxLength: 4 })
  .map((pairs) => new URLSearchParams(pairs).toString());

type Case =
  | { kind: "get"; path: string; query: string; signedIn: boolean }
  | { kind: "post"; path: string; type: string; body: string; signedIn: boolean };

const getCase: fc.Arbitrary<Case> = fc.record({
  kind: fc.constant("get" as const),
  path: fc.oneof(path, fc.constantFrom("/", "/search", "/api/places/search", "/api/search/resolve", "/mobile/search")),
  query,
  signedIn: fc.boolean(),
});
const postCase: fc.Arbitrary<Case> = fc.record({
  kind: fc.constant("post" as const),
  path: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FORM_PATHS) }, { weight: 1, arbitrary: path }),
  type: fc.constantFrom(
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=fuzz",
    "application/json",
    "text/plain",
    "",
  ),
  body: fc.oneof(
    fc
      .record({
        intent: fc.constantFrom(...INTENTS),
        place_id: text,
        favorite_id: text,
        direction: text,
        published: text,
        order: text,
        displayName: text,
        returnTo: text,
      })
      .map((r) => new URLSearchParams(r).toString()),
    fc.string({ maxLength: 200 }),
  ),
  signedIn: fc.boolean(),
});

let cookie = "";
beforeAll(async () => {
  cookie = (await signedInCookie("fuzz@example.com", "Fuzz Tester")).cookie;
});

async function send(c: Case): Promise<Response> {
  // What every real request carries: the Host (Cloudflare always sends one) and, on posts, an Origin.
  const headers: Record<string, string> = { Origin: ORIGIN, Host: new URL(ORIGIN).host };
  if (c.signedIn) headers.Cookie = cookie;
  if (c.kind === "get") {
    const url = `${ORIGIN}${c.path}${c.query ? `?${c.query}` : ""}`;
    return callWorker(new Request(url, { headers, redirect: "manual" }));
  }
  if (c.type) headers["Content-Type"] = c.type;
  return callWorker(new Request(ORIGIN + c.path, { method: "POST", headers, body: c.body, redirect: "manual" }));
}

async function check(c: Case): Promise<void> {
  let url: URL;
  try {
    url = new URL(c.path, ORIGIN);
  } catch {
    return; // not a request a client could send
  }
  if (url.origin !== ORIGIN) return;
  const res = await send(c);
  const body = await res.text();
  const where = `${c.kind.toUpperCase()} ${c.path} -> ${res.status}`;
  expect(res.status, `${where}: ${body.slice(0, 300)}`).toBeLessThan(500);
  if ((res.headers.get("content-type") ?? "").includes("text/html")) {
    expect(body.includes("<x-fuzz"), `${where}: markup reflected unescaped`).toBe(false);
  }
  const location = res.headers.get("location");
  if (location) expect(new URL(location, ORIGIN).origin, `${where}: Location ${location}`).toBe(ORIGIN);
}

const RUNS = 1000;

describe("fuzzing every route shape", () => {
  it(`${RUNS} generated requests with the fixed seed`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 3, arbitrary: getCase }, { weight: 1, arbitrary: postCase }), check),
      { numRuns: RUNS, seed: 20261123, endOnFailure: true },
    );
  }, 300_000);

  const seed = Number((env as { FUZZ_SEED?: string }).FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
  it(`${RUNS} generated requests with a random seed (${seed})`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 3, arbitrary: getCase }, { weight: 1, arbitrary: postCase }), check),
      { numRuns: RUNS, seed, endOnFailure: true },
    );
  }, 300_000);
});
