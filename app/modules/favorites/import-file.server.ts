/**
 * Reading a favorites file someone uploads: the places it lists, before anything is looked up. Accepted:
 *
 * - CSV with a header line: a name column (and ideally an address, or latitude and longitude), or a place id
 *   column. TableScout's own export, and most spreadsheets' lists, read as they are; `;` and tab separators
 *   are recognised.
 * - GeoJSON (a FeatureCollection of points): TableScout's export, Google Takeout's 'Saved Places.json' (both
 *   its current and its older property names), or any points with a name.
 * - KML (Google My Maps, Google Earth, TableScout's export), and KMZ.
 * - A .zip holding one of these, such as a Google Takeout archive of 'Maps (your places)'.
 *
 * Every failure is an ImportFileError whose message says what to do, and nothing is kept: a file is read
 * whole or refused. Limits (IMPORT_MAX_BYTES, IMPORT_MAX_ROWS) apply to the upload and to what a zip unpacks
 * to, counted while inflating, so a zip bomb stops at the limit instead of filling memory.
 *
 * Every reader takes time linear in its input: no pattern runs over a whole file (patterns only match a
 * cell, a name or a short token), and KML goes through an XML parser only after one pass (checkXml) has
 * bounded its nesting, its number of elements and the length of its texts.
 */

import { XMLParser } from "fast-xml-parser";
import { Unzip, UnzipInflate } from "fflate";
import { IntlMessageFormat } from "intl-messageformat";
import englishMessages from "~/messages/en/account.json";
import { joinBytes } from "~/modules/http/bytes";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, NOTE_MAX } from "~/modules/http/limits";
import type { Translator, Values } from "~/modules/i18n/translator";
import { PLACE_ID } from "~/modules/places/params";

export { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS };

const NAME_MAX = 200;
const ADDRESS_MAX = 300;

/** A message of the account area, with what to put in it: worded in a page's language when it is shown. */
export interface AccountMessage {
  key: keyof typeof englishMessages;
  values?: Values;
}

const englishFormats = new Map<string, IntlMessageFormat>();

/** An account message in English, straight from the English catalogue. */
function englishText(key: AccountMessage["key"], values: Values): string {
  let format = englishFormats.get(key);
  if (!format) {
    format = new IntlMessageFormat(englishMessages[key], "en");
    englishFormats.set(key, format);
  }
  return String(format.format(values as Record<string, string>));
}

/**
 * A file refused, and why: `message` is the English text (logs, tests, the benchmark, which runs this file
 * outside the app and so reads the English catalogue itself); `messageIn` words it in a page's language.
 */
export class ImportFileError extends Error {
  override name = "ImportFileError";
  readonly key: AccountMessage["key"];
  readonly values: Values;

  constructor(key: AccountMessage["key"], values: Values = {}) {
    super(englishText(key, values));
    this.key = key;
    this.values = values;
  }

  messageIn(translator: Translator): string {
    return translator.t(this.key, this.values);
  }
}

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

const MB = 1024 * 1024;

/** The rows of an uploaded file; throws ImportFileError with a message for the person who sent it. */
export function readImportFile(bytes: Uint8Array): ImportRow[] {
  if (bytes.byteLength === 0) throw new ImportFileError("account.import.error.empty");
  if (bytes.byteLength > IMPORT_MAX_BYTES)
    throw new ImportFileError("account.import.error.tooLarge", { mb: IMPORT_MAX_BYTES / MB });
  const rows = readImportRows(bytes);
  if (rows.length === 0) throw new ImportFileError("account.import.error.noPlaces");
  if (rows.length > IMPORT_MAX_ROWS)
    throw new ImportFileError("account.import.error.tooManyRows", { count: rows.length, max: IMPORT_MAX_ROWS });
  return rows;
}

/**
 * The rows of a file of any size, without readImportFile's limits on the upload and on the row count (a
 * zip still unpacks to at most `maxUnpacked` bytes): what the benchmark times on files larger than an
 * upload may be. Throws ImportFileError only.
 */
export function readImportRows(bytes: Uint8Array, maxUnpacked = IMPORT_MAX_BYTES): ImportRow[] {
  return readText(isZip(bytes) ? unpack(bytes, maxUnpacked) : bytes);
}

// ---------------------------------------------------------------- zip

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** Which file of a zip to read: Takeout's saved places first, then a KMZ's KML, then any one list. */
function rank(name: string): number {
  const base = name.split("/").pop()!.toLowerCase();
  if (base === "saved places.json") return 0;
  if (base === "doc.kml") return 1;
  if (/\.(csv|geojson|json|kml)$/.test(base) && !base.startsWith(".")) return 2;
  return -1;
}

/**
 * Deflate can expand about a thousandfold, so the zip is fed to the inflater in small slices: each slice
 * can unpack to a few megabytes at most, and the running count stops everything once past the limit.
 */
const ZIP_SLICE = 4096;

/** The one list inside a zip, inflated with a running count that stops past `maxUnpacked` bytes. */
function unpack(zip: Uint8Array, maxUnpacked: number): Uint8Array {
  const entries: { name: string; chunks: Uint8Array[]; size: number }[] = [];
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  let total = 0;
  let failure: ImportFileError | undefined;
  unzip.onfile = (file) => {
    if (rank(file.name) < 0) return;
    const entry = { name: file.name, chunks: [] as Uint8Array[], size: 0 };
    entries.push(entry);
    file.ondata = (error, chunk) => {
      if (failure) return;
      if (error) {
        failure = new ImportFileError("account.import.error.zipDamaged");
        return;
      }
      total += chunk.byteLength;
      entry.size += chunk.byteLength;
      if (total > maxUnpacked) {
        failure = new ImportFileError("account.import.error.zipTooLarge", { mb: maxUnpacked / MB });
        file.terminate();
        return;
      }
      entry.chunks.push(chunk);
    };
    try {
      file.start();
    } catch {
      failure = new ImportFileError("account.import.error.zipMethod");
    }
  };
  try {
    for (let at = 0; at < zip.byteLength && !failure; at += ZIP_SLICE) {
      const end = Math.min(at + ZIP_SLICE, zip.byteLength);
      unzip.push(zip.subarray(at, end), end === zip.byteLength);
    }
  } catch {
    failure ??= new ImportFileError("account.import.error.zipDamaged");
  }
  if (failure) throw failure;
  if (!entries.length) throw new ImportFileError("account.import.error.zipNoList");
  const best = Math.min(...entries.map((e) => rank(e.name)));
  const candidates = entries.filter((e) => rank(e.name) === best);
  if (candidates.length > 1) throw new ImportFileError("account.import.error.zipSeveral");
  const chosen = candidates[0]!;
  if (chosen.size === 0) throw new ImportFileError("account.import.error.zipEmpty");
  return joinBytes(chosen.chunks);
}

// ---------------------------------------------------------------- text

function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    // UTF-16 big-endian: swap to little-endian, which every runtime decodes.
    const swapped = new Uint8Array(bytes.byteLength - 2);
    for (let i = 2; i + 1 < bytes.byteLength; i += 2) {
      swapped[i - 2] = bytes[i + 1]!;
      swapped[i - 1] = bytes[i]!;
    }
    return new TextDecoder("utf-16le").decode(swapped);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ImportFileError("account.import.error.notUtf8");
  }
  if (text.includes("\u0000")) throw new ImportFileError("account.import.error.notText");
  return text;
}

function readText(bytes: Uint8Array): ImportRow[] {
  const text = decode(bytes).trim();
  if (!text) throw new ImportFileError("account.import.error.empty");
  if (text.startsWith("{") || text.startsWith("[")) return readGeoJson(text);
  if (text.startsWith("<")) return readKml(text);
  return readCsv(text);
}

// ---------------------------------------------------------------- cells

function cleanText(value: unknown, max: number): string | undefined | null {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  let text = String(value);
  // A leading quote before = + - @ is the formula guard CSV exports (ours too) put on such text.
  if (text[0] === "'" && "=+-@".includes(text[1] ?? " ")) text = text.slice(1);
  // Runs of white space become one space (tested first: most cells have none to fold).
  if (/[^\S ]| {2}/.test(text)) text = text.replace(/\s+/g, " ");
  text = text.trim();
  if (!text) return undefined;
  return text.length > max ? null : text;
}

/** A note as a list keeps it: plain text, its line breaks kept, at most NOTE_MAX characters. */
function cleanNote(value: string): string {
  let text = value[0] === "'" && "=+-@".includes(value[1] ?? " ") ? value.slice(1) : value;
  text = text.replace(/\r\n?/g, "\n");
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
function row(
  line: number,
  fields: {
    name?: unknown;
    address?: unknown;
    placeId?: unknown;
    url?: unknown;
    lat?: unknown;
    lng?: unknown;
    note?: unknown;
  },
): ImportRow | null {
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

// ---------------------------------------------------------------- CSV

/** Header names as people write them, folded ('Place ID', 'place_id', 'placeId' are one). */
const CSV_COLUMNS = {
  name: ["name", "title", "restaurant", "restaurantname", "placename", "businessname"],
  address: ["address", "formattedaddress", "fulladdress", "streetaddress", "location"],
  placeId: ["placeid", "googleplaceid"],
  url: ["googlemapsurl", "googlemapslink", "mapsurl", "url", "link"],
  lat: ["latitude", "lat"],
  lng: ["longitude", "lng", "lon", "long"],
  note: ["note", "notes", "comment", "comments"],
} as const;

const foldHeader = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The separator of a CSV file: whichever of `,` `;` and tab its header line (up to the first line break)
 * holds most often outside quotes; `,` when none.
 */
function csvDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [",", 0],
    [";", 0],
    ["\t", 0],
  ]);
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "\n" || c === "\r")) break;
    else if (!quoted && counts.has(c)) counts.set(c, counts.get(c)! + 1);
  }
  let best = ",";
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d;
  return best;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * Calls `onRecord` with the fields of each record of CSV text (RFC 4180: fields in double quotes may hold
 * separators, line breaks and doubled quotes; lines end in LF, CRLF or CR), skipping blank lines. Each
 * character is looked at once, and each record is handed on as soon as it is read, so a large file makes
 * no table of all its cells (a general-purpose parser built one and spent most of its time collecting
 * it). A quote left open runs to the end of the file, as spreadsheets read it; text after a closing
 * quote is kept as part of the field.
 */
export function readCsvRecords(text: string, delimiter: string, onRecord: (fields: string[]) => void): void {
  const n = text.length;
  const d = delimiter.charCodeAt(0);
  /** Where the unquoted text that starts at `from` ends: the next separator or line break. */
  const plainEnd = (from: number) => {
    let j = from;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c === d || c === LF || c === CR) break;
      j++;
    }
    return j;
  };
  let fields: string[] = [];
  let i = 0;
  while (i < n) {
    let value: string;
    if (text.charCodeAt(i) === QUOTE) {
      // The closing quote is the first one not doubled; the field is then cut out once and its doubled
      // quotes undone in one pass (no string built piece by piece, however many quotes it holds).
      const start = i + 1;
      let q = text.indexOf('"', start);
      while (q >= 0 && text.charCodeAt(q + 1) === QUOTE) q = text.indexOf('"', q + 2);
      const close = q < 0 ? n : q;
      value = text.slice(start, close);
      if (value.includes('"')) value = value.replaceAll('""', '"');
      i = q < 0 ? n : q + 1;
      const end = plainEnd(i);
      if (end > i) value += text.slice(i, end);
      i = end;
    } else {
      const end = plainEnd(i);
      value = text.slice(i, end);
      i = end;
    }
    fields.push(value);
    if (i < n && text.charCodeAt(i) === d) {
      i++;
      // A separator at the very end still opens one last, empty field.
      if (i < n) continue;
      fields.push("");
    } else if (i < n) {
      i += text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    }
    if (fields.length > 1 || fields[0] !== "") onRecord(fields);
    fields = [];
  }
}

function readCsv(text: string): ImportRow[] {
  const rows: ImportRow[] = [];
  let at: Record<keyof typeof CSV_COLUMNS, number> | undefined;
  let line = 1;
  readCsvRecords(text, csvDelimiter(text), (fields) => {
    if (!at) {
      at = csvColumns(fields);
      return;
    }
    line++;
    const cell = (i: number) => (i >= 0 ? fields[i] : undefined);
    const r = row(line, {
      name: cell(at.name),
      address: cell(at.address),
      placeId: cell(at.placeId),
      url: cell(at.url),
      lat: cell(at.lat),
      lng: cell(at.lng),
      note: cell(at.note),
    });
    if (r) rows.push(r);
  });
  if (!at) throw new ImportFileError("account.import.error.noPlaces");
  return rows;
}

/** Which column holds what, from the header line; refuses a file none of whose columns can find a place. */
function csvColumns(header: string[]): Record<keyof typeof CSV_COLUMNS, number> {
  const folded = header.map(foldHeader);
  const column = (names: readonly string[]) => {
    for (const n of names) {
      const i = folded.indexOf(n);
      if (i >= 0) return i;
    }
    return -1;
  };
  const at = Object.fromEntries(Object.entries(CSV_COLUMNS).map(([k, names]) => [k, column(names)])) as Record<
    keyof typeof CSV_COLUMNS,
    number
  >;
  if (at.name < 0 && at.placeId < 0 && at.url < 0) {
    const seen = header
      .slice(0, 6)
      .map((h) => `'${h.slice(0, 30)}'`)
      .join(", ");
    throw new ImportFileError("account.import.error.noNameColumn", { seen });
  }
  return at;
}

// ---------------------------------------------------------------- GeoJSON and Takeout

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});

function readGeoJson(text: string): ImportRow[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ImportFileError("account.import.error.jsonDamaged");
  }
  const root = obj(data);
  const features = Array.isArray(data)
    ? data
    : root.type === "FeatureCollection" && Array.isArray(root.features)
      ? root.features
      : root.type === "Feature"
        ? [root]
        : null;
  if (!features) throw new ImportFileError("account.import.error.jsonNotList");
  const rows: ImportRow[] = [];
  features.forEach((f, i) => {
    const feature = obj(f);
    const props = obj(feature.properties);
    const geometry = obj(feature.geometry);
    const coords = geometry.type === "Point" && Array.isArray(geometry.coordinates) ? geometry.coordinates : [];
    // Takeout today: properties.location {name, address}, properties.google_maps_url.
    // Takeout before 2024: properties.Title, properties.Location {'Business Name', Address, 'Geo Coordinates'}.
    const takeout = obj(props.location);
    const older = obj(props.Location);
    const olderCoords = obj(older["Geo Coordinates"]);
    const r = row(i + 1, {
      name: takeout.name ?? older["Business Name"] ?? props.name ?? props.Name ?? props.Title ?? props.title,
      address: takeout.address ?? older.Address ?? props.address ?? props.Address,
      placeId: props.place_id ?? props.placeId,
      url: props.google_maps_url ?? props["Google Maps URL"] ?? props.tablescout_url,
      lat: coords[1] ?? olderCoords.Latitude,
      lng: coords[0] ?? olderCoords.Longitude,
      // Takeout's saved places carry the person's own note as 'Comment'.
      note: props.note ?? props.Note ?? props.Comment ?? props.comment,
    });
    if (r) rows.push(r);
  });
  return rows;
}

// ---------------------------------------------------------------- KML

/** How deep a KML file's elements may nest (Google Earth's folders in folders stay far below this). */
export const KML_MAX_DEPTH = 64;
/** How many elements, and how many attributes, a KML file may hold: 100 places need a few thousand. */
export const KML_MAX_NODES = 20_000;
/** The longest text, attribute value or tag one KML file may hold (a description with pictures is shorter). */
export const KML_MAX_TEXT = 64 * 1024;

/**
 * A real XML parser, in document order (placemarks inside and outside folders stay in the file's order),
 * without entity processing: the five predefined entities and character references are decoded by
 * `xmlText`, and no document type is ever read. It only sees files `checkXml` passed.
 */
const kmlParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: KML_MAX_DEPTH,
});

const damagedXml = () => new ImportFileError("account.import.error.xmlDamaged");
const tooLongXml = () => new ImportFileError("account.import.error.kmlTextTooLong", { kb: KML_MAX_TEXT / 1024 });
const tooManyXml = () =>
  new ImportFileError("account.import.error.kmlTooMany", { max: KML_MAX_NODES, rows: IMPORT_MAX_ROWS });

/** A character that may start an XML name (ASCII letters, '_', ':', or anything past ASCII). */
const isNameStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 58 || c > 127;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * One pass over the text, before the parser sees it, so the parser's work is bounded: tags must be closed
 * in order (names matching), nest at most KML_MAX_DEPTH deep, number at most KML_MAX_NODES elements and
 * as many attributes, and no text, CDATA, tag or attribute value may be longer than KML_MAX_TEXT.
 * Comments, CDATA and processing instructions are skipped to their end marker (found with indexOf, so an
 * unclosed one costs one scan); a document type or entity declaration is refused.
 */
function checkXml(text: string): void {
  const open: string[] = [];
  let elements = 0;
  let attributes = 0;
  let at = 0;
  const skipTo = (marker: string, from: number, limit = Number.POSITIVE_INFINITY) => {
    const end = text.indexOf(marker, from);
    if (end < 0) throw damagedXml();
    if (end - from > limit) throw tooLongXml();
    return end + marker.length;
  };
  for (;;) {
    const lt = text.indexOf("<", at);
    if ((lt < 0 ? text.length : lt) - at > KML_MAX_TEXT) throw tooLongXml();
    if (lt < 0) break;
    if (text.startsWith("<!--", lt)) at = skipTo("-->", lt + 4);
    else if (text.startsWith("<![CDATA[", lt)) at = skipTo("]]>", lt + 9, KML_MAX_TEXT);
    else if (text.startsWith("<?", lt)) at = skipTo("?>", lt + 2, KML_MAX_TEXT);
    else if (text[lt + 1] === "!") {
      const word = text.slice(lt + 2, lt + 9).toUpperCase();
      if (word === "DOCTYPE" || word.startsWith("ENTITY")) throw new ImportFileError("account.import.error.doctype");
      throw damagedXml();
    } else {
      const closing = text[lt + 1] === "/";
      const nameAt = lt + (closing ? 2 : 1);
      if (!isNameStart(text.charCodeAt(nameAt))) throw damagedXml();
      // The tag runs to the first '>' outside quotes; its name ends at a space, '/' or '>'.
      let j = nameAt;
      let nameEnd = -1;
      let space = false;
      for (; j < text.length; j++) {
        const c = text.charCodeAt(j);
        if (j - lt > KML_MAX_TEXT) throw tooLongXml();
        if (c === 62) break;
        if (nameEnd < 0 && (isSpace(c) || c === 47)) nameEnd = j;
        if (c === 34 || c === 39) {
          const close = text.indexOf(text[j]!, j + 1);
          if (close < 0) throw damagedXml();
          if (close - j > KML_MAX_TEXT) throw tooLongXml();
          j = close;
          space = false;
          continue;
        }
        if (isSpace(c)) space = true;
        else {
          // An attribute starts after a space (not its '=' or a closing '/').
          if (space && c !== 61 && c !== 47 && ++attributes > KML_MAX_NODES) throw tooManyXml();
          space = false;
        }
      }
      if (j >= text.length) throw damagedXml();
      const name = text.slice(nameAt, nameEnd < 0 ? j : nameEnd);
      if (closing) {
        if (open.pop() !== name) throw damagedXml();
      } else if (text.charCodeAt(j - 1) !== 47) {
        if (open.length >= KML_MAX_DEPTH)
          throw new ImportFileError("account.import.error.tooDeep", { depth: KML_MAX_DEPTH });
        open.push(name);
      }
      if (!closing && ++elements > KML_MAX_NODES) throw tooManyXml();
      at = j + 1;
    }
  }
  if (open.length) throw damagedXml();
}

/** One node of the parser's ordered tree: an element `{ tag: children, ":@": attributes }` or `{ "#text": … }`. */
type XmlNode = Record<string, unknown>;

const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** XML's predefined entities and character references decoded (one pass; anything else is left as written). */
function xmlText(raw: string): string {
  if (!raw.includes("&")) return raw;
  return raw.replace(/&(amp|lt|gt|quot|apos|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});/g, (whole, ref: string) => {
    if (ref[0] !== "#") return PREDEFINED[ref]!;
    const code = ref[1] === "x" ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

const elementName = (node: XmlNode) => Object.keys(node).find((k) => k !== ":@");

/** An element's own text (its text and CDATA pieces, entities decoded). */
function textOf(children: readonly XmlNode[]): string {
  let out = "";
  for (const c of children) if (typeof c["#text"] === "string") out += c["#text"];
  return xmlText(out);
}

/** The children of the first child element called `name`. */
function child(children: readonly XmlNode[], name: string): XmlNode[] | undefined {
  for (const c of children) if (Array.isArray(c[name])) return c[name] as XmlNode[];
  return undefined;
}

/** The placemarks' children, in document order: every node visited once, without recursion. */
function placemarksOf(tree: readonly XmlNode[]): XmlNode[][] {
  const placemarks: XmlNode[][] = [];
  const stack: XmlNode[] = [...tree].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    const name = elementName(node);
    if (!name || !Array.isArray(node[name])) continue;
    const children = node[name] as XmlNode[];
    if (name === "Placemark") placemarks.push(children);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return placemarks;
}

function readKml(text: string): ImportRow[] {
  checkXml(text);
  let tree: XmlNode[];
  try {
    tree = kmlParser.parse(text) as XmlNode[];
  } catch {
    throw damagedXml();
  }
  const root = Array.isArray(tree) ? tree.find((node) => Array.isArray(node.kml)) : undefined;
  if (!root) throw new ImportFileError("account.import.error.notKml");
  const rows: ImportRow[] = [];
  placemarksOf(tree).forEach((p, i) => {
    const data = new Map<string, unknown>();
    for (const d of child(p, "ExtendedData") ?? []) {
      const entry = d.Data;
      const key = (d[":@"] as Record<string, unknown> | undefined)?.["@name"];
      if (Array.isArray(entry) && typeof key === "string")
        data.set(xmlText(key).toLowerCase(), textOf(child(entry as XmlNode[], "value") ?? []));
    }
    const field = (name: string) => {
      const c = child(p, name);
      return c ? textOf(c) : undefined;
    };
    const [lng, lat] = textOf(child(child(p, "Point") ?? [], "coordinates") ?? [])
      .trim()
      .split(",");
    const r = row(i + 1, {
      name: field("name"),
      address: field("address") ?? data.get("address"),
      placeId: data.get("place_id"),
      url: data.get("google_maps_url") ?? data.get("tablescout_url"),
      lat,
      lng,
      note: data.get("note"),
    });
    if (r) rows.push(r);
  });
  return rows;
}
