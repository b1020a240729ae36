/**
 * Sign-in with Google through remix-auth (+ remix-auth-google), built per request from the Worker env:
 * real Google when GOOGLE_CLIENT_ID/SECRET are set; otherwise, in local development only (LOCAL_DEV=1
 * and a request for localhost), the local OpenID provider at LOCAL_OIDC_ISSUER that stands in for Google.
 */
import {
  type AppLoadContext,
  createCookie,
  createCookieSessionStorage,
  redirect,
  type Session,
  type SessionStorage,
} from "@remix-run/cloudflare";
import { Authenticator } from "remix-auth";
import { GoogleStrategy } from "remix-auth-google";
import { NOTICE_COOKIE, readCookie } from "~/modules/http/cookies";
import { logProblem } from "~/modules/http/log.server";
import { plainText } from "~/modules/http/responses";
import type { MessageKey, Translator } from "~/modules/i18n/translator";
import type { SessionUser } from "./identity";
import { safeReturnPath } from "./identity";
import {
  cookieName,
  createD1SessionStorage,
  type D1SessionStorage,
  isLocalRequest,
  sessionSecrets,
} from "./session.server";
import { sessionUserOf } from "./session-user.server";
import { upsertUser } from "./users.server";

export { safeReturnPath };
export type { SessionUser };

export const CALLBACK_PATH = "/auth/google/callback";

/** The same strategy pointed at the local stand-in (its URLs are plain instance fields). */
class LocalGoogleStrategy<User> extends GoogleStrategy<User> {
  constructor(issuer: string, ...args: ConstructorParameters<typeof GoogleStrategy<User>>) {
    super(...args);
    const self = this as unknown as { authorizationURL: string; tokenURL: string; userInfoURL: string };
    self.authorizationURL = `${issuer}/auth`;
    self.tokenURL = `${issuer}/token`;
    self.userInfoURL = `${issuer}/me`;
  }
}

export type SignInMode = "google" | "local" | "unavailable";

export function signInMode(env: Partial<Env>, request: Request): SignInMode {
  if (env.GOOGLE_CLIENT_ID?.trim() && env.GOOGLE_CLIENT_SECRET?.trim()) return "google";
  if (env.LOCAL_DEV === "1" && env.LOCAL_OIDC_ISSUER && isLocalRequest(request)) return "local";
  return "unavailable";
}

export interface Auth {
  /** Signed-in sessions (D1). */
  storage: D1SessionStorage;
  /**
   * The OAuth round trip's state, in a signed cookie that lives 10 minutes: starting a sign-in writes
   * nothing to D1, however often it is repeated.
   */
  oauthStorage: SessionStorage;
  mode: SignInMode;
  authenticator: Authenticator<SessionUser> | null;
  /** Signed cookie remembering where to go after sign-in. */
  returnCookie: ReturnType<typeof createCookie>;
}

const SIGN_IN_WINDOW_S = 600;

export function authFor(request: Request, context: AppLoadContext): Auth | null {
  const env = context.cloudflare.env;
  const secrets = sessionSecrets(env, request);
  if (!secrets) return null;
  const secure = !isLocalRequest(request);
  const storage = createD1SessionStorage(context.db, secrets, secure);
  const mode = signInMode(env, request);
  const shortLived = { httpOnly: true, sameSite: "lax" as const, secure, path: "/", maxAge: SIGN_IN_WINDOW_S, secrets };
  const returnCookie = createCookie(cookieName("ts_return", secure), shortLived);
  const oauthStorage = createCookieSessionStorage({ cookie: { name: cookieName("ts_oauth", secure), ...shortLived } });
  if (mode === "unavailable") return { storage, oauthStorage, mode, authenticator: null, returnCookie };
  const authenticator = new Authenticator<SessionUser>(oauthStorage, { sessionKey: "user" });
  const options = {
    clientID: mode === "google" ? env.GOOGLE_CLIENT_ID!.trim() : "tablescout-local",
    clientSecret: mode === "google" ? env.GOOGLE_CLIENT_SECRET!.trim() : "tablescout-local-secret",
    // The configured public origin, never the request's Host header, outside local development.
    callbackURL: new URL(CALLBACK_PATH, context.origin || request.url).toString(),
    scope: "openid email profile",
    // Google lets the visitor pick an account; the local stand-in always asks for one.
    prompt: mode === "google" ? ("select_account" as const) : undefined,
  };
  const verify = async ({
    profile,
  }: {
    profile: {
      id: string;
      displayName: string;
      emails: { value: string }[];
      photos: { value: string }[];
      _json: { email_verified?: boolean };
    };
  }) => {
    const email = profile.emails?.[0]?.value;
    if (!profile.id || !email) throw new Error("Google did not share an e-mail address");
    return upsertUser(context.db, {
      sub: profile.id,
      email,
      name: profile.displayName,
      picture: profile.photos?.[0]?.value,
    });
  };
  const strategy =
    mode === "google"
      ? new GoogleStrategy<SessionUser>(options, verify)
      : new LocalGoogleStrategy<SessionUser>(env.LOCAL_OIDC_ISSUER!, options, verify);
  authenticator.use(strategy as never, "google");
  return { storage, oauthStorage, mode, authenticator, returnCookie };
}

/**
 * Signs `user` in under a brand-new session id and deletes the session the request came with, so a
 * session id planted in the browser before sign-in (session fixation) never becomes the user's. Returns
 * the Set-Cookie headers to send.
 */
export async function startSession(auth: Auth, request: Request, user: SessionUser): Promise<string[]> {
  const cookie = request.headers.get("Cookie");
  const before = await auth.storage.getSession(cookie).catch(() => null);
  if (before?.id) await auth.storage.destroySession(before);
  const fresh = await auth.storage.getSession();
  fresh.set("user", user);
  const oauth = await auth.oauthStorage.getSession(cookie);
  return [
    await auth.storage.commitSession(fresh),
    await auth.oauthStorage.destroySession(oauth),
    await auth.returnCookie.serialize("", { maxAge: 0 }),
  ];
}

export interface Viewer {
  user: SessionUser | null;
  session: Session | null;
  auth: Auth | null;
  /** The places in the user's Favorites (read with the session: see getSessionWithFavorites). */
  favoriteIds: string[];
}

// The Worker entry (rate limits), the root loader and the page's loader all ask; the load context is one
// per request, so the session is read (one D1 query) once per request. The answer is kept on the context
// under a global symbol because the Worker entry and the app build each bundle their own copy of this
// module.
const VIEWER = Symbol.for("tablescout.viewer");

/** The signed-in user of a request, or null. Never throws: a broken session is a signed-out visitor. */
export function getViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const memo = context as unknown as { [VIEWER]?: Promise<Viewer> };
  memo[VIEWER] ??= readViewer(request, context);
  return memo[VIEWER];
}

async function readViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const auth = authFor(request, context);
  if (!auth) return { user: null, session: null, auth, favoriteIds: [] };
  try {
    const { session, favoriteIds } = await auth.storage.getSessionWithFavorites(request.headers.get("Cookie"));
    const user = sessionUserOf(session.get("user"));
    return { user, session, auth, favoriteIds: user ? favoriteIds : [] };
  } catch (error) {
    if (!isUnsignedCookie(error)) logProblem("session read failed", error);
    return { user: null, session: null, auth, favoriteIds: [] };
  }
}

/**
 * Whether reading a session failed on a cookie the guide never signed (made up, cut short, another site's):
 * Remix's signature check reads the signature with atob, which throws on text that is not base64. That is a
 * signed-out visitor like any other, not a problem to log; a failure of D1 still is.
 */
const isUnsignedCookie = (error: unknown) => error instanceof DOMException && error.name === "InvalidCharacterError";

/** For actions that need a user: otherwise off to /auth, coming back to `returnTo`. */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  returnTo: string,
): Promise<Required<Viewer> & { user: SessionUser; session: Session; auth: Auth }> {
  const viewer = await getViewer(request, context);
  if (!viewer.user || !viewer.session || !viewer.auth)
    throw redirect(`/auth?${new URLSearchParams({ returnTo: safeReturnPath(returnTo) })}`);
  return viewer as never;
}

/** POST actions accept only same-origin requests (Origin, else Referer); anything else is a 403. */
export function assertSameOrigin(request: Request): void {
  const own = new URL(request.url).origin;
  const origin = request.headers.get("Origin");
  if (origin) {
    if (origin === own) return;
  } else {
    const referer = request.headers.get("Referer");
    try {
      if (referer && new URL(referer).origin === own) return;
    } catch {
      // fall through
    }
  }
  throw plainText(403, "Cross-origin form posts are not accepted.");
}

export interface Flash {
  kind: "success" | "error";
  title: string;
  message: string;
}

/** One-time messages, kept in the server-side session (the cookie does not change). */
export async function flash(viewer: { session: Session | null; auth: Auth | null }, message: Flash): Promise<void> {
  if (!viewer.session || !viewer.auth) return;
  const list = ((viewer.session.get("flashes") as Flash[] | undefined) ?? []).slice(-2);
  viewer.session.set("flashes", [...list, message]);
  await viewer.auth.storage.commitSession(viewer.session);
}

export async function takeFlashes(viewer: Viewer): Promise<Flash[]> {
  if (!viewer.session || !viewer.auth) return [];
  const list = (viewer.session.get("flashes") as Flash[] | undefined) ?? [];
  if (!list.length) return [];
  viewer.session.unset("flashes");
  await viewer.auth.storage.commitSession(viewer.session);
  return list;
}

/** One-time messages for a browser without a session, by the code its notice cookie carries (their keys). */
const NOTICES = new Map<string, { kind: Flash["kind"]; title: MessageKey; message: MessageKey }>([
  ["account-deleted", { kind: "success", title: "account.delete.doneTitle", message: "account.delete.done" }],
]);

const NOTICE_MAX_AGE_S = 120;

function noticeAttributes(request: Request, maxAge: number): string {
  const secure = !isLocalRequest(request);
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The Set-Cookie that carries a one-time message to the next page (see takeNotice). */
export function noticeCookie(request: Request, code: "account-deleted"): string {
  return `${cookieName(NOTICE_COOKIE, !isLocalRequest(request))}=${code}; ${noticeAttributes(request, NOTICE_MAX_AGE_S)}`;
}

/**
 * The one-time message a request's notice cookie names, in `translator`'s language (the page's), and the
 * Set-Cookie that clears it; null without one.
 */
export function takeNotice(request: Request, translator: Translator): { flash: Flash | null; clear: string } | null {
  const code = readCookie(request.headers.get("Cookie"), NOTICE_COOKIE);
  if (code === null) return null;
  const notice = NOTICES.get(code);
  return {
    flash: notice
      ? { kind: notice.kind, title: translator.t(notice.title), message: translator.t(notice.message) }
      : null,
    clear: `${cookieName(NOTICE_COOKIE, !isLocalRequest(request))}=; ${noticeAttributes(request, 0)}`,
  };
}
