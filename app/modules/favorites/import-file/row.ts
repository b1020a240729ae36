/**
 * One place a file lists, as every format hands it over: the format's reader finds the fields (a CSV's
 * columns, a GeoJSON feature's properties, a KML placemark's elements) and `row` makes them one ImportRow,
 * the same way for all formats: text cleaned and bounded, coordinates in range, a place id taken from the
 * file or from a Google Maps or TableScout link. A row too flawed to look up is kept, with its problem, so
 * the preview can list it as not found.
 */
import { NOTE_MAX } from "~/modules/http/limits";
import { PLACE_ID } from "~/modules/places/params";
import type { AccountMessage } from "./error";

const NAME_MAX = 200;
const ADDRESS_MAX = 300;

/** One place the file lists, as the file gives it. `line`: its row (CSV line, feature or placemark number). */
export interface ImportRow {
  line: number;
  name?: string;
  address?: string;
  placeId?: string;
  location?: { lat: number; lng: number };
  /** The note the file carries for the place (a list's export writes one per place). */
  note?: string;
  /** Why the row cannot be looked up at all (it is listed as not found, with this reason). */
  problem?: AccountMessage;
}

/** The fields a format found for one place, as the file writes them (any of them may be missing). */
export interface RowFields {
  name?: unknown;
  address?: unknown;
  placeId?: unknown;
  url?: unknown;
  lat?: unknown;
  lng?: unknown;
  note?: unknown;
}

/** Text without the quote CSV exports (ours too) put before a leading = + - @ so no spreadsheet runs it. */
function withoutFormulaGuard(text: string): string {
  return text[0] === "'" && "=+-@".includes(text[1] ?? " ") ? text.slice(1) : text;
}

/** A name or address: one line, white space folded; undefined when blank, null when longer than `max`. */
function cleanText(value: unknown, max: number): string | undefined | null {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  let text = withoutFormulaGuard(String(value));
  // Runs of white space become one space (tested first: most cells have none to fold).
  if (/[^\S ]| {2}/.test(text)) text = text.replace(/\s+/g, " ");
  text = text.trim();
  if (!text) return undefined;
  return text.length > max ? null : text;
}

/** A note as a list keeps it: plain text, its line breaks kept, at most NOTE_MAX characters. */
function cleanNote(value: string): string {
  let text = withoutFormulaGuard(value).replace(/\r\n?/g, "\n");
  // Control characters other than the line break go (tested by code point: a regex of them trips linters).
  text = [...text]
    .filter((c) => c === "\n" || (c > "\u001f" && c !== "\u007f"))
    .join("")
    .trim();
  return text.slice(0, NOTE_MAX);
}

function coordinate(value: unknown, limit: number): number | undefined {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined;
}

/** A Google Maps or TableScout link's place id (`query_place_id`, `place_id` or `pid`), when it has one. */
function placeIdOfUrl(value: unknown): string | undefined {
  if (typeof value !== "string" || !/^https?:\/\//i.test(value.trim())) return undefined;
  // Most links (Takeout's `?cid=`) name no id: they are not parsed at all (a URL parse per row is most of
  // a large file's time).
  if (!/[?&](query_place_id|place_id|pid)=/.test(value)) return undefined;
  try {
    const url = new URL(value.trim());
    const id =
      url.searchParams.get("query_place_id") ?? url.searchParams.get("place_id") ?? url.searchParams.get("pid");
    return id && PLACE_ID.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** A row from the fields a format found; null when the row is entirely empty (skipped). */
export function row(line: number, fields: RowFields): ImportRow | null {
  const name = cleanText(fields.name, NAME_MAX);
  const address = cleanText(fields.address, ADDRESS_MAX);
  const rawId = typeof fields.placeId === "string" ? fields.placeId.trim() : "";
  const placeId = PLACE_ID.test(rawId) ? rawId : placeIdOfUrl(fields.url);
  const lat = coordinate(fields.lat, 90);
  const lng = coordinate(fields.lng, 180);
  // Takeout writes [0, 0] for places it has no coordinates for.
  const location = lat !== undefined && lng !== undefined && (lat !== 0 || lng !== 0) ? { lat, lng } : undefined;
  if (name === undefined && address === undefined && !placeId && !rawId && !location) return null;
  const out: ImportRow = { line };
  if (name) out.name = name;
  if (address) out.address = address;
  if (placeId) out.placeId = placeId;
  if (location) out.location = location;
  // A note longer than a list keeps is cut to fit (it is the person's own text, not a lookup key).
  const note = typeof fields.note === "string" ? cleanNote(fields.note) : "";
  if (note) out.note = note;
  if (name === null) out.problem = { key: "account.import.reason.nameTooLong", values: { max: NAME_MAX } };
  else if (!name && !placeId) out.problem = { key: "account.import.reason.noNameOrId" };
  return out;
}
