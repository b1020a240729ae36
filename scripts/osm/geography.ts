/**
 * Where an imported place is, from the extract itself: the country its point lies in (the borders of
 * @rapideditor/country-coder, the iD editor's offline lookup, read here at import and never in the Worker) and
 * the town it belongs to among the extract's own towns (place=city, town or village nodes). The guide's pages,
 * breadcrumbs and a place's one address follow from these two, so they are decided once, at import.
 *
 * A place's town:
 * 1. the town its address names (`addr:city`), when a town of that name lies within ADDRESS_REACH_KM;
 * 2. else the town that reaches it best: distance divided by the town's reach (a city's is four times a
 *    village's, a town's twice), so a restaurant 3 km from a city's centre and 1 km from a village's belongs to
 *    the city, as people would say; within MAX_REACH_KM of a village (more for a town or city);
 * 3. only towns of the place's own country count, when it has one (a border café is not in the next country);
 * 4. a place no town reaches belongs to the nearest town of its country within FAR_KM (its page's address
 *    needs a town). Beyond that it has none: it is still listed near its point, and found by its name.
 */
import { iso1A2Code } from "@rapideditor/country-coder";
import type { OsmLocality } from "../../app/modules/places/osm/tags";
import { distanceKm, foldName } from "../../app/modules/places/rules";

/** The ISO 3166-1 alpha-2 code of the country a point is in; undefined at sea or off the map. */
export function countryAt(lat: number, lng: number): string | undefined {
  return iso1A2Code([lng, lat]) ?? undefined;
}

/** The kinds of locality that are towns (the others are neighbourhoods of one), with how far each reaches. */
const REACH: Readonly<Record<string, number>> = { city: 4, town: 2, village: 1 };
export const isTownKind = (kind: string) => kind in REACH;

/** How far a village's reach goes, in km (a town's twice, a city's four times). */
const MAX_REACH_KM = 6;
/** How far the nearest town of a place no town reaches may be. */
const FAR_KM = 60;
/** How far the town an address names may be. */
const ADDRESS_REACH_KM = 25;
/** The grid the towns are filed in, in degrees (about 22 km): a search reads the squares around a point. */
const SQUARE = 0.2;

export interface Town {
  id: string;
  name: string;
  kind: string;
  lat: number;
  lng: number;
  country?: string;
  /** Every name it has, folded (for matching an address). */
  folded: string[];
}

const squareOf = (lat: number, lng: number) => `${Math.floor(lat / SQUARE)},${Math.floor(lng / SQUARE)}`;

/** The extract's towns, filed by square so that finding a place's town never reads them all. */
export class TownIndex {
  private readonly squares = new Map<string, Town[]>();
  size = 0;

  add(locality: OsmLocality & { country?: string }): void {
    if (!isTownKind(locality.kind)) return;
    const town: Town = {
      id: locality.id,
      name: locality.name,
      kind: locality.kind,
      lat: locality.lat,
      lng: locality.lng,
      country: locality.country,
      folded: [...new Set([locality.name, ...Object.values(locality.names)].map(foldName))],
    };
    const key = squareOf(town.lat, town.lng);
    const list = this.squares.get(key);
    if (list) list.push(town);
    else this.squares.set(key, [town]);
    this.size++;
  }

  /** The towns in the squares within `km` of a point (a superset of those within `km`). */
  private around(lat: number, lng: number, km: number): Town[] {
    const dLat = km / 111 / SQUARE;
    const dLng = km / (111 * Math.max(0.05, Math.cos((lat * Math.PI) / 180))) / SQUARE;
    const row = Math.floor(lat / SQUARE);
    const col = Math.floor(lng / SQUARE);
    const out: Town[] = [];
    for (let r = row - Math.ceil(dLat); r <= row + Math.ceil(dLat); r++)
      for (let c = col - Math.ceil(dLng); c <= col + Math.ceil(dLng); c++)
        out.push(...(this.squares.get(`${r},${c}`) ?? []));
    return out;
  }

  /** The town a place at a point belongs to (the rules above), or undefined. */
  townOf(at: { lat: number; lng: number; country?: string; city?: string }): Town | undefined {
    const sameCountry = (t: Town) => !at.country || !t.country || t.country === at.country;
    const city = at.city ? foldName(at.city) : "";
    if (city) {
      const named = this.around(at.lat, at.lng, ADDRESS_REACH_KM)
        .filter((t) => sameCountry(t) && t.folded.includes(city))
        .map((t) => ({ t, d: distanceKm(at, t) }))
        .filter((x) => x.d <= ADDRESS_REACH_KM)
        .sort((a, b) => a.d - b.d)[0];
      if (named) return named.t;
    }
    let best: { t: Town; score: number } | undefined;
    for (const t of this.around(at.lat, at.lng, MAX_REACH_KM * REACH.city!)) {
      if (!sameCountry(t)) continue;
      const score = distanceKm(at, t) / REACH[t.kind]!;
      if (score <= MAX_REACH_KM && (!best || score < best.score || (score === best.score && t.id < best.t.id)))
        best = { t, score };
    }
    if (best) return best.t;
    // Out in the country: the nearest town of its country, so that it has an address (its page's URL names a
    // town), within FAR_KM.
    let nearest: { t: Town; km: number } | undefined;
    for (const t of this.around(at.lat, at.lng, FAR_KM)) {
      const km = distanceKm(at, t);
      if (sameCountry(t) && km <= FAR_KM && (!nearest || km < nearest.km)) nearest = { t, km };
    }
    return nearest?.t;
  }
}
