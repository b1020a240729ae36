/**
 * `npx tsx scripts/osm/synthetic-region.ts [N] [out.osm]`: a synthetic region of N eat/drink places (default
 * 200,000) as OSM XML, for measuring the import and what a place costs in D1 without a real extract of that
 * size (convert with `osmium cat -o out.osm.pbf out.osm`, then `npm run places:import`). Not OpenStreetMap
 * data: names, tags and coordinates are made up, deterministically (the same N gives the same file), with
 * about the tags real places carry (a third with hours, a quarter with an address, a fifth with a phone and
 * website, a seventh with a Japanese name), and 400 towns on a grid (`Synthtown 0` ... `Synthtown 399`) that no
 * catalogue knows.
 *
 * `npx tsx scripts/osm/synthetic-region.ts --town K [--places I,J,...]` prints, as one line of JSON, what a
 * region's pages are made of (the bench asks, being plain JavaScript): town K's page (`townPage`) and the
 * names of places I, J... (`places`).
 */
import { createWriteStream } from "node:fs";
import { parseArgs } from "node:util";
import { countryOfCode } from "../../app/modules/catalog";
import { paths } from "../../app/modules/urls/paths";
import { countryAt } from "./geography";

const AMENITIES = ["restaurant", "cafe", "fast_food", "bar", "pub", "food_court", "ice_cream"];
const CUISINES = [
  "italian",
  "pizza",
  "french",
  "burger",
  "sushi;japanese",
  "chinese",
  "indian",
  "regional",
  "coffee_shop",
  "kebab",
];
const NAMES = ["du Port", "Bella Vista", "Sakura", "Golden Dragon", "Le Petit"];

export function syntheticRegion(count: number, write: (chunk: string) => void): void {
  let seed = 1;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  write('<?xml version="1.0" encoding="UTF-8"?>\n<osm version="0.6" generator="tablescout synthetic region">\n');
  for (let i = 0; i < count; i++) {
    const lat = (45 + random() * 5).toFixed(7);
    const lon = (5 + random() * 8).toFixed(7);
    const tags: [string, string][] = [
      ["amenity", AMENITIES[i % AMENITIES.length]!],
      ["name", placeName(i)],
      ["cuisine", CUISINES[i % CUISINES.length]!],
    ];
    if (i % 3 === 0) tags.push(["opening_hours", "Mo-Fr 11:30-14:30,18:00-22:30; Sa 18:00-01:00"]);
    if (i % 4 === 0)
      tags.push(
        ["addr:street", "Rue de la République"],
        ["addr:housenumber", String(i % 200)],
        ["addr:city", "Synthville"],
      );
    if (i % 5 === 0) tags.push(["phone", "+33 4 93 00 00 00"], ["website", `https://example.org/${i}`]);
    if (i % 6 === 0) tags.push(["outdoor_seating", "yes"], ["takeaway", "no"]);
    if (i % 7 === 0) tags.push(["name:ja", `場所 ${i}`]);
    write(
      `<node id="${i + 1}" version="1" lat="${lat}" lon="${lon}">${tags.map(([k, v]) => `<tag k="${k}" v="${v}"/>`).join("")}</node>\n`,
    );
  }
  // Towns, on a grid of 20 by 20 over the same area (ids after the places'): none of them is in the guide's
  // catalogue, so their pages come from the data alone.
  for (let k = 0; k < SYNTHETIC_TOWNS; k++)
    write(
      `<node id="${count + 1 + k}" version="1" lat="${townAt(k).lat}" lon="${townAt(k).lng}"><tag k="place" v="town"/><tag k="name" v="${townName(k)}"/></node>\n`,
    );
  write("</osm>\n");
}

/** How many towns a synthetic region has. */
export const SYNTHETIC_TOWNS = 400;

/** Where synthetic town `k` is (a grid of 20 by 20 over 45-50 °N, 5-13 °E). */
export function townAt(k: number): { lat: number; lng: number } {
  return {
    lat: Number((45.125 + Math.floor(k / 20) * 0.25).toFixed(4)),
    lng: Number((5.2 + (k % 20) * 0.4).toFixed(4)),
  };
}

/** Synthetic place `i`'s name. */
export const placeName = (i: number) => `Place ${i} ${NAMES[i % NAMES.length]}`;

/** Synthetic town `k`'s name. */
export const townName = (k: number) => `Synthtown ${k}`;

/**
 * The address of synthetic town `k`'s results page, once imported: under the country its point is in (the
 * borders the import reads), as the guide writes a town's address.
 */
export function townPage(k: number): string {
  const at = townAt(k);
  const country = countryOfCode(countryAt(at.lat, at.lng));
  if (!country) throw new Error(`synthetic town ${k} lies in no country`);
  return paths.results({ country: country.name, city: townName(k) });
}

if (process.argv[1]?.endsWith("synthetic-region.ts")) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { town: { type: "string" }, places: { type: "string" } },
  });
  if (values.town !== undefined) {
    const places = (values.places ?? "").split(",").filter(Boolean).map(Number);
    console.log(JSON.stringify({ townPage: townPage(Number(values.town)), places: places.map(placeName) }));
  } else {
    const out = createWriteStream(positionals[1] ?? "synthetic-region.osm");
    syntheticRegion(Number(positionals[0] ?? 200_000), (chunk) => out.write(chunk));
    out.end();
  }
}
