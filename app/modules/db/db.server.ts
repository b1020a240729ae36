/**
 * D1 through Drizzle, one handle per request, always over a D1 session (the Sessions API): with read
 * replication on, reads may be served by a nearby replica, and the session guarantees they are never
 * older than the bookmark it started from. A request that wrote hands its latest bookmark back to the
 * browser in a short cookie (server.ts), and the next request starts from it, so a visitor always sees
 * their own writes (a favorite just added, a name just changed) even when a replica serves the read.
 */
import {
  createTableRelationsHelpers,
  type ExtractTablesWithRelations,
  extractTablesRelationalConfig,
  type RelationalSchemaConfig,
} from "drizzle-orm";
import { DrizzleD1Database, SQLiteD1Session } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "../../../db/schema";
import { cookieName, readCookie } from "../http/cookies";

// What drizzle() of drizzle-orm/d1 builds for every handle, built once: the dialect, and the relational
// config it derives from the whole schema (db.query.*), which is the same for every request. Only the
// session, over the request's D1 binding, is the request's own.
const dialect = new SQLiteAsyncDialect();
type Tables = ExtractTablesWithRelations<typeof schema>;
const relational = ((): RelationalSchemaConfig<Tables> => {
  const { tables, tableNamesMap } = extractTablesRelationalConfig<Tables>(schema, createTableRelationsHelpers);
  return { fullSchema: schema, schema: tables, tableNamesMap };
})();

export type Db = DrizzleD1Database<typeof schema> & { $client: D1Database };

/** Drizzle over a D1 binding or session: what drizzle(d1, { schema }) makes, from the config built once. */
export function createDb(d1: D1Database | D1DatabaseSession): Db {
  const client = d1 as D1Database;
  const session = new SQLiteD1Session<typeof schema, Tables>(client, dialect, relational);
  return Object.assign(new DrizzleD1Database<typeof schema>("async", dialect, session, relational), {
    $client: client,
  });
}
export { schema };

export const BOOKMARK_COOKIE = "ts_d1";
/** Long enough for any replica to have caught up many times over; an older bookmark is harmless anyway. */
const BOOKMARK_MAX_AGE_S = 3600;
const BOOKMARK = /^[A-Za-z0-9._:-]{1,200}$/;
const WRITE = /^\s*(?:insert|update|delete|replace)\b/i;

export interface DbHandle {
  db: Db;
  /** Whether any statement of this request wrote. */
  wrote(): boolean;
  /** How many times this request has waited for D1: each statement run alone, and each batch, is one. */
  roundTrips(): number;
  /** The session's latest bookmark (null before its first query). */
  bookmark(): string | null;
}

/** The bookmark a browser brought back after its last write, if it is well-formed. */
export function readBookmark(request: Request): string | null {
  const value = readCookie(request.headers.get("Cookie"), BOOKMARK_COOKIE);
  return value && BOOKMARK.test(value) ? value : null;
}

export function bookmarkCookie(bookmark: string, secure: boolean): string {
  return `${cookieName(BOOKMARK_COOKIE, secure)}=${bookmark}; Path=/; Max-Age=${BOOKMARK_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * A request's database: a D1 session that starts at `bookmark` (else anywhere: 'first-unconstrained'),
 * noting whether anything was written. Bindings without the Sessions API are used directly.
 */
export function openDb(d1: D1Database, bookmark: string | null): DbHandle {
  const session: D1Database | D1DatabaseSession =
    typeof d1.withSession === "function" ? d1.withSession(bookmark ?? "first-unconstrained") : d1;
  let wrote = false;
  let trips = 0;
  /** A statement that counts its runs; bound copies count too. Batches are given the statements as D1 made them. */
  const own = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const counted = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapped: D1PreparedStatement = Object.create(statement);
    for (const run of ["first", "all", "run", "raw"] as const) {
      (wrapped as unknown as Record<string, unknown>)[run] = (...args: unknown[]) => {
        trips++;
        return (statement[run] as (...a: unknown[]) => unknown).apply(statement, args);
      };
    }
    wrapped.bind = (...values: unknown[]) => counted(statement.bind(...values));
    own.set(wrapped, statement);
    return wrapped;
  };
  const tracked = {
    prepare(query: string) {
      if (WRITE.test(query)) wrote = true;
      return counted(session.prepare(query));
    },
    batch: <T>(statements: D1PreparedStatement[]) => {
      trips++;
      return session.batch<T>(statements.map((s) => own.get(s) ?? s));
    },
  } as unknown as D1DatabaseSession;
  // A handle is made only when a request touches D1 at all.
  let db: Db | undefined;
  return {
    get db() {
      db ??= createDb(tracked);
      return db;
    },
    wrote: () => wrote,
    roundTrips: () => trips,
    bookmark: () => ("getBookmark" in session ? session.getBookmark() : null),
  };
}
