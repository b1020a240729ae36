/**
 * Reading a favorites file someone uploads: the places it lists, before anything is looked up (that is
 * import.server.ts). The file is read by its content, not its name:
 *
 * - a .zip (a Google Takeout archive, a KMZ) is unpacked to the one list it holds (import-file/zip.ts);
 * - the bytes are decoded as UTF-8, or UTF-16 with a byte-order mark (`decode`, below);
 * - text starting with `{` or `[` is GeoJSON or Takeout's JSON (import-file/geojson.ts), text starting with
 *   `<` is KML (import-file/kml.ts, bounded first by import-file/xml-check.ts), anything else is CSV with a
 *   header line (import-file/csv.ts);
 * - each format hands the fields it found for a place to `row` (import-file/row.ts), which cleans them into
 *   an ImportRow the same way for all formats.
 *
 * Every failure is an ImportFileError (import-file/error.ts) whose message says what to do, and nothing is
 * kept: a file is read whole or refused. Limits (IMPORT_MAX_BYTES, IMPORT_MAX_ROWS) apply to the upload and
 * to what a zip unpacks to, counted while inflating, so a zip bomb stops at the limit instead of filling
 * memory.
 *
 * Every reader takes time linear in its input: no pattern runs over a whole file (patterns only match a
 * cell, a name or a short token), and KML goes through an XML parser only after one pass (checkXml) has
 * bounded its nesting, its number of elements and the length of its texts.
 */

import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "~/modules/http/limits";
import { readCsv } from "./import-file/csv";
import { ImportFileError, MB } from "./import-file/error";
import { readGeoJson } from "./import-file/geojson";
import { readKml } from "./import-file/kml";
import type { ImportRow } from "./import-file/row";
import { isZip, unpack } from "./import-file/zip";

export { type AccountMessage, ImportFileError } from "./import-file/error";
export type { ImportRow } from "./import-file/row";

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

/** The file's text: UTF-16 when it starts with a byte-order mark saying so, else UTF-8 (a BOM dropped). */
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

/** The rows of the file's text, by the format its first character tells. */
function readText(bytes: Uint8Array): ImportRow[] {
  const text = decode(bytes).trim();
  if (!text) throw new ImportFileError("account.import.error.empty");
  if (text.startsWith("{") || text.startsWith("[")) return readGeoJson(text);
  if (text.startsWith("<")) return readKml(text);
  return readCsv(text);
}
