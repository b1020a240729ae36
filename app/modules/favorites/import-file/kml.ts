/**
 * KML (Google My Maps, Google Earth, TableScout's export; a KMZ is its zip): each Placemark is a place, in
 * document order, with its name, address, point and ExtendedData (place id, links, note). The text is
 * parsed only after checkXml (xml-check.ts) has bounded it.
 */
import { XMLParser } from "fast-xml-parser";
import { ImportFileError } from "./error";
import { type ImportRow, row } from "./row";
import { checkXml, damagedXml, KML_MAX_DEPTH } from "./xml-check";

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

export function readKml(text: string): ImportRow[] {
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
