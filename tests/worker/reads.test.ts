/**
 * Reads that share a round trip (readTogether): the reads a request gives in the same turn reach D1 as one
 * batch, each caller gets its own answers, and one caller's failing read does not fail another's.
 */
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "~/modules/db/db.server";
import { readTogether } from "~/modules/db/reads.server";

/** A Drizzle handle over the test D1 that counts the batches sent. */
function counted() {
  const batches: number[] = [];
  const d1 = {
    prepare: (query: string) => env.DB.prepare(query),
    batch: (statements: D1PreparedStatement[]) => {
      batches.push(statements.length);
      return env.DB.batch(statements);
    },
  } as unknown as D1Database;
  return { db: createDb(d1), batches };
}

describe("readTogether", () => {
  it("sends the reads given in the same turn as one batch, and answers each caller its own", async () => {
    const { db, batches } = counted();
    const [[a], [b, c]] = await Promise.all([
      readTogether(db, [db.select({ n: sql<number>`1` }).from(sql`(SELECT 1)`)]),
      readTogether(db, [
        db.select({ n: sql<number>`2` }).from(sql`(SELECT 1)`),
        db.select({ n: sql<number>`3` }).from(sql`(SELECT 1)`),
      ]),
    ]);
    expect([a, b, c]).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
    expect(batches).toEqual([3]);
  });

  it("keeps one caller's failing read from failing another's", async () => {
    const { db } = counted();
    const [good, bad] = await Promise.allSettled([
      readTogether(db, [db.select({ n: sql<number>`1` }).from(sql`(SELECT 1)`)]),
      readTogether(db, [db.select({ n: sql<number>`1` }).from(sql`no_such_table`)]),
    ]);
    expect(good).toEqual({ status: "fulfilled", value: [[{ n: 1 }]] });
    expect(bad.status).toBe("rejected");
  });

  it("never mixes two requests' reads (each has its own handle)", async () => {
    const first = counted();
    const second = counted();
    await Promise.all([
      readTogether(first.db, [first.db.select({ n: sql<number>`1` }).from(sql`(SELECT 1)`)]),
      readTogether(second.db, [second.db.select({ n: sql<number>`2` }).from(sql`(SELECT 1)`)]),
    ]);
    expect([first.batches, second.batches]).toEqual([[1], [1]]);
  });
});
