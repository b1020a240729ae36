/**
 * Reads that share a round trip: the batches of reads a request gives at the same moment (within a few
 * microtask hops of each other) go to D1 as one batch. A page's loader and the root loader both wait for the session, then each read what
 * they need; this way a signed-in page reaches D1 twice (the session, then everything else), not once per
 * loader. For reads only: one D1 batch is one transaction, and a write must not depend on another
 * caller's statements.
 */
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Db } from "./db.server";

type Read = BatchItem<"sqlite">;

interface Waiting {
  queries: Read[];
  resolve(results: unknown[]): void;
  reject(error: unknown): void;
}

/**
 * Microtask hops the first read waits for the others: a loader woken by the same answer (the session) reaches
 * its reads within a few awaits of it.
 */
const TURN_HOPS = 8;

async function hops(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await null;
}

// Keyed by the request's own Drizzle handle (one per request), so two requests never share a batch.
const waiting = new WeakMap<Db, Waiting[]>();

/** As `db.batch(queries)`, sent together with the other reads of this request given in the same turn. */
export function readTogether<U extends Read, T extends Readonly<[U, ...U[]]>>(
  db: Db,
  queries: T,
): Promise<BatchResponse<T>> {
  return new Promise((resolve, reject) => {
    let queue = waiting.get(db);
    if (!queue) {
      queue = [];
      waiting.set(db, queue);
      // After the continuations woken with this one have given their reads: a few microtask hops, never a
      // timer (a timer would wait behind whatever else the isolate is doing, an upload's parsing say).
      void hops(TURN_HOPS).then(() => flush(db));
    }
    queue.push({ queries: [...queries], resolve: resolve as (results: unknown[]) => void, reject });
  });
}

const alone = (db: Db, w: Waiting) =>
  db.batch(w.queries as [Read, ...Read[]]).then((results) => w.resolve(results as unknown[]), w.reject);

async function flush(db: Db): Promise<void> {
  const queue = waiting.get(db) ?? [];
  waiting.delete(db);
  if (queue.length === 1) return alone(db, queue[0]!);
  let results: unknown[];
  try {
    results = (await db.batch(queue.flatMap((w) => w.queries) as [Read, ...Read[]])) as unknown[];
  } catch {
    // One caller's failing read must not fail the others: each is tried again on its own.
    await Promise.all(queue.map((w) => alone(db, w)));
    return;
  }
  let at = 0;
  for (const w of queue) {
    w.resolve(results.slice(at, at + w.queries.length));
    at += w.queries.length;
  }
}
