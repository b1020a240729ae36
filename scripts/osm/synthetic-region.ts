/**
 * `npx tsx scripts/osm/synthetic-region.ts [N] [out.osm]`: a synthetic region of N eat/drink places (default
 * 200,000) as OSM XML, for measuring the import and what a place costs in D1 without a real extract of that
 * size (convert with `osmium cat -o out.osm.pbf out.osm`, then `npm run places:import`). Not OpenStreetMap
 * data: names, tags and coordinates are made up, deterministically (the same N gives the same file), with
 * about the tags real places carry (a third with hours, a quarter with an address, a fifth with a phone and
 * website, a seventh with a Japanese name).
 */
import { createWriteStream } from "node:fs";

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
      ["name", `Place ${i} ${NAMES[i % NAMES.length]}`],
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
  write("</osm>\n");
}

if (process.argv[1]?.endsWith("synthetic-region.ts")) {
  const out = createWriteStream(process.argv[3] ?? "synthetic-region.osm");
  syntheticRegion(Number(process.argv[2] ?? 200_000), (chunk) => out.write(chunk));
  out.end();
}
