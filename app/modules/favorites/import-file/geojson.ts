/**
 * JSON: a GeoJSON FeatureCollection (or one Feature, or a bare array of features) of points. TableScout's
 * export, Google Takeout's 'Saved Places.json' (both its current and its older property names), or any
 * points with a name.
 */
import { ImportFileError } from "./error";
import { type ImportRow, row } from "./row";

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});

export function readGeoJson(text: string): ImportRow[] {
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
