// Generates app/modules/catalog/data/world-countries.json: every country and territory with an ISO 3166-1
// alpha-2 code, as [code, English name], from @rapideditor/country-coder (the borders the iD editor uses; the
// same library tells the OpenStreetMap import which country a place is in). The guide's own catalogue
// (countries.ts) comes first for the countries it lists; these give every other country a name and a slug, so
// that a country an imported region brings has pages (/restaurants/international/andorra).
// Run: node scripts/catalog/generate-world-countries.mjs (npm run catalog:world-countries)
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const { borders } = require("@rapideditor/country-coder");
const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, "../../app/modules/catalog/data/world-countries.json");

const rows = borders.features
  .map((f) => f.properties)
  .filter((p) => p.iso1A2 && (p.level === "country" || p.level === "territory"))
  .map((p) => [p.iso1A2, p.nameEn])
  .sort((a, b) => a[0].localeCompare(b[0]));
writeFileSync(out, `${JSON.stringify(rows)}\n`);
console.log(`${rows.length} countries and territories -> ${path.relative(process.cwd(), out)}`);
