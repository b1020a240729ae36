import fc from "fast-check";
import { strToU8, zipSync } from "fflate";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { readCsvRecords } from "./import-file/csv";
import { KML_MAX_DEPTH } from "./import-file/xml-check";
import { ImportFileError, readImportFile } from "./import-file.server";

/**
 * Hostile files of every accepted format: whatever the bytes, reading a file returns rows or throws
 * ImportFileError (a message for the person who sent it), never any other error. A fixed seed and a
 * bounded number of runs keep this to a few seconds and make a failure replayable.
 */
const SEED = 20261125;
const RUNS = 100;
/** A generous ceiling for a busy machine; on a quiet one each property takes well under a second. */
const TIMEOUT_MS = 30_000;

/** Returns rows or an ImportFileError; any other throw fails the property. */
function readsOrRefuses(bytes: Uint8Array): void {
  try {
    const rows = readImportFile(bytes);
    expect(Array.isArray(rows)).toBe(true);
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
  }
}

const check = (bytes: fc.Arbitrary<Uint8Array>) =>
  fc.assert(fc.property(bytes, readsOrRefuses), { seed: SEED, numRuns: RUNS });

/** Text as a file may be encoded: UTF-8 with or without a BOM, UTF-16 either way with or without one, Latin-1. */
function encodings(text: fc.Arbitrary<string>): fc.Arbitrary<Uint8Array> {
  const utf16 = (s: string, bigEndian: boolean) => {
    const out = new Uint8Array(s.length * 2);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      out[i * 2 + (bigEndian ? 1 : 0)] = c & 255;
      out[i * 2 + (bigEndian ? 0 : 1)] = c >> 8;
    }
    return out;
  };
  const withBytes = (prefix: number[], body: Uint8Array) => {
    const out = new Uint8Array(prefix.length + body.byteLength);
    out.set(prefix);
    out.set(body, prefix.length);
    return out;
  };
  return fc
    .tuple(text, fc.constantFrom("utf8", "utf8bom", "utf16le", "utf16be", "utf16nobom", "latin1"), fc.nat())
    .map(([s, encoding, cut]) => {
      const bytes =
        encoding === "utf8"
          ? strToU8(s)
          : encoding === "utf8bom"
            ? withBytes([0xef, 0xbb, 0xbf], strToU8(s))
            : encoding === "utf16le"
              ? withBytes([0xff, 0xfe], utf16(s, false))
              : encoding === "utf16be"
                ? withBytes([0xfe, 0xff], utf16(s, true))
                : encoding === "utf16nobom"
                  ? utf16(s, false)
                  : Uint8Array.from(s, (c) => c.charCodeAt(0) & 255);
      // One file in four is cut short at some byte.
      return cut % 4 === 0 && bytes.byteLength > 1 ? bytes.subarray(0, cut % bytes.byteLength) : bytes;
    });
}

/** A document from pieces of the format's syntax, shuffled and repeated, so most are broken in some way. */
const pieces = (vocabulary: string[], maxPieces = 60) =>
  fc
    .array(fc.oneof(fc.constantFrom(...vocabulary), fc.string({ maxLength: 12 }), fc.string({ unit: "binary" })), {
      maxLength: maxPieces,
    })
    .map((p) => p.join(""));

/** A piece repeated many times: huge attributes, deep nesting, long runs of one character. */
const repeated = (units: string[], max = 20_000) =>
  fc.tuple(fc.constantFrom(...units), fc.integer({ min: 1, max })).map(([unit, n]) => unit.repeat(n));

const KML_PIECES = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<?xml version="1.0" encoding="ISO-8859-1"?>',
  '<kml xmlns="http://www.opengis.net/kml/2.2">',
  "<kml>",
  "</kml>",
  "<Document>",
  "</Document>",
  "<Folder>",
  "</Folder>",
  "<Placemark>",
  '<Placemark id="p">',
  "</Placemark>",
  "<Placemark/>",
  "<name>",
  "</name>",
  "<address>",
  "</address>",
  "<Point><coordinates>",
  "-122.42,37.77,0",
  "</coordinates></Point>",
  "<ExtendedData>",
  '<Data name="place_id"><value>',
  '<Data name="google_maps_url"><value>',
  "</value></Data>",
  "</ExtendedData>",
  "<!--",
  "-->",
  "<!-- <Placemark> -->",
  "<![CDATA[",
  "]]>",
  "<![CDATA[</Placemark>]]>",
  "<!DOCTYPE kml>",
  '<!ENTITY a "aaaa">',
  "&a;",
  "&amp;",
  "&lt;",
  "&#65;",
  "&#x1F600;",
  "&#xD800;",
  "&#0;",
  "&bogus;",
  "&",
  "<",
  ">",
  "/>",
  "</",
  '"',
  "'",
  "=",
  '<a b="',
  " c='d'",
  "<__proto__>",
  "</__proto__>",
  "<constructor>",
  "<#text>",
  "<:x>",
  "<?pi ",
  "?>",
];

const KML_STRUCTURES = [`<kml><Document>${"<Folder>".repeat(KML_MAX_DEPTH + 1)}`, "<kml><Document><Placemark><name>"];

const kml = fc.oneof(
  pieces(KML_PIECES).map((body) => `<kml><Document>${body}</Document></kml>`),
  pieces(KML_PIECES),
  fc.tuple(fc.constantFrom(...KML_STRUCTURES), pieces(KML_PIECES, 10)).map(([a, b]) => a + b),
  fc
    .tuple(repeated(["<a>", "<Folder>", "<a/>", "<!--", "<![CDATA[", "a ", 'a="1" ', "<Placemark>", "x", "&amp;"]))
    .map(([run]) => `<kml a="${run.includes('"') ? "" : run}"><Document>${run}</Document></kml>`),
  repeated(["<", "<!", "<?", "</a>", "\"'"]).map((run) => `<kml>${run}`),
);

const CSV_PIECES = [
  "name",
  "Name",
  "address",
  "place_id",
  "latitude",
  "longitude",
  "google_maps_url",
  "https://www.google.com/maps/search/?api=1&query_place_id=ChIJ1",
  "http://[",
  ",",
  ";",
  "\t",
  '"',
  '""',
  "\n",
  "\r\n",
  "\r",
  "'=SUM(A1)",
  "=cmd|' /C calc'!A0",
  "37.77",
  "-122.42",
  "1e999",
  "NaN",
  "Café",
  "\u0000",
  "\uFEFF",
  "\uD800",
];

const csv = fc.oneof(
  pieces(CSV_PIECES).map((body) => `name,address\n${body}`),
  pieces(CSV_PIECES),
  repeated(['"', '""', ",", "\n", "a,", '"a"', " ", "'", "\t"]).map((run) => `name\n${run}`),
);

const JSON_PIECES = [
  '{"type":"FeatureCollection","features":[',
  '{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"A"}}',
  '{"properties":{"location":{"name":"B","address":"1 Main St"}}}',
  '{"properties":{"Location":{"Geo Coordinates":{"Latitude":"x"}}}}',
  '{"properties":{"__proto__":{"name":"C"}}}',
  '{"properties":{"name":{"toString":1}}}',
  '"coordinates":[null,"1",1e400]',
  "[",
  "]",
  "{",
  "}",
  ",",
  ":",
  '"',
  "null",
  "\\u0000",
  "\\ud800",
];

const json = fc.oneof(
  pieces(JSON_PIECES),
  fc.jsonValue({ maxDepth: 6 }).map((v) => JSON.stringify(v)),
  fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 5 }).map((v) => JSON.stringify(v)),
  fc
    .array(fc.record({ type: fc.constant("Feature"), properties: fc.jsonValue({ maxDepth: 4 }) }), { maxLength: 5 })
    .map((features) => JSON.stringify({ type: "FeatureCollection", features })),
  repeated(["[", "{", '{"a":', '[{"type":"Feature","properties":']),
);

/** Deflate's best: 3 MB of one byte each, packed to a few kilobytes (made once: deflating takes a while). */
const BOMBS = [0x20, 0x5b, 0x3c].map((byte) =>
  zipSync({ "Saved Places.json": new Uint8Array(3 * 1024 * 1024).fill(byte) }, { level: 9 }),
);

/** Zip archives of any of the above, then damaged: cut short, a byte changed, or a bomb. */
const zip = fc.oneof(
  fc
    .tuple(
      fc.array(
        fc.tuple(
          fc.constantFrom("Saved Places.json", "doc.kml", "a.csv", "Takeout/list.geojson", ".hidden.csv", "x.txt"),
          fc.oneof(kml, csv, json),
        ),
        { maxLength: 3 },
      ),
      fc.nat(),
      fc.nat(),
      fc.integer({ min: 0, max: 3 }),
    )
    .map(([files, at, value, damage]) => {
      const bytes = zipSync(Object.fromEntries(files.map(([name, body]) => [name, strToU8(body)])), { level: 6 });
      if (damage === 1) return bytes.subarray(0, at % bytes.byteLength);
      if (damage === 2) {
        const copy = bytes.slice();
        copy[at % copy.byteLength] = value & 255;
        return copy;
      }
      return bytes;
    }),
  fc.constantFrom(...BOMBS),
);

describe("reading hostile import files: rows or ImportFileError, never another error", () => {
  it("KML", () => check(encodings(kml)), TIMEOUT_MS);
  it("CSV", () => check(encodings(csv)), TIMEOUT_MS);
  it("GeoJSON", () => check(encodings(json)), TIMEOUT_MS);
  it("zip", () => check(zip), TIMEOUT_MS);
  it("any bytes", () => check(fc.uint8Array({ maxLength: 400 })), TIMEOUT_MS);

  it(
    "well-formed KML keeps every placemark's name, in the file's order, whatever text it holds",
    () => {
      const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
      const name = fc
        .string({ minLength: 1, maxLength: 40 })
        .map((s) => s.replace(/\s+/g, " ").trim())
        .filter((s) => s.length > 0 && !s.includes("]]>"));
      fc.assert(
        fc.property(fc.array(fc.tuple(name, fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 20 }), (marks) => {
          const body = marks
            .map(([n, cdata, folder]) => {
              const p = `<Placemark><name>${cdata ? `<![CDATA[${n}]]>` : escapeXml(n)}</name><!-- </Placemark> --></Placemark>`;
              return folder ? `<Folder><name>f</name>${p}</Folder>` : p;
            })
            .join("\n");
          const rows = readImportFile(strToU8(`<?xml version="1.0"?><kml><Document>${body}</Document></kml>`));
          expect(rows.map((r) => r.name)).toEqual(marks.map(([n]) => n));
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );
  it(
    "well-formed CSV reads back every field as written, whatever it holds (separators, quotes, line breaks)",
    () => {
      // Papa Parse writes the file (quoting what needs quotes); the reader must give back the same table.
      const field = fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('"', '""', ",", ";", "\t", "\n", "\r\n", "\r", " a ", "Café", 'x"y'),
      );
      const table = fc
        .tuple(fc.integer({ min: 1, max: 5 }), fc.constantFrom(",", ";", "\t"), fc.constantFrom("\n", "\r\n"))
        .chain(([width, delimiter, newline]) =>
          fc.tuple(
            fc.array(fc.array(field, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 12 }),
            fc.constant(delimiter),
            fc.constant(newline),
          ),
        )
        // A record whose only field is empty is a blank line, which the reader skips.
        .filter(([records]) => records.every((r) => r.length > 1 || r[0] !== ""));
      fc.assert(
        fc.property(table, ([records, delimiter, newline]) => {
          const text = Papa.unparse(records, { delimiter, newline, quotes: false });
          const read: string[][] = [];
          readCsvRecords(text, delimiter, (fields) => read.push(fields));
          expect(read).toEqual(records);
        }),
        { seed: SEED, numRuns: 500 },
      );
    },
    TIMEOUT_MS,
  );
});
