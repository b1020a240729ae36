import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
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

/** A form post from our own origin (or `origin`); `fields` as pairs when a name repeats. */
export function post(
  path: string,
  fields: Record<string, string> | [string, string][],
  cookie?: string,
  origin = ORIGIN,
) {
  return exports.default.fetch(
    new Request(ORIGIN + path, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Host: new URL(ORIGIN).host,
        Origin: origin,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(fields),
    }),
    { redirect: "manual" },
  );
}

export const get = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(
    new Request(ORIGIN + path, { headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) } }),
    { redirect: "manual" },
  );

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
      headers: { Host: new URL(ORIGIN).host, Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
      body: form,
    }),
    { redirect: "manual" },
  );
}

/**
 * A request straight into the Worker that waits for what it does after the response (edge-cache writes and
 * purges), so the next request sees them; the body read.
 */
async function settled(request: Request) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request as Parameters<typeof worker.fetch>[0], env, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

/** A GET, settled (see settled). */
export const getSettled = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
  settled(
    new Request(ORIGIN + path, { headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) }, redirect: "manual" }),
  );

/** A form post from our own origin (or `origin`), settled (see settled). */
export const postSettled = (path: string, fields: Record<string, string>, cookie: string, origin = ORIGIN) =>
  settled(
    new Request(ORIGIN + path, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Host: new URL(ORIGIN).host,
        Origin: origin,
        Cookie: cookie,
      },
      body: new URLSearchParams(fields),
    }),
  );

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
  const ctx = createExecutionContext();
  const headers: Record<string, string> = opts.cookie ? { Cookie: opts.cookie } : {};
  const init: RequestInit = opts.form
    ? {
        method: "POST",
        headers: { ...headers, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(opts.form),
      }
    : { headers };
  const res = await worker.fetch(
    new Request(ORIGIN + path, { ...init, redirect: "manual" }) as Parameters<typeof worker.fetch>[0],
    { ...env, PLACES_PROVIDER: "osm", ...(opts.pageCache === false ? { PAGE_CACHE_TTL: "0" } : {}) },
    ctx,
  );
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body, location: res.headers.get("Location")?.replace(ORIGIN, "") ?? null };
}
