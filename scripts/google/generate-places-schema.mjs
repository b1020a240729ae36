// Writes tests/fakes/google-places-schema.json: the fields of Google's Place and of the request bodies the
// guide sends to Places API (New), taken from Google's own definition (the protos that Google's
// @googlemaps/places package ships, as protobuf.js JSON). The local fake of Google (tests/fakes/google-fake.mjs)
// answers 400 to any field mask path or body field not in it, as Google does, and a unit test checks the
// provider's field masks against it.
//
//   npm run google:schema            (downloads the package with `npm pack`)
//   npm run google:schema -- <dir>   (an unpacked package directory)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE = "@googlemaps/places@3.0.0";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let dir = process.argv[2];
if (!dir) {
  const tmp = mkdtempSync(path.join(tmpdir(), "places-proto-"));
  const file = execFileSync("npm", ["pack", PACKAGE, "--silent"], { cwd: tmp, encoding: "utf8" }).trim();
  execFileSync("tar", ["xzf", file], { cwd: tmp });
  dir = path.join(tmp, "package");
}
const protos = JSON.parse(readFileSync(path.join(dir, "build/protos/protos.json"), "utf8"));
const version = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")).version;

/** Every message type by its full name (google.maps.places.v1.Place), with its fields. */
const messages = new Map();
const enums = new Set();
(function walk(node, prefix) {
  for (const [name, child] of Object.entries(node.nested ?? {})) {
    const full = prefix ? `${prefix}.${name}` : name;
    if (child.fields) messages.set(full, child.fields);
    if (child.values) enums.add(full);
    walk(child, full);
  }
})(protos, "");

/** Resolves a field's type name as protobuf does: from the innermost enclosing scope outwards. */
function resolve(type, scope) {
  const parts = scope.split(".");
  for (let i = parts.length; i >= 0; i--) {
    const candidate = [...parts.slice(0, i), type].join(".");
    if (messages.has(candidate) || enums.has(candidate)) return candidate;
  }
  return null;
}

/** The messages reachable from the roots, each as { field: type of a message or null } (scalars, enums: null). */
const schema = {};
function collect(full) {
  if (schema[full]) return;
  schema[full] = {};
  for (const [field, { type }] of Object.entries(messages.get(full))) {
    const resolved = resolve(type, full);
    const isMessage = resolved && messages.has(resolved);
    // Well-known wrapper and value types are written as plain JSON values.
    const wellKnown = resolved?.startsWith("google.protobuf.");
    schema[full][field] = isMessage && !wellKnown ? resolved : null;
    if (isMessage && !wellKnown) collect(resolved);
  }
}
const V1 = "google.maps.places.v1";
const roots = {
  place: `${V1}.Place`,
  searchText: `${V1}.SearchTextRequest`,
  searchNearby: `${V1}.SearchNearbyRequest`,
  autocomplete: `${V1}.AutocompletePlacesRequest`,
};
for (const full of Object.values(roots)) collect(full);

const out = path.join(root, "tests/fakes/google-places-schema.json");
writeFileSync(
  out,
  `${JSON.stringify({ source: `${PACKAGE.replace(/@[^@]*$/, "")}@${version} build/protos/protos.json`, roots, messages: schema }, null, 2)}\n`,
);
console.log(`wrote ${path.relative(root, out)}: ${Object.keys(schema).length} messages`);
