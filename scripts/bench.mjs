// `npm run bench`: replays listing, restaurant-page and autocomplete requests over 51 cities (the largest
// city of every state and DC) against the production build on workerd, twice (cold, then warm), and
// reports upstream provider calls per page view, the KV hit ratio and server time per request.
// Google mode points the Google provider at the local fake of Google's APIs and counts the requests
// that reach it; demo mode measures the built-in provider. `npm run bench -- --write` also records the
// results in docs/benchmarks.md.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { FAKE_KEY, startGoogleFake } from "../tests/fakes/google-fake.mjs";
import { build, freePort, migrateLocal, root, serve } from "./lib/worker.mjs";

const write = process.argv.includes("--write");
const usCities = JSON.parse(readFileSync(path.join(root, "app/modules/catalog/data/us-cities.json"), "utf8"));
const stateNames = Object.fromEntries(
  JSON.parse(readFileSync(path.join(root, "app/modules/catalog/data/us-states.json"), "utf8")).map((s) => [
    s.code,
    s.name,
  ]),
);
const slug = (s) =>
  s
    .toLowerCase()
    .replace(/['.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const cities = Object.entries(usCities)
  .filter(([, list]) => list.length)
  .map(([state, list]) => ({ state, statePath: slug(stateNames[state]), ...list[0] }));

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : 0;
};

async function timed(url) {
  const t = performance.now();
  const res = await fetch(url);
  const body = await res.json().catch(() => ({}));
  return { ms: performance.now() - t, status: res.status, body };
}

async function timedPage(url) {
  const t = performance.now();
  const res = await fetch(url);
  const html = await res.text();
  return { ms: performance.now() - t, status: res.status, html };
}

/** One pass over every city: a listing view, a restaurant view and an autocomplete typing session. */
async function pass(base, counter) {
  const KINDS = ["listing", "restaurant", "autocomplete", "results page", "restaurant page", "mobile results page"];
  const stats = Object.fromEntries(KINDS.map((k) => [k, []]));
  const upstream = Object.fromEntries(KINDS.map((k) => [k, 0]));
  let hits = 0;
  let lookups = 0;
  for (const city of cities) {
    const q = new URLSearchParams({
      query: `dining restaurants food ${city.name}, ${city.state}`,
      location: `${city.lat},${city.lng}`,
      radius: "5000",
    });
    let before = counter();
    const listing = await timed(`${base}/api/places/search?${q}`);
    upstream.listing += counter() - before;
    stats.listing.push(listing.ms);
    lookups++;
    if (listing.body.cached) hits++;
    const placeId = listing.body.results?.[0]?.place_id;
    if (placeId) {
      before = counter();
      const details = await timed(`${base}/api/places/details?${new URLSearchParams({ place_id: placeId })}`);
      upstream.restaurant += counter() - before;
      stats.restaurant.push(details.ms);
      lookups++;
      if (details.body.cached) hits++;
    }
    const token = `bench${city.state}${Math.random().toString(36).slice(2, 10)}`;
    before = counter();
    for (let n = 2; n <= Math.min(6, city.name.length); n++) {
      const a = await timed(
        `${base}/api/places/autocomplete?${new URLSearchParams({ input: city.name.slice(0, n), sessiontoken: token })}`,
      );
      stats.autocomplete.push(a.ms);
      lookups++;
      if (a.body.cached) hits++;
    }
    upstream.autocomplete += counter() - before;
    // Whole pages as a visitor without JavaScript gets them: the results page and its first restaurant.
    before = counter();
    const results = await timedPage(`${base}/restaurants/united-states/${city.statePath}/${slug(city.name)}`);
    upstream["results page"] += counter() - before;
    stats["results page"].push(results.ms);
    const href = /href="(\/restaurants\/USA\/[^"]+)"/.exec(results.html)?.[1]?.replace(/&amp;/g, "&");
    if (href) {
      before = counter();
      const rp = await timedPage(base + href);
      upstream["restaurant page"] += counter() - before;
      stats["restaurant page"].push(rp.ms);
    }
    // The same city in the mobile version (/mobile/...): same modules, phone layout.
    before = counter();
    const mobile = await timedPage(`${base}/mobile/restaurants/united-states/${city.statePath}/${slug(city.name)}`);
    upstream["mobile results page"] += counter() - before;
    stats["mobile results page"].push(mobile.ms);
  }
  return { stats, upstream, hitRatio: lookups ? hits / lookups : 0 };
}

async function run(mode) {
  const persistTo = mkdtempSync(path.join(tmpdir(), "tablescout-bench-"));
  const fake = mode === "google" ? await startGoogleFake() : undefined;
  const vars = fake
    ? { GOOGLE_MAPS_API_KEY: FAKE_KEY, GOOGLE_PLACES_BASE_URL: fake.url, GOOGLE_GEOCODING_BASE_URL: fake.url }
    : {};
  await migrateLocal({ persistTo, quiet: true });
  const server = await serve({ port: await freePort(), ip: "127.0.0.1", persistTo, vars, quiet: true });
  try {
    const counter = () => (fake ? fake.requests.length : 0);
    await fetch(`${server.url}/api/places/autocomplete?input=warmup`); // first request compiles the Worker
    const cold = await pass(server.url, counter);
    const warm = await pass(server.url, counter);
    return { mode, cold, warm };
  } finally {
    await server.stop();
    await fake?.close();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

function rows(result) {
  const out = [];
  for (const phase of ["cold", "warm"]) {
    const r = result[phase];
    for (const kind of [
      "listing",
      "restaurant",
      "autocomplete",
      "results page",
      "restaurant page",
      "mobile results page",
    ]) {
      const views = kind === "autocomplete" ? cities.length : r.stats[kind].length;
      out.push({
        provider: result.mode,
        phase,
        request:
          kind === "autocomplete"
            ? "autocomplete session"
            : kind.endsWith("page")
              ? `${kind} (HTML)`
              : `${kind} API call`,
        "upstream calls / view": result.mode === "google" ? (r.upstream[kind] / views).toFixed(2) : "n/a (in-process)",
        "server ms p50": percentile(r.stats[kind], 50).toFixed(1),
        "server ms p95": percentile(r.stats[kind], 95).toFixed(1),
        "KV hit ratio": `${(r.hitRatio * 100).toFixed(0)}%`,
      });
    }
  }
  return out;
}

console.log("› Building");
await build({ quiet: true });
const results = [];
for (const mode of ["google", "demo"]) {
  console.log(`› Replaying ${cities.length} cities with the ${mode} provider (cold, then warm)`);
  results.push(await run(mode));
}
const table = results.flatMap(rows);
console.table(table);

if (write) {
  const headers = Object.keys(table[0]);
  const md = [
    "# Benchmarks",
    "",
    `Recorded by \`npm run bench -- --write\` on ${new Date().toISOString().slice(0, 10)} (2-core machine, Node ${process.version}, workerd via wrangler dev, loopback).`,
    `${cities.length} cities (the largest of each state and DC); per city one listing API call (search), one restaurant API call (details of the first result), one autocomplete typing session (2 to 6 characters, one session token), and the whole results page and first restaurant page as HTML (no JavaScript, so the complete page is rendered before it is sent). Times are measured at the client over loopback, so they are server time plus a fraction of a millisecond. "Upstream calls" are requests that reached the local fake of Google's APIs. The fake answers every search with the same place, so cold restaurant views after the first are already cache hits; against real Google each cold restaurant view costs one Place Details call. Each autocomplete keystroke is one upstream call until its text has been asked before (prefixes repeat across cities, e.g. 'Ne').`,
    "",
    `| ${headers.join(" | ")} |`,
    `| ${headers.map(() => "---").join(" | ")} |`,
    ...table.map((row) => `| ${headers.map((h) => row[h]).join(" | ")} |`),
    "",
  ].join("\n");
  writeFileSync(path.join(root, "docs/benchmarks.md"), md);
  console.log("wrote docs/benchmarks.md");
}
