/**
 * A local D1 (and R2) of wrangler's in a temporary directory of its own, for a Node test file of the scripts
 * that write to them (the OpenStreetMap import, the basemap's tiles): no two files, and no running `npm start`,
 * share one.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { d1Rows, migrateLocal, r2Object } from "../scripts/lib/worker.mjs";

/**
 * The time limit of a test that runs a script on a local D1 (osmium, tilemaker and a wrangler process per
 * statement file, each starting workerd): such a test took over 60 s beside a second server and a crawler
 * on a 2-core machine, where a 60 s limit failed a run with no defect. Four minutes is a wide margin.
 */
export const SCRIPT_TEST_MS = 240_000;

/** A new local D1 under a temporary directory named from `prefix`; `migrate` before use, `remove` after. */
export function localD1(prefix: string) {
  const persistTo = mkdtempSync(path.join(tmpdir(), prefix));
  return {
    /** Where wrangler keeps this D1: the scripts' `persistTo`. */
    persistTo,
    /** Applies the migrations, as `npm run db:migrate:local` does. */
    migrate: () => migrateLocal({ persistTo, quiet: true }),
    /** The rows of a query, every statement's in turn. */
    async query<T>(command: string): Promise<T[]> {
      return d1Rows({ persistTo }, { command }) as T[];
    },
    /** The bytes of an object in the local tiles bucket, or null when there is none. */
    tilesObject(key: string): Buffer | null {
      const file = path.join(persistTo, "object.bin");
      try {
        r2Object({ persistTo }, "get", key, ["--file", file]);
        return readFileSync(file);
      } catch {
        return null;
      } finally {
        rmSync(file, { force: true });
      }
    },
    /** Deletes the directory. */
    remove: () => rmSync(persistTo, { recursive: true, force: true }),
  };
}
