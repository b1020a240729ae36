/**
 * A list (Favorites, or any other of the person's lists) as a file to take elsewhere: CSV (spreadsheets), GeoJSON (GIS tools, geojson.io) or
 * KML (Google My Maps, Google Earth). One row per place, in the list's own order (Favorites by city, then as
 * arranged), with the name, address, coordinates, the person's note, their own rating and review of the place
 * (when they wrote one), a link to the restaurant's page here and a Google Maps link by place id; the import reads all of it back (an export re-imports with its order and
 * notes). Google's terms allow keeping a place id indefinitely but not the rest for more than
 * 30 days, so stale snapshots are refreshed from the provider first; those it cannot refresh are exported
 * with their name, place id and links only. A place from OpenStreetMap carries its credit in its row (the
 * licence, ODbL, asks it wherever its data goes) and no Google Maps place id (it has none).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Db } from "~/modules/db/db.server";
import type { Translator } from "~/modules/i18n/translator";
import { type ListKind, type ListPlace, placesOf } from "~/modules/lists/index.server";
import { placesFor, type Restaurant } from "~/modules/places/index.server";
import { ownerReviewsOfListQuery } from "~/modules/reviews/reads.server";
import { refreshSnapshots, snapshotMaxAgeMs } from "./index.server";
import { cityOfSnapshot, favoriteHref } from "./links";

export const EXPORT_FORMATS = ["csv", "geojson", "kml"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** Stale snapshots refreshed for one export (one Place Details call each); any beyond are exported bare. */
export const EXPORT_REFRESH_MAX = 50;

export interface ExportRow {
  name: string;
  address?: string;
  lat?: number;
  lng?: number;
  placeId: string;
  pageUrl: string;
  googleMapsUrl: string;
  note?: string;
  /** The list owner's own review of the place: its stars and text. */
  myRating?: number;
  myReview?: string;
  /** The data's credit, where its licence asks for one (OpenStreetMap's). */
  credit?: string;
}

/** OpenStreetMap's credit, as its licence asks it on what is made of its data. */
export const OSM_CREDIT = "© OpenStreetMap contributors (ODbL), https://www.openstreetmap.org/copyright";

const orderedRows = (db: Db, list: { id: string; kind: ListKind }): Promise<ListPlace[]> => placesOf(db, list);

/**
 * Google's documented Maps URL for a place: a search for its name, pinned to its place id when it has a Google
 * one (an OpenStreetMap place is searched by its name and address).
 */
export function googleMapsUrl(name: string, placeId: string, address?: string): string {
  const params = new URLSearchParams({ api: "1", query: address ? `${name}, ${address}` : name });
  if (!placeId.startsWith("osm~")) params.set("query_place_id", placeId);
  return `https://www.google.com/maps/search/?${params}`;
}

/** The rows of a list's export, refreshing stale snapshots first (within EXPORT_REFRESH_MAX). */
export async function exportRows(
  context: AppLoadContext,
  list: { id: string; kind: ListKind },
  origin: string,
): Promise<ExportRow[]> {
  const now = Date.now();
  const limit = now - snapshotMaxAgeMs(context.cloudflare.env);
  const [initial, reviewed] = await Promise.all([
    orderedRows(context.db, list),
    ownerReviewsOfListQuery(context.db, list.id),
  ]);
  const mine = new Map(reviewed.map((r) => [r.placeId, r]));
  let rows = initial;
  const stale = rows.filter((r) => r.snapshotAt < limit && !r.unavailable);
  if (stale.length) {
    const batch = stale.slice(0, EXPORT_REFRESH_MAX).map((r) => ({ id: r.id, placeId: r.placeId, name: r.name }));
    await refreshSnapshots(context.db, placesFor(context), batch);
    rows = await orderedRows(context.db, list);
  }
  return rows.map((r) => {
    const snapshot: Restaurant = r.snapshot;
    const usable = !r.unavailable && r.snapshotAt >= limit;
    const location = usable ? snapshot.geometry?.location : undefined;
    const address = usable ? (snapshot.formatted_address ?? snapshot.vicinity) : undefined;
    const osm = r.placeId.startsWith("osm~");
    const review = mine.get(r.placeId);
    return {
      ...(r.note ? { note: r.note } : {}),
      ...(review ? { myRating: review.rating, ...(review.body ? { myReview: review.body } : {}) } : {}),
      name: r.name,
      address,
      lat: location?.lat,
      lng: location?.lng,
      placeId: r.placeId,
      pageUrl: origin + favoriteHref({ ...snapshot, name: r.name }, cityOfSnapshot(snapshot)),
      googleMapsUrl: googleMapsUrl(r.name, r.placeId, osm ? address : undefined),
      ...(osm ? { credit: OSM_CREDIT } : {}),
    };
  });
}

// ---------------------------------------------------------------- the three formats

const CSV_COLUMNS = [
  "name",
  "address",
  "latitude",
  "longitude",
  "place_id",
  "tablescout_url",
  "google_maps_url",
  "note",
  "my_rating",
  "my_review",
  "credit",
];

/** One CSV field (RFC 4180); text a spreadsheet would run as a formula is prefixed with a quote. */
function csvField(value: string | number | undefined): string {
  if (value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly ExportRow[]): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const r of rows) {
    lines.push(
      [r.name, r.address, r.lat, r.lng, r.placeId, r.pageUrl, r.googleMapsUrl, r.note, r.myRating, r.myReview, r.credit]
        .map(csvField)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

export function toGeoJson(rows: readonly ExportRow[]): string {
  return JSON.stringify({
    type: "FeatureCollection",
    features: rows.map((r, i) => ({
      type: "Feature",
      // A place without known coordinates keeps its row, with no geometry (allowed by RFC 7946).
      geometry: r.lat !== undefined && r.lng !== undefined ? { type: "Point", coordinates: [r.lng, r.lat] } : null,
      properties: {
        name: r.name,
        address: r.address ?? null,
        place_id: r.placeId,
        position: i + 1,
        tablescout_url: r.pageUrl,
        google_maps_url: r.googleMapsUrl,
        note: r.note ?? null,
        ...(r.myRating ? { my_rating: r.myRating, my_review: r.myReview ?? null } : {}),
        ...(r.credit ? { credit: r.credit } : {}),
      },
    })),
  });
}

function xml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function toKml(rows: readonly ExportRow[], title: string): string {
  const placemarks = rows.map((r) => {
    const parts = [
      `<name>${xml(r.name)}</name>`,
      r.address ? `<address>${xml(r.address)}</address>` : "",
      `<description>${xml(`${r.pageUrl}\n${r.googleMapsUrl}`)}</description>`,
      `<ExtendedData><Data name="place_id"><value>${xml(r.placeId)}</value></Data>` +
        `<Data name="tablescout_url"><value>${xml(r.pageUrl)}</value></Data>` +
        `<Data name="google_maps_url"><value>${xml(r.googleMapsUrl)}</value></Data>` +
        (r.note ? `<Data name="note"><value>${xml(r.note)}</value></Data>` : "") +
        (r.myRating ? `<Data name="my_rating"><value>${r.myRating}</value></Data>` : "") +
        (r.myReview ? `<Data name="my_review"><value>${xml(r.myReview)}</value></Data>` : "") +
        (r.credit ? `<Data name="credit"><value>${xml(r.credit)}</value></Data>` : "") +
        "</ExtendedData>",
      r.lat !== undefined && r.lng !== undefined ? `<Point><coordinates>${r.lng},${r.lat}</coordinates></Point>` : "",
    ];
    return `<Placemark>${parts.join("")}</Placemark>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${xml(title)}</name>${placemarks.join("")}</Document></kml>\n`;
}

const TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  geojson: "application/geo+json; charset=utf-8",
  kml: "application/vnd.google-earth.kml+xml; charset=utf-8",
};

/**
 * The download itself: the file, named for the format and the list, never cached. `title`: the KML
 * document's name (the list's name, Favorites' in `translator`'s language).
 */
export function exportResponse(
  rows: readonly ExportRow[],
  format: ExportFormat,
  translator: Translator,
  list: { title?: string; slug?: string } = {},
): Response {
  const body =
    format === "csv"
      ? toCsv(rows)
      : format === "geojson"
        ? toGeoJson(rows)
        : toKml(rows, list.title ?? translator.t("account.export.kmlDocumentName"));
  return new Response(body, {
    headers: {
      "Content-Type": TYPES[format],
      "Content-Disposition": `attachment; filename="tablescout-${list.slug || "favorites"}.${format}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
