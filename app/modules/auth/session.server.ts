/**
 * Server-side sessions: the cookie carries only a signed session id (HttpOnly, SameSite=Lax, Secure and
 * `__Host-` prefixed outside localhost, so no subdomain or plain-HTTP page can plant or read it); the
 * data and the expiry live in D1, so a session can be revoked by deleting its row. The expiry slides: a
 * session used at least once every 30 days stays signed in. Only signed-in users get a row (the OAuth
 * round trip keeps its state in a short-lived signed cookie); expired rows are purged daily by the Cron
 * Trigger (server.ts `scheduled`).
 */
import {
  createCookie,
  createSession,
  createSessionStorage,
  type Session,
  type SessionStorage,
} from "@remix-run/cloudflare";
import { eq, lte, sql } from "drizzle-orm";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import { cookieName } from "~/modules/http/cookies";
import { inFavorites } from "~/modules/lists/index.server";
import { randomToken } from "~/modules/random-token";
import { sessionUserOf } from "./session-user.server";

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
const COOKIE_MAX_AGE_S = 400 * 24 * 3600; // the browser's limit; the server-side expiry decides

export function isLocalRequest(request: Request): boolean {
  const { hostname } = new URL(request.url);
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

/** The session secret; a fixed development secret only for local development on localhost. */
export function sessionSecrets(env: Partial<Env>, request: Request): string[] | null {
  const configured = env.SESSION_SECRET?.split(",")
    .map((s) => s.trim())
    .filter((s) => s.length >= 16);
  if (configured?.length) return configured;
  if (env.LOCAL_DEV === "1" && isLocalRequest(request)) return ["tablescout-local-development-only"];
  return null;
}

export { cookieName };

/** The session store, and its first read of a request with the user's saved places in the same round trip. */
export interface D1SessionStorage extends SessionStorage {
  /**
   * As getSession, and the ids of the places in the session user's Favorites (the hearts on every card of
   * every page) read in the same D1 batch: a signed-in page waits for D1 once for both, then once for its
   * own reads. No saved places for a signed-out visitor or an expired session.
   */
  getSessionWithFavorites(cookieHeader: string | null): Promise<{ session: Session; favoriteIds: string[] }>;
}

export function createD1SessionStorage(db: Db, secrets: string[], secure: boolean): D1SessionStorage {
  const cookie = createCookie(cookieName("session", secure), {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    secrets,
    maxAge: COOKIE_MAX_AGE_S,
  });
  const userIdOf = (data: Record<string, unknown>) => sessionUserOf(data.user)?.id ?? null;
  const byId = (id: string) => db.select().from(schema.sessions).where(eq(schema.sessions.id, id)).limit(1);
  /** A session row's data while it lasts: an expired row is deleted, a live one's expiry slides once a day. */
  async function live(row: typeof schema.sessions.$inferSelect | undefined) {
    if (!row) return null;
    if (row.expiresAt.getTime() <= Date.now()) {
      await db.delete(schema.sessions).where(eq(schema.sessions.id, row.id));
      return null;
    }
    if (row.expiresAt.getTime() - Date.now() < SESSION_TTL_MS - 24 * 3600 * 1000) {
      await db
        .update(schema.sessions)
        .set({ expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
        .where(eq(schema.sessions.id, row.id));
    }
    return row.data as Record<string, unknown>;
  }
  const storage = createSessionStorage({
    cookie,
    async createData(data) {
      const id = randomToken();
      await db
        .insert(schema.sessions)
        .values({ id, userId: userIdOf(data), data, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
      return id;
    },
    async readData(id) {
      return live((await byId(id))[0]);
    },
    // Only an existing row is ever written: a session deleted meanwhile (sign-in ending the visitor's
    // previous session, sign-out, account deletion) stays deleted when a request that read it before
    // commits it afterwards (a one-time message taken or left), and a cookie whose row is gone can never
    // bring a row with its id back. New rows come only from createData, under a fresh id.
    async updateData(id, data) {
      await db
        .update(schema.sessions)
        .set({ data, userId: userIdOf(data), expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
        .where(eq(schema.sessions.id, id));
    },
    async deleteData(id) {
      await db.delete(schema.sessions).where(eq(schema.sessions.id, id));
    },
  });
  return Object.assign(storage, {
    async getSessionWithFavorites(cookieHeader: string | null) {
      // As createSessionStorage's getSession: the id the signed cookie carries (a cookie that is not ours
      // throws, as there), the row's data, and an empty session under that id when there is no row.
      const id: unknown = cookieHeader ? await cookie.parse(cookieHeader) : null;
      if (typeof id !== "string" || !id) return { session: await storage.getSession(), favoriteIds: [] };
      const sessionUser = sql`(SELECT user_id FROM sessions WHERE id = ${id})`;
      const [rows, saved] = await db.batch([
        byId(id),
        db.select({ placeId: schema.listPlaces.placeId }).from(schema.listPlaces).where(inFavorites(sessionUser)),
      ]);
      const data = await live(rows[0]);
      return { session: createSession(data ?? {}, id), favoriteIds: data ? saved.map((r) => r.placeId) : [] };
    },
  });
}

/** Deletes every session whose expiry has passed; returns how many went. Run daily by the Cron Trigger. */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(schema.sessions)
    .where(lte(schema.sessions.expiresAt, now))
    .returning({ id: schema.sessions.id });
  return gone.length;
}
