/**
 * What the OpenStreetMap tools (`npm run places:import`, `places:remove`, `tiles:build`) share: running SQL on
 * the guide's D1 (the local one, or with --remote the deployed one) through wrangler, writing rows into SQL
 * with the columns db/schema.ts declares and values that cannot read as SQL, switching a generation of rows
 * in, and asking osmium-tool about an extract.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { getTableColumns, getTableName } from "drizzle-orm";
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
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

/** A value already written as SQL (text through quote(), a blob literal, a number), or null for NULL. */
export type SqlValue = string | number | null;

/**
 * A row of `T` as SQL values, keyed by the names db/schema.ts gives its columns: a column the table requires
 * is required here, and a name the schema does not have is an error.
 */
export type SqlRow<T extends SQLiteTable> = { [K in keyof T["$inferInsert"]]: SqlValue };

/** The SQL names of `keys` (the schema's names of columns of `table`). */
function columnNames(table: SQLiteTable, keys: readonly string[]): string[] {
  const columns: Record<string, { name: string }> = getTableColumns(table);
  return keys.map((key) => columns[key]!.name);
}

/** One row's values, in the order of `keys`: `(v1, v2, …)`. */
const valuesOf = (keys: readonly string[], row: Record<string, SqlValue>) =>
  `(${keys.map((key) => row[key] ?? "NULL").join(", ")})`;

/**
 * INSERT statements of `rows` into `table` (each row with the keys of the first, the columns they name), as
 * few as D1's statement limit allows: rows are added to a statement until the next would pass it.
 */
export function insertStatements<T extends SQLiteTable>(table: T, rows: readonly SqlRow<T>[]): string[] {
  if (!rows.length) return [];
  const keys = Object.keys(rows[0]!);
  const head = `INSERT INTO ${getTableName(table)} (${columnNames(table, keys).join(", ")}) VALUES`;
  const statements: string[] = [];
  let batch: string[] = [];
  let size = 0;
  for (const row of rows) {
    const values = valuesOf(keys, row);
    if (batch.length && size + values.length > STATEMENT_MAX) {
      statements.push(`${head}\n${batch.join(",\n")};`);
      batch = [];
      size = 0;
    }
    batch.push(values);
    size += values.length + 2;
  }
  statements.push(`${head}\n${batch.join(",\n")};`);
  return statements;
}

/** Writes `row` into `table`, over the row of the same primary key if there is one. */
export function upsertStatement<T extends SQLiteTable>(table: T, row: SqlRow<T>): string {
  const keys = Object.keys(row);
  const names = columnNames(table, keys);
  const key = getTableConfig(table).columns.find((c) => c.primary)!.name;
  const updates = names.filter((name) => name !== key).map((name) => `${name} = excluded.${name}`);
  return `INSERT INTO ${getTableName(table)} (${names.join(", ")}) VALUES ${valuesOf(keys, row)} ON CONFLICT(${key}) DO UPDATE SET ${updates.join(", ")}`;
}

/**
 * Rows written in generations, so that visitors never see half a run: a run writes its rows under a new
 * generation, one statement (the switch) then makes it the one visitors read, and the other generations' rows
 * are deleted after. `visible` is SQL answering the generation visitors read (none before the first run),
 * `highest` SQL answering the highest one written, `deleteRows(which)` SQL deleting the rows of the generations
 * `which` selects ('> 3', '<> 4').
 */
export interface Generations {
  visible: string;
  highest: string;
  deleteRows: (which: string) => string;
}

/**
 * The generation a run writes: the one after the visible one. Rows above the visible one are what a run that
 * failed left behind: they are deleted first.
 */
export function nextGeneration(target: D1Target, rows: Generations): { visible: number; generation: number } {
  const [current] = d1(target, {
    command: `SELECT (${rows.visible}) AS visible, (${rows.highest}) AS highest`,
  }) as { visible: number | null; highest: number | null }[];
  const visible = current?.visible ?? 0;
  if ((current?.highest ?? 0) > visible) d1(target, { command: rows.deleteRows(`> ${visible}`) });
  return { visible, generation: visible + 1 };
}

/** The switch: `pointer` (one statement) makes `generation` the visible one; the others' rows are then deleted. */
export function switchGeneration(target: D1Target, rows: Generations, generation: number, pointer: string): void {
  d1(target, { command: pointer });
  d1(target, { command: rows.deleteRows(`<> ${generation}`) });
}

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
