import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createD1SessionStorage, SESSION_TTL_MS } from "~/modules/auth/session.server";
import { upsertUser } from "~/modules/auth/users.server";
import { createDb } from "~/modules/db/db.server";
import worker from "../../server";
import { callWorker, get, ORIGIN, post, signedInCookie } from "./helpers";

const LOCAL = "http://localhost";
async function sessionCount(): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM sessions").first<{ n: number }>())!.n;
}

/** The `name=value` pairs of a response's Set-Cookie headers. */
function cookiesOf(res: Response): Record<string, string> {
  return Object.fromEntries(
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
}

const cookieHeader = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");

function localPost(path: string, fields: Record<string, string>, cookie = "") {
  return callWorker(
    new Request(LOCAL + path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: LOCAL, Cookie: cookie },
      body: new URLSearchParams(fields),
    }),
  );
}

describe("sign-in sessions", () => {
  it("signs in under a fresh session id: a session planted before sign-in is dropped, never promoted", async () => {
    // The attacker's session id, planted in the victim's browser.
    const db = createDb(env.DB);
    const storage = createD1SessionStorage(db, [env.SESSION_SECRET!], false);
    const planted = await storage.getSession();
    planted.set("note", "attacker");
    const plantedCookie = (await storage.commitSession(planted)).split(";")[0]!;
    const plantedId = (await storage.getSession(plantedCookie)).id;
    expect(plantedId).not.toBe("");

    const rowsBefore = await sessionCount();
    const start = await localPost("/auth/google", { returnTo: "/account" }, plantedCookie);
    expect(start.status).toBe(302);
    const google = new URL(start.headers.get("location")!);
    expect(google.pathname).toBe("/auth");
    const state = google.searchParams.get("state")!;
    expect(state).toBeTruthy();
    const startCookies = cookiesOf(start);
    // The OAuth state rides in its own signed cookie; nothing was written to D1.
    expect(Object.keys(startCookies).sort()).toEqual(["ts_oauth", "ts_return"]);
    expect(await sessionCount()).toBe(rowsBefore);

    const callback = await callWorker(
      new Request(`${LOCAL}/auth/google/callback?code=alice&state=${encodeURIComponent(state)}`, {
        headers: { Cookie: `${plantedCookie}; ${cookieHeader(startCookies)}` },
      }),
    );
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/account");
    const signedIn = cookiesOf(callback);
    expect(signedIn.session).toBeTruthy();
    expect(signedIn.session).not.toBe(plantedCookie.split("=")[1]);
    // The OAuth and return cookies are cleared.
    expect(signedIn.ts_oauth).toBe("");
    expect(signedIn.ts_return).toBe("");
    // The planted row is gone, so the attacker's cookie is signed out; the new one is Alice's.
    expect(await env.DB.prepare("SELECT id FROM sessions WHERE id = ?").bind(plantedId).first()).toBeNull();
    const asAttacker = await (
      await callWorker(new Request(`${LOCAL}/account`, { headers: { Cookie: plantedCookie } }))
    ).text();
    expect(asAttacker).toContain("Please sign in to view your account.");
    const asAlice = await (
      await callWorker(new Request(`${LOCAL}/account`, { headers: { Cookie: `session=${signedIn.session}` } }))
    ).text();
    expect(asAlice).toContain("alice@example.com");
  });

  it("ends the previous user's session when someone else signs in through the same browser", async () => {
    // Bob is signed in (a real session row) and an action left him a one-time message he has not seen.
    const bobStart = await localPost("/auth/google", { returnTo: "/" });
    const bobState = new URL(bobStart.headers.get("location")!).searchParams.get("state")!;
    const bobBack = await callWorker(
      new Request(`${LOCAL}/auth/google/callback?code=bob&state=${encodeURIComponent(bobState)}`, {
        headers: { Cookie: cookieHeader(cookiesOf(bobStart)) },
      }),
    );
    const bobCookie = `session=${cookiesOf(bobBack).session}`;
    const bobRow = await env.DB.prepare(
      "SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'bob@example.com'",
    ).all<{ id: string }>();
    const bobIds = bobRow.results.map((r) => r.id);
    expect(bobIds.length).toBeGreaterThan(0);
    const published = await localPost("/favorites", { intent: "publish", published: "off", returnTo: "/" }, bobCookie);
    expect(published.status).toBe(302);

    // Alice signs in from the page Bob left open: the callback request still carries Bob's cookie.
    const start = await localPost("/auth/google", { returnTo: "/" }, bobCookie);
    const state = new URL(start.headers.get("location")!).searchParams.get("state")!;
    const callback = await callWorker(
      new Request(`${LOCAL}/auth/google/callback?code=alice&state=${encodeURIComponent(state)}`, {
        headers: { Cookie: `${bobCookie}; ${cookieHeader(cookiesOf(start))}` },
      }),
    );
    expect(callback.status).toBe(302);
    const alice = cookiesOf(callback).session;
    expect(alice).toBeTruthy();
    expect(`session=${alice}`).not.toBe(bobCookie);
    // Bob's row is gone for good: nothing in the same request (his pending message) writes it back.
    const left = await env.DB.prepare(`SELECT id FROM sessions WHERE id IN (${bobIds.map(() => "?").join(",")})`)
      .bind(...bobIds)
      .all();
    expect(left.results).toEqual([]);
    const asBob = await (await callWorker(new Request(`${LOCAL}/account`, { headers: { Cookie: bobCookie } }))).text();
    expect(asBob).toContain("Please sign in to view your account.");
    expect(asBob).not.toContain("bob@example.com");
    const asAlice = await (
      await callWorker(new Request(`${LOCAL}/account`, { headers: { Cookie: `session=${alice}` } }))
    ).text();
    expect(asAlice).toContain("alice@example.com");
  });

  it("a deleted session stays deleted when a request that read it before writes to it afterwards", async () => {
    const { cookie } = await signedInCookie("late@example.com", "Late Write");
    const storage = createD1SessionStorage(createDb(env.DB), [env.SESSION_SECRET!], true);
    // Another request of the same browser has read the session (and will leave a one-time message)...
    const inFlight = await storage.getSession(cookie);
    expect(inFlight.id).not.toBe("");
    // ...when sign-out deletes it.
    expect((await post("/auth/signout", {}, cookie)).status).toBe(302);
    inFlight.set("flashes", [{ kind: "success", title: "Late", message: "A late message" }]);
    await storage.commitSession(inFlight);
    expect(await env.DB.prepare("SELECT id FROM sessions WHERE id = ?").bind(inFlight.id).first()).toBeNull();
    const page = await (await get("/account", cookie)).text();
    expect(page).toContain("Please sign in to view your account.");
  });

  it("refuses a callback whose state does not match the signed state cookie", async () => {
    const start = await localPost("/auth/google", { returnTo: "/" });
    const res = await callWorker(
      new Request(`${LOCAL}/auth/google/callback?code=alice&state=forged`, {
        headers: { Cookie: cookieHeader(cookiesOf(start)) },
      }),
    );
    expect(res.headers.get("location")).toBe("/auth?error=1");
    expect(cookiesOf(res).session).toBeUndefined();
  });

  it("uses __Host- cookies, Secure, off localhost", async () => {
    const res = await post("/auth/google", { returnTo: "/" });
    // No sign-in provider is configured for this host: the visitor is told so, and no cookie is set.
    expect(res.headers.get("location")).toBe("/auth?error=unavailable");
    const { cookie } = await signedInCookie("hosty@example.com", "Hosty");
    expect(cookie.startsWith("__Host-session=")).toBe(true);
    const out = await post("/auth/signout", {}, cookie);
    expect(out.headers.get("set-cookie")).toMatch(/^__Host-session=;.*Secure/i);
  });

  it("starting sign-in 50 times adds no session rows", async () => {
    const before = await sessionCount();
    for (let i = 0; i < 50; i++) expect((await localPost("/auth/google", { returnTo: "/" })).status).toBe(302);
    expect(await sessionCount()).toBe(before);
  });

  it("the daily Cron Trigger purges expired sessions and keeps live ones", async () => {
    const db = createDb(env.DB);
    const user = await upsertUser(db, { sub: "sub-cron", email: "cron@example.com", name: "Cron" });
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO sessions (id, user_id, data, expires_at) VALUES (?, ?, '{}', ?)").bind(
        "expired-1",
        user.id,
        now - 1000,
      ),
      env.DB.prepare("INSERT INTO sessions (id, user_id, data, expires_at) VALUES (?, NULL, '{}', ?)").bind(
        "expired-2",
        now - SESSION_TTL_MS,
      ),
      env.DB.prepare("INSERT INTO sessions (id, user_id, data, expires_at) VALUES (?, ?, '{}', ?)").bind(
        "live-1",
        user.id,
        now + SESSION_TTL_MS,
      ),
    ]);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "17 3 * * *", scheduledTime: now }), env, ctx);
    await waitOnExecutionContext(ctx);
    const ids = (await env.DB.prepare("SELECT id FROM sessions WHERE id IN ('expired-1','expired-2','live-1')").all())
      .results;
    expect(ids).toEqual([{ id: "live-1" }]);
  });
});

describe("return paths", () => {
  const PAYLOADS = [
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/a/..//evil.example",
    "/./\\evil.example",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "/\t/evil.example",
  ];

  it.each(PAYLOADS)("%j stays on the site everywhere a return path is used", async (payload) => {
    const { cookie } = await signedInCookie("return@example.com", "Return Path");
    const fav = await post(
      "/favorites",
      { intent: "remove", place_id: "demo~united-states~tx~austin~03", returnTo: payload },
      cookie,
    );
    expect(fav.headers.get("location")).toBe("/");
    const out = await post("/auth/signout", { returnTo: payload }, cookie);
    expect(out.headers.get("location")).toBe("/");
    const form = await (
      await callWorker(new Request(`${LOCAL}/auth?${new URLSearchParams({ returnTo: payload })}`))
    ).text();
    expect(form).toContain('name="returnTo" value="/"');
    // The sign-in cookie remembers only a safe path, and the callback lands on it.
    const start = await localPost("/auth/google", { returnTo: payload });
    const startCookies = cookiesOf(start);
    const state = new URL(start.headers.get("location")!).searchParams.get("state")!;
    const back = await callWorker(
      new Request(`${LOCAL}/auth/google/callback?code=bob&state=${encodeURIComponent(state)}`, {
        headers: { Cookie: cookieHeader(startCookies) },
      }),
    );
    expect(back.headers.get("location")).toBe("/");
  });
});

describe("rate limits", () => {
  const client = (ip: string, path: string, accept = "text/html") =>
    callWorker(new Request(ORIGIN + path, { headers: { "CF-Connecting-IP": ip, Accept: accept } }));

  it("answers 429 with Retry-After once a client's uncached page renders pass the limit, while cached pages still answer", async () => {
    const ip = "198.51.100.7";
    const cachedPage = "/restaurants/united-states/texas/austin";
    // Someone else's visit fills the places cache for this page.
    expect((await client("203.0.113.1", cachedPage)).status).toBe(200);
    await expect.poll(async () => (await client("203.0.113.1", cachedPage)).status).toBe(200);
    let limited: Response | undefined;
    // Counters run in fixed one-minute windows: a burst that crosses a window boundary starts counting again,
    // so up to two windows' worth of requests may pass before the first 429.
    for (let i = 0; i < 130 && !limited; i++) {
      // Each restaurant name is a new question: a cache miss, so it counts.
      const res = await client(ip, `/restaurants/united-states/texas/austin/profile/no-such-place-${i}`);
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(404);
    }
    expect(limited, "the limit (60 a minute) was never reached").toBeDefined();
    expect(limited!.headers.get("retry-after")).toBe("60");
    expect(limited!.headers.get("content-type")).toContain("text/html");
    expect(await limited!.text()).toContain("Too many requests from your connection");
    // Answered from cache: not limited.
    const cached = await client(ip, cachedPage);
    expect(cached.status).toBe(200);
    // Other clients are not affected.
    expect((await client("198.51.100.8", "/restaurants/united-states/texas/austin/profile/another")).status).toBe(404);
  }, 60_000);

  it("answers JSON 429 on the API family", async () => {
    const ip = "198.51.100.9";
    let limited: Response | undefined;
    for (let i = 0; i < 250 && !limited; i++) {
      const res = await client(ip, `/api/places/search?query=${encodeURIComponent(`quiet place ${i}`)}`, "*/*");
      if (res.status === 429) limited = res;
    }
    expect(limited).toBeDefined();
    expect(limited!.headers.get("retry-after")).toBe("60");
    expect(await limited!.json()).toEqual({ error: expect.stringContaining("Too many requests") });
  }, 60_000);

  it("limits sign-in starts to 10 a minute per client", async () => {
    const start = () =>
      callWorker(
        new Request(`${LOCAL}/auth/google`, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: LOCAL,
            "CF-Connecting-IP": "198.51.100.10",
          },
          body: "returnTo=%2F",
        }),
      );
    let allowed = 0;
    let limited: Response | undefined;
    // A burst crossing a one-minute window boundary may pass up to 20 before the first 429.
    for (let i = 0; i < 25 && !limited; i++) {
      const res = await start();
      if (res.status === 429) limited = res;
      else {
        expect(res.status).toBe(302);
        allowed++;
      }
    }
    expect(allowed).toBeGreaterThanOrEqual(10);
    expect(allowed).toBeLessThanOrEqual(20);
    expect(limited!.headers.get("retry-after")).toBe("60");
    expect(await limited!.text()).toContain("Slow down a little");
  });
});

describe("request bodies", () => {
  const send = (path: string, body: BodyInit | null, headers: Record<string, string>) =>
    callWorker(new Request(ORIGIN + path, { method: "POST", headers: { Origin: ORIGIN, ...headers }, body }));

  it.each([
    ["JSON", '{"intent":"add"}', { "Content-Type": "application/json" }, 415],
    ["plain text", "intent=add", { "Content-Type": "text/plain" }, 415],
    ["XML", "<intent>add</intent>", { "Content-Type": "application/xml" }, 415],
    ["no content type", "intent=add", {}, 415],
    ["a broken content type", "intent=add", { "Content-Type": ";;;=" }, 415],
    [
      "a cut multipart body",
      '--XyZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\nad',
      { "Content-Type": "multipart/form-data; boundary=XyZ" },
      400,
    ],
    ["multipart without a boundary", "intent=add", { "Content-Type": "multipart/form-data" }, 400],
  ] as const)("%s gets a clear %i on /favorites and /auth/google", async (_label, body, headers, status) => {
    for (const path of ["/favorites", "/auth/google", "/auth/signout"]) {
      const res = await send(path, body, headers);
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toContain("text/plain");
      expect((await res.text()).length).toBeGreaterThan(10);
    }
  });

  it("refuses a body over 64 KB with 413, declared or streamed, before reading it", async () => {
    const big = `intent=add&x=${"a".repeat(200 * 1024)}`;
    const declared = await send("/favorites", big, { "Content-Type": "application/x-www-form-urlencoded" });
    expect(declared.status).toBe(413);
    // A streamed body of unknown length is cut off once it passes the limit.
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024;
        if (sent > 10 * 1024 * 1024) controller.close();
        else controller.enqueue(new Uint8Array(16 * 1024).fill(97));
      },
    });
    const streamed = await send("/favorites", endless, { "Content-Type": "application/x-www-form-urlencoded" });
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(1024 * 1024);
  });
});

describe("prototype keys", () => {
  const KEYS = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];
  const SHAPES = [
    "/restaurants/{}",
    "/restaurants/united-states/{}",
    "/restaurants/united-states/california/{}",
    "/restaurants/united-states/california/san-francisco/{}",
    "/restaurants/united-states/california/san-francisco/profile/{}",
    "/restaurants/international/{}",
    "/restaurants/international/japan/{}",
    "/restaurants/international/japan/tokyo/{}",
    "/restaurants/{}/texas/austin",
    "/{}-restaurants/united-states/texas/austin",
    "/{}/united-states/texas/austin",
    "/mobile/restaurants/international/japan/{}",
    "/mobile/{}",
    "/{}",
  ];
  const QUERIES = [
    "/api/places/search?query={}",
    "/api/places/search?{}=1&query=ramen",
    "/api/places/autocomplete?input={}",
    "/api/places/details?place_id={}",
    "/api/search/resolve?q={}",
    "/api/near?location={}",
    "/search?q={}",
    "/mobile/search?q={}",
    "/restaurants/united-states/texas/austin?price={}",
    "/restaurants/united-states/texas/austin?q={}",
    "/restaurants/united-states/texas/austin?{}=1",
    "/account?page={}",
    "/auth?returnTo={}",
  ];

  it.each(KEYS)("%s in every path segment and parameter gets 2xx/3xx/4xx, never 5xx", async (key) => {
    for (const shape of [...SHAPES, ...QUERIES]) {
      const path = shape.replace("{}", key);
      const res = await get(path);
      expect(res.status, path).toBeLessThan(500);
      const body = await res.text();
      expect(body, path).not.toContain("[object Object]");
      expect(body, path).not.toContain("function Object()");
    }
  });
});

describe("hostile hosts and invented places", () => {
  it("never copies a forged Host into canonical, og:url, robots.txt or the sitemap", async () => {
    const forged = (path: string) =>
      callWorker(new Request(`http://evil.example${path}`, { headers: { Host: "evil.example" } }));
    for (const path of ["/", "/restaurants/united-states/texas/austin", "/robots.txt", "/sitemap.xml"]) {
      const res = await forged(path);
      const text = await res.text();
      expect(text, path).not.toContain("evil.example");
      if (path === "/") expect(text).toContain('<link rel="canonical" href="http://tablescout.test/"');
    }
  });

  it("makes a neighbourhood nobody knows noindex, canonical to its city", async () => {
    const res = await get("/restaurants/united-states/california/san-francisco/call-1-800-scam-now");
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, follow"');
    expect(html).toContain(
      '<link rel="canonical" href="http://tablescout.test/restaurants/united-states/california/san-francisco"',
    );
    const known = await (await get("/restaurants/united-states/california/san-francisco/mission-district")).text();
    expect(known).not.toContain('name="robots"');
    expect(known).toContain(
      '<link rel="canonical" href="http://tablescout.test/restaurants/united-states/california/san-francisco/mission-district"',
    );
  });
});

describe("public profiles", () => {
  it("does not exist until its owner publishes favorites, exactly like an unknown name", async () => {
    const { cookie } = await signedInCookie("quiet.person@example.com", "Quiet Person");
    const unknown = await get("/nobody-by-this-name");
    const unpublished = await get("/quiet-person");
    expect(unpublished.status).toBe(404);
    expect(unknown.status).toBe(404);
    const page = await unpublished.text();
    expect(page).toContain("Profile Not Found");
    expect(page).not.toContain("Quiet Person");
    await post("/favorites", { intent: "publish", published: "on", returnTo: "/account" }, cookie);
    const published = await get("/quiet-person");
    expect(published.status).toBe(200);
    const html = await published.text();
    // The username, never the Google account's name.
    expect(html).toContain("quiet-person");
    expect(html).not.toContain("Quiet Person");
  });
});

describe("headers on every response", () => {
  it.each([
    ["an API answer", "/api/places/search?query=tacos&location=30.27,-97.74"],
    ["an API error", "/api/places/search"],
    ["a redirect", "/restaurants/usa/tx/austin"],
    ["a 404 page", "/restaurants/united-states/nowhere-state"],
    ["robots.txt", "/robots.txt"],
  ])("%s carries nosniff, frame, referrer, HSTS and a CSP", async (_label, path) => {
    const res = await get(path);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d{8}/);
    expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
  });

  it("gives each page a fresh nonce that its scripts carry", async () => {
    const a = await get("/");
    const b = await get("/");
    const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy")!)?.[1];
    expect(nonceOf(a)).toBeTruthy();
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    const html = await a.text();
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonceOf(a)}"`);
  });
});

describe("display names", () => {
  it("shows only the name the user chose on the public profile, and refuses markup and over-long names", async () => {
    const { cookie } = await signedInCookie("named.person@example.com", "Private Google Name");
    await post("/favorites", { intent: "publish", published: "on", returnTo: "/account" }, cookie);
    const bad = await post("/account/profile", { displayName: "<x-fuzz>", returnTo: "/account" }, cookie);
    expect(bad.status).toBe(400);
    const long = await post("/account/profile", { displayName: "a".repeat(51), returnTo: "/account" }, cookie);
    expect(long.status).toBe(400);
    expect(await (await get("/named-person")).text()).not.toContain("Private Google Name");
    const ok = await post("/account/profile", { displayName: "  Ana  María O’Neil ", returnTo: "/account" }, cookie);
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/account");
    const html = await (await get("/named-person")).text();
    expect(html).toContain("Ana María O’Neil");
    expect(html).not.toContain("Private Google Name");
    const account = await (await get("/account", cookie)).text();
    expect(account).toContain('value="Ana María O’Neil"');
    // Blank: the username again.
    await post("/account/profile", { displayName: "", returnTo: "/account" }, cookie);
    const again = await (await get("/named-person")).text();
    expect(again).not.toContain("Ana María");
    expect(again).toContain("named-person");
    // Another user's cookie changes only their own profile; signed out goes to sign-in.
    const out = await post("/account/profile", { displayName: "Hijack" });
    expect(out.headers.get("location")).toMatch(/^\/auth\?returnTo=/);
    expect(await (await get("/named-person")).text()).not.toContain("Hijack");
  });
});
