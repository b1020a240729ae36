/**
 * What the OpenStreetMap tools (`npm run places:import`, `npm run tiles:build`) share: running SQL on the
 * guide's D1 (the local one, or with --remote the deployed one) through wrangler, writing values into SQL so
 * that no value can read as SQL, and asking osmium-tool about an extract.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { D1Error, d1Rows, migrateLocal } from "../lib/worker.mjs";

/** A failure the tools explain in a sentence (printed without a stack trace). */
export class ImportError extends Error {}

/** Which D1: the deployed one (`remote`), else the local one (in `persistTo` when given: the tests'). */
export interface D1Target {
  remote: boolean;
  persistTo?: string;
}

/** D1 refuses a statement longer than 100,000 bytes: the tools keep theirs under this. */
export const STATEMENT_MAX = 90_000;

/**
 * A text value in SQL, as its UTF-8 bytes in hex: tag values are anyone's text, and wrangler reads the SQL
 * it is given (it refuses or removes 'BEGIN TRANSACTION' and 'COMMIT' wherever they appear), so no value
 * may look like SQL at all. Hex is also the faster form locally: wrangler's runner splits a file with a
 * regular expression tried at every character that slows with each space read, and hex has none (a
 * 20,000-place chunk as quoted text took 104 s, in hex 56 s).
 */
export const quote = (s: string) => `CAST(X'${Buffer.from(s, "utf8").toString("hex")}' AS TEXT)`;

/** Bytes in SQL: a blob literal. */
export const blobLiteral = (bytes: Uint8Array) => `X'${Buffer.from(bytes).toString("hex")}'`;

/**
 * Makes the local D1 ready for the tools, as `npm start` does: its migrations applied (a fresh clone's first
 * import needs the tables). The deployed D1 is never migrated behind its operator's back: there the tools say
 * which command to run (npm run db:migrate:remote).
 */
export async function prepareLocal(target: D1Target): Promise<void> {
  if (target.remote) return;
  try {
    await migrateLocal({ persistTo: target.persistTo, quiet: true });
  } catch (error) {
    throw new ImportError(`the local D1's migrations could not be applied: ${(error as Error).message}`);
  }
}

/** Runs SQL (a command or a file) on the D1 and returns its rows; a refusal is an ImportError that says why. */
export function d1(target: D1Target, sql: { command: string } | { file: string }): unknown[] {
  try {
    return d1Rows(target, sql);
  } catch (error) {
    if (!(error instanceof D1Error)) throw error;
    if (/no such table: (osm_|map_)/.test(error.message))
      throw new ImportError(
        "this D1 database does not have the OpenStreetMap tables yet: apply the migrations first (npm run db:migrate:remote)",
      );
    throw new ImportError(error.message);
  }
}

/** Writes statements to `file` (one per line) and runs them on the D1 in one go. */
export function d1Statements(target: D1Target, file: string, statements: readonly string[]): void {
  if (!statements.length) return;
  writeFileSync(file, `${statements.join("\n")}\n`);
  d1(target, { file });
}

/** Runs osmium-tool. */
export function osmium(args: string[]) {
  const out = spawnSync("osmium", args, { encoding: "utf8" });
  if (out.error)
    throw new ImportError("osmium-tool is needed to read OpenStreetMap files: apt-get install osmium-tool");
  return out;
}

/** When an extract's data was taken (its header's timestamp), or null; a file osmium cannot read is an error. */
export function extractDate(file: string): string | null {
  const info = osmium(["fileinfo", "-j", file]);
  if (info.status !== 0)
    throw new ImportError(
      `${file} is not an OpenStreetMap file osmium can read: ${info.stderr.trim().split("\n")[0] ?? ""}`,
    );
  const header = JSON.parse(info.stdout) as { header?: { option?: Record<string, string> } };
  return header.header?.option?.timestamp ?? header.header?.option?.osmosis_replication_timestamp ?? null;
}
