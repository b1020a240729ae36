/**
 * CSV with a header line: a name column (and ideally an address, or latitude and longitude), or a place
 * id column, or a link holding one. TableScout's own export, and most spreadsheets' lists, read as they
 * are; `;` and tab separators are recognised. Each character is looked at once, and no pattern runs over
 * more than a header.
 */
import { ImportFileError } from "./error";
import { type ImportRow, type RowFields, row } from "./row";

/** Header names as people write them, folded ('Place ID', 'place_id', 'placeId' are one). */
const CSV_COLUMNS = {
  name: ["name", "title", "restaurant", "restaurantname", "placename", "businessname"],
  address: ["address", "formattedaddress", "fulladdress", "streetaddress", "location"],
  placeId: ["placeid", "googleplaceid"],
  url: ["googlemapsurl", "googlemapslink", "mapsurl", "url", "link"],
  lat: ["latitude", "lat"],
  lng: ["longitude", "lng", "lon", "long"],
  note: ["note", "notes", "comment", "comments"],
} as const satisfies Record<keyof RowFields, readonly string[]>;

type Columns = Record<keyof typeof CSV_COLUMNS, number>;

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

/** The rows of CSV text; its first record is the header line. */
export function readCsv(text: string): ImportRow[] {
  const rows: ImportRow[] = [];
  let at: Columns | undefined;
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
function csvColumns(header: string[]): Columns {
  const folded = header.map(foldHeader);
  const column = (names: readonly string[]) => {
    for (const n of names) {
      const i = folded.indexOf(n);
      if (i >= 0) return i;
    }
    return -1;
  };
  const at = Object.fromEntries(Object.entries(CSV_COLUMNS).map(([k, names]) => [k, column(names)])) as Columns;
  if (at.name < 0 && at.placeId < 0 && at.url < 0) {
    const seen = header
      .slice(0, 6)
      .map((h) => `'${h.slice(0, 30)}'`)
      .join(", ");
    throw new ImportFileError("account.import.error.noNameColumn", { seen });
  }
  return at;
}
