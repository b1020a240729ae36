import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { createD1SessionStorage } from "~/modules/auth/session.server";
import { upsertUser } from "~/modules/auth/users.server";
import { createDb } from "~/modules/db/db.server";
import { GEOGRAPHY_ANSWERS } from "~/modules/places/index.server";
import worker from "../../server";

export const ORIGIN = "http://tablescout.test";

/** A real user row and a real D1-backed session, as the sign-in callback would make them. */
export async function signedInCookie(email: string, name: string): Promise<{ cookie: string; id: string }> {
  const db = createDb(env.DB);
  const user = await upsertUser(db, { sub: `sub-${email}`, email, name });
  // The tests' origin is not localhost, so the cookie is the Secure `__Host-` one.
  const storage = createD1SessionStorage(db, [env.SESSION_SECRET!], true);
  const session = await storage.getSession();
  session.set("user", user);
  const setCookie = await storage.commitSession(session);
  return { cookie: setCookie.split(";")[0]!, id: user.id };
}

/** The Cookie header for `cookie` (none without one) added to `headers`. */
const withCookie = (headers: Record<string, string>, cookie?: string): Record<string, string> => ({
  ...headers,
  ...(cookie ? { Cookie: cookie } : {}),
});

/** A GET of `path` on our origin, with `headers` and `cookie`; redirects are answered, not followed. */
const getRequest = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
  new Request(ORIGIN + path, { headers: withCookie(headers, cookie), redirect: "manual" });

/**
 * A form post as a browser sends it from our own origin (or `origin`), `fields` as pairs when a name repeats;
 * redirects are answered, not followed.
 */
const formRequest = (
  path: string,
  fields: Record<string, string> | [string, string][],
  cookie?: string,
  origin = ORIGIN,
) =>
  new Request(ORIGIN + path, {
    method: "POST",
    redirect: "manual",
    headers: withCookie(
      { "Content-Type": "application/x-www-form-urlencoded", Host: new URL(ORIGIN).host, Origin: origin },
      cookie,
    ),
    body: new URLSearchParams(fields),
  });

/** A form post from our own origin (or `origin`); `fields` as pairs when a name repeats. */
export function post(
  path: string,
  fields: Record<string, string> | [string, string][],
  cookie?: string,
  origin = ORIGIN,
) {
  return exports.default.fetch(formRequest(path, fields, cookie, origin), { redirect: "manual" });
}

/** A GET through the test harness, with `cookie` and `headers`; redirects are answered, not followed. */
export const get = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(getRequest(path, cookie, headers), { redirect: "manual" });

/** A GET through the test harness (see get) with its page read: status, redirect location, headers and text. */
export async function getPage(path: string, cookie?: string) {
  const res = await get(path, cookie);
  return { status: res.status, location: res.headers.get("location"), headers: res.headers, html: await res.text() };
}

/** A multipart form post with one file field, as a browser sends an upload form. */
export function upload(
  path: string,
  file: { name: string; bytes: Uint8Array | string; type?: string },
  cookie?: string,
  field = "file",
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  const body = typeof file.bytes === "string" ? new TextEncoder().encode(file.bytes) : file.bytes;
  form.set(
    field,
    new File([body as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? "application/octet-stream" }),
  );
  return exports.default.fetch(
    new Request(ORIGIN + path, {
      method: "POST",
      headers: withCookie({ Host: new URL(ORIGIN).host, Origin: ORIGIN }, cookie),
      body: form,
    }),
    { redirect: "manual" },
  );
}

/**
 * A request straight into the Worker's fetch handler with the test Worker's bindings, not waiting for what it
 * does after the response. The test harness's `exports.default.fetch` gets slower with every call (a few
 * hundred calls in, tens of milliseconds each), which the real runtime does not do (measured with wrk against
 * `npm start`): files that make hundreds of requests (rate-limit bursts, the fuzz test) call this instead.
 */
export const callWorker = (request: Request) =>
  worker.fetch(request as Parameters<typeof worker.fetch>[0], env, createExecutionContext());

/**
 * A request straight into the Worker, with `bindings` (the test Worker's own unless given), that waits for
 * what the Worker does after the response (edge-cache writes, revalidations and purges), so the next request
 * sees them: the response with its body read, as text and as bytes.
 */
export async function settled(request: Request, bindings: Env = env) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request as Parameters<typeof worker.fetch>[0], bindings, ctx);
  const bytes = new Uint8Array(await res.arrayBuffer());
  await waitOnExecutionContext(ctx);
  return { res, body: new TextDecoder().decode(bytes), bytes };
}

/** A GET with `cookie` and `headers`, settled (see settled), with `bindings` when given. */
export const getSettled = (path: string, cookie?: string, headers: Record<string, string> = {}, bindings?: Env) =>
  settled(getRequest(path, cookie, headers), bindings);

/** A form post from our own origin (or `origin`), settled (see settled), with `bindings` when given. */
export const postSettled = (
  path: string,
  fields: Record<string, string>,
  cookie: string,
  origin = ORIGIN,
  bindings?: Env,
) => settled(formRequest(path, fields, cookie, origin), bindings);

/**
 * Empties the isolate's answers about the OpenStreetMap data's countries and towns (kept a minute: see
 * GEOGRAPHY_ANSWERS). The files share one isolate and one D1: a file that writes regions calls this after,
 * as the minute after an import would, so no answer kept from an earlier file's regions stands in for its own.
 */
export function forgetGeography() {
  (globalThis as { [GEOGRAPHY_ANSWERS]?: { clear(): void } })[GEOGRAPHY_ANSWERS]?.clear();
}

/**
 * A page of the guide served with PLACES_PROVIDER=osm, not following redirects (a form post when `form` is
 * given): its response, body and where it redirects. `pageCache: false` turns the edge page cache off for it:
 * the Worker tests share one cache, in which other files keep the same addresses as the demo provider renders
 * them (the international index).
 */
export async function osmPage(
  path: string,
  opts: { cookie?: string; form?: Record<string, string>; pageCache?: boolean } = {},
) {
  const request = opts.form ? formRequest(path, opts.form, opts.cookie) : getRequest(path, opts.cookie);
  const { res, body } = await settled(request, {
    ...env,
    PLACES_PROVIDER: "osm",
    ...(opts.pageCache === false ? { PAGE_CACHE_TTL: "0" } : {}),
  });
  return { res, body, location: res.headers.get("Location")?.replace(ORIGIN, "") ?? null };
}

/** A user's Favorites (place ids) in the order they are shown: by city, those without one last, then as arranged. */
export async function savedOrder(userId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT place_id FROM list_places WHERE list_id = (SELECT id FROM lists WHERE user_id = ?1 AND kind = 'favorites') ORDER BY city IS NULL, city, order_index, created_at",
  )
    .bind(userId)
    .all<{ place_id: string }>();
  return results.map((r) => r.place_id);
}

/** Posts a form to /lists and follows nothing; `fields` as pairs where a name repeats (the Save form's ticks). */
export const postToLists = (fields: Record<string, string> | [string, string][], cookie: string) =>
  post("/lists", fields, cookie);

/** Creates a list through the /lists form: the answer is a 303 to the new list, whose id (a UUID) it returns. */
export async function createList(cookie: string, name: string, visibility = "private") {
  const res = await postToLists({ intent: "create", name, visibility }, cookie);
  expect(res.status).toBe(303);
  const id = res.headers.get("location")!.split("/").pop()!;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}
