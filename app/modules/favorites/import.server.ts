/**
 * Importing favorites: each row of an uploaded file (see import-file.server.ts) is matched through the
 * places provider, the outcome waits in D1 as a preview the person reviews, and confirming adds the chosen
 * places in one batch.
 *
 * - Matching: a row with a place id is looked up by id (one Place Details call); otherwise, or when the id
 *   is unknown, by one Text Search for its name and address, biased to its coordinates when the file has
 *   them. A result counts as the place when its name agrees and it is where the file says (within
 *   MATCH_RADIUS_KM of the coordinates, or the one such result when there are none). Same-named results
 *   (a chain with no coordinates) or a name that only partly agrees become a choice for the person.
 * - Cost: lookups go through the places cache (a file imported twice is looked up once), at most
 *   LOOKUP_CONCURRENCY at a time, and a busy provider is retried once after a pause. Each account may look
 *   up IMPORT_ROWS_PER_DAY rows a day.
 * - Nothing half-imported: the preview writes no favorite; confirming adds every chosen place in one D1
 *   batch (atomic) and marks the preview confirmed first, so a repeated or concurrent confirmation adds
 *   nothing twice. Places already saved are shown as such and skipped.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import { isolate } from "~/modules/i18n/bidi";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { ENGLISH } from "~/modules/i18n/locales";
import type { Translator } from "~/modules/i18n/translator";
import type { Snapshot } from "~/modules/lists/index.server";
import { addPlaces, builtinListId } from "~/modules/lists/index.server";
import type { Places, Restaurant } from "~/modules/places/index.server";
import { ProviderError } from "~/modules/places/index.server";
import { distanceKm, foldName } from "~/modules/places/rules";
import { ImportFileError, type ImportRow } from "./import-file.server";
import { leanSnapshot, previewCutoff } from "./index.server";

const { importPreviews } = schema;

/** Rows one account may look up in 24 hours, over all its imports. */
export const IMPORT_ROWS_PER_DAY = 500;
const LOOKUP_CONCURRENCY = 4;
const RETRY_PAUSE_MS = 1000;
/** How far a result may be from the file's coordinates and still be the same place. */
const MATCH_RADIUS_KM = 0.5;
const CHOICES_MAX = 3;

/**
 * One row of the preview: what the file said, and what was found for it. A reason is worded when the
 * preview is made, in the language of the page the file was sent from.
 */
export type PreviewRow = { line: number; name: string; address?: string; note?: string } & (
  | { status: "matched"; place: Snapshot }
  | { status: "choose"; choices: Snapshot[] }
  | { status: "missing"; reason: string }
  | { status: "already"; placeId: string; reason: string }
);

export interface Preview {
  id: string;
  /** The list the places go into. */
  listId: string;
  fileName: string;
  createdAt: number;
  rows: PreviewRow[];
  confirmedAt: number | null;
  added: number | null;
}

// ---------------------------------------------------------------- matching

const words = (text: string) => new Set(foldName(text).split(" ").filter(Boolean));

/** 3: the same name; 2: one name holds every word of the other; 1: most words shared; 0: different. */
export function nameAgreement(a: string, b: string): number {
  if (foldName(a) === foldName(b)) return 3;
  const x = words(a);
  const y = words(b);
  const shared = [...x].filter((w) => y.has(w)).length;
  if (shared && (shared === x.size || shared === y.size)) return 2;
  return shared / Math.max(x.size, y.size) >= 0.5 ? 1 : 0;
}

type Outcome =
  | Pick<PreviewRow & { status: "matched" }, "status" | "place">
  | { status: "choose"; choices: Snapshot[] }
  | {
      status: "missing";
      reason: string;
    };

/** English, for callers that name no language (the unit tests). */
const english = () => serverTranslator(ENGLISH);

/** What a text search's results say about a row (exported for its unit tests). */
export function decide(row: ImportRow, results: readonly Restaurant[], t: Translator = english()): Outcome {
  const name = row.name ?? "";
  const scored = results
    .map((p) => ({
      p,
      agree: nameAgreement(name, p.name),
      km: row.location && p.geometry ? distanceKm(row.location, p.geometry.location) : undefined,
    }))
    .filter((x) => x.agree > 0)
    .sort((a, b) => b.agree - a.agree || (a.km ?? 0) - (b.km ?? 0));
  if (!scored.length)
    return {
      status: "missing",
      reason: t.t(
        row.location || row.address ? "account.import.reason.notFoundThere" : "account.import.reason.notFound",
      ),
    };
  const strong = scored.filter((x) => x.agree >= 2 && (x.km === undefined || x.km <= MATCH_RADIUS_KM));
  if (strong.length === 1) return { status: "matched", place: leanSnapshot(strong[0]!.p) };
  if (strong.length > 1 && row.address) {
    // A chain: the branch whose address starts like the file's (its street) is the one.
    const street = foldName(row.address.split(",")[0]!);
    const same = strong.filter((x) => street && foldName(x.p.formatted_address ?? "").startsWith(street));
    if (same.length === 1) return { status: "matched", place: leanSnapshot(same[0]!.p) };
  }
  return { status: "choose", choices: scored.slice(0, CHOICES_MAX).map((x) => leanSnapshot(x.p)) };
}

const isBusy = (error: unknown) =>
  error instanceof ProviderError && (error.kind === "quota" || error.kind === "timeout" || error.kind === "upstream");

/** Calls `fn`, once more after a pause when the provider is busy. */
async function withRetry<T>(fn: () => Promise<T>, pause: number): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (!isBusy(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, pause));
    return fn();
  }
}

async function lookUp(places: Places, row: ImportRow, pause: number, t: Translator): Promise<Outcome> {
  if (row.problem) return { status: "missing", reason: t.t(row.problem.key, row.problem.values) };
  if (row.placeId) {
    const byId = (await withRetry(() => places.details(row.placeId!, "listing"), pause)).value;
    if (byId) return { status: "matched", place: leanSnapshot(byId) };
    if (!row.name) return { status: "missing", reason: t.t("account.import.reason.idGone") };
  }
  const query = [row.name, row.address].filter(Boolean).join(", ");
  const results = (
    await withRetry(
      () =>
        places.search({ query, location: row.location, radius: row.location ? 1000 : undefined, detail: "listing" }),
      pause,
    )
  ).value;
  return decide(row, results, t);
}

/** Runs `fn` over `items`, at most `limit` at a time, keeping their order. */
async function inPool<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * The preview of a file's rows for a user: each matched, to choose, not found, or already saved (before,
 * or earlier in the same file), its reasons in `t`'s language. Throws ImportFileError when the provider
 * answers none of the lookups.
 */
export async function matchRows(
  places: Places,
  rows: readonly ImportRow[],
  saved: ReadonlySet<string>,
  pause = RETRY_PAUSE_MS,
  t: Translator = english(),
  /** The list the places go into, when it is not Favorites (its name, for the reasons). */
  into?: string,
): Promise<PreviewRow[]> {
  let failed = 0;
  const outcomes = await inPool(rows, LOOKUP_CONCURRENCY, (row) =>
    lookUp(places, row, pause, t).catch((error): Outcome => {
      if (!(error instanceof ProviderError)) throw error;
      failed++;
      return { status: "missing", reason: t.t("account.import.reason.lookupFailed") };
    }),
  );
  if (failed && failed === rows.filter((r) => !r.problem).length)
    throw new ImportFileError("account.import.error.serviceDown");
  const seen = new Set(saved);
  return rows.map((row, i): PreviewRow => {
    const base = {
      line: row.line,
      name: row.name ?? row.placeId ?? t.t("account.import.reason.noName"),
      ...(row.address ? { address: row.address } : {}),
      ...(row.note ? { note: row.note } : {}),
    };
    const outcome = outcomes[i]!;
    if (outcome.status === "matched") {
      const id = outcome.place.place_id;
      if (seen.has(id))
        return {
          ...base,
          status: "already",
          placeId: id,
          reason: !saved.has(id)
            ? t.t("account.import.reason.listedEarlier")
            : into === undefined
              ? t.t("account.import.reason.alreadySaved")
              : t.t("lists.import.alreadyInList", { list: isolate(into) }),
        };
      seen.add(id);
    }
    return { ...base, ...outcome };
  });
}

// ---------------------------------------------------------------- previews in D1

/** Rows this user has had looked up in the last 24 hours. */
async function rowsLookedUpToday(db: Db, userId: string, now: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`coalesce(sum(${importPreviews.rowCount}), 0)` })
    .from(importPreviews)
    .where(and(eq(importPreviews.userId, userId), gt(importPreviews.createdAt, previewCutoff(now))));
  return Number(r?.n ?? 0);
}

/**
 * Reads nothing from the provider until the day's allowance is checked; then matches the rows and stores
 * the preview, its reasons in `t`'s language. Returns its id. Expired previews are invisible here
 * (loadPreview, the allowance) and are deleted by the daily Cron run (purgeExpiredPreviews).
 */
export async function createPreview(
  db: Db,
  places: Places,
  userId: string,
  fileName: string,
  rows: readonly ImportRow[],
  t: Translator,
  now = Date.now(),
  /** The list the places go into (Favorites when none), and its title when it is not Favorites. */
  into?: { id: string; title?: string },
): Promise<string> {
  const listId = into?.id;
  const used = await rowsLookedUpToday(db, userId, now);
  if (used + rows.length > IMPORT_ROWS_PER_DAY)
    throw new ImportFileError("account.import.error.dailyLimit", {
      perDay: IMPORT_ROWS_PER_DAY,
      used,
      count: rows.length,
    });
  const target = listId ?? (await builtinListId(db, userId, "favorites"));
  const savedRows = await db
    .select({ placeId: schema.listPlaces.placeId })
    .from(schema.listPlaces)
    .where(and(eq(schema.listPlaces.listId, target), eq(schema.listPlaces.userId, userId)));
  const saved = new Set(savedRows.map((r) => r.placeId));
  const preview = await matchRows(places, rows, saved, RETRY_PAUSE_MS, t, into?.title);
  const id = crypto.randomUUID();
  await db.insert(importPreviews).values({
    id,
    userId,
    listId: target,
    fileName: fileName.slice(0, 120) || "favorites",
    createdAt: new Date(now),
    rowCount: rows.length,
    rows: preview,
  });
  return id;
}

/** A preview of this user's that has not expired; null otherwise (someone else's looks the same as none). */
export async function loadPreview(db: Db, userId: string, id: string, now = Date.now()): Promise<Preview | null> {
  const row = await db.query.importPreviews.findFirst({
    where: and(
      eq(importPreviews.id, id),
      eq(importPreviews.userId, userId),
      gt(importPreviews.createdAt, previewCutoff(now)),
    ),
  });
  if (!row) return null;
  return {
    id: row.id,
    listId: row.listId ?? (await builtinListId(db, userId, "favorites")),
    fileName: row.fileName,
    createdAt: row.createdAt.getTime(),
    rows: row.rows as PreviewRow[],
    confirmedAt: row.confirmedAt?.getTime() ?? null,
    added: row.added,
  };
}

/** What the confirm form chose: matched rows to add (by index), and a choice per row to choose. */
export interface Selection {
  add: readonly number[];
  picks: ReadonlyMap<number, number>;
}

/** The places a selection adds, in the file's order; null when it names rows or choices the preview lacks. */
export function chosenPlaces(preview: Preview, selection: Selection): Snapshot[] | null {
  const add = new Set(selection.add);
  for (const i of add) if (preview.rows[i]?.status !== "matched") return null;
  for (const [i, pick] of selection.picks) {
    const row = preview.rows[i];
    if (row?.status !== "choose" || !row.choices[pick]) return null;
  }
  const places: Snapshot[] = [];
  const seen = new Set<string>();
  preview.rows.forEach((row, i) => {
    const place =
      row.status === "matched" && add.has(i)
        ? row.place
        : row.status === "choose" && selection.picks.has(i)
          ? row.choices[selection.picks.get(i)!]
          : undefined;
    if (place && !seen.has(place.place_id)) {
      seen.add(place.place_id);
      places.push(place);
    }
  });
  return places;
}

/**
 * Adds the chosen places in one batch. The preview is claimed first (confirmed_at set where it was
 * empty), so only one of two concurrent confirmations adds; if the batch fails the claim is released.
 * `added`: the favorites this call created (places already saved are not counted); `repeated`: the
 * preview was already confirmed (a retry or a second tab), so this call added nothing.
 */
export async function confirmPreview(
  db: Db,
  userId: string,
  preview: Preview,
  places: readonly Snapshot[],
): Promise<{ added: number; repeated: boolean }> {
  const claim = await db
    .update(importPreviews)
    .set({ confirmedAt: new Date() })
    .where(
      and(eq(importPreviews.id, preview.id), eq(importPreviews.userId, userId), isNull(importPreviews.confirmedAt)),
    );
  if ((claim.meta?.changes ?? 0) === 0) return { added: 0, repeated: true };
  let added: number;
  try {
    // Each place with the note its row of the file carried (a list's export writes them).
    const notes = new Map<string, string>();
    for (const row of preview.rows) {
      const id = row.status === "matched" ? row.place.place_id : undefined;
      if (row.note && id && !notes.has(id)) notes.set(id, row.note);
      if (row.note && row.status === "choose")
        for (const c of row.choices) if (!notes.has(c.place_id)) notes.set(c.place_id, row.note);
    }
    added = await addPlaces(
      db,
      userId,
      preview.listId,
      places.map((place) => ({ place: place as Restaurant, note: notes.get(place.place_id) ?? null })),
    );
  } catch (error) {
    await db.update(importPreviews).set({ confirmedAt: null }).where(eq(importPreviews.id, preview.id));
    throw error;
  }
  await db.update(importPreviews).set({ added }).where(eq(importPreviews.id, preview.id));
  return { added, repeated: false };
}
