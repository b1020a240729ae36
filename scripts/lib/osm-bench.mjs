// The OpenStreetMap part of `npm run bench` (`--osm` alone): a synthetic region of 200,000 places
// (scripts/osm/synthetic-region.ts: made-up places in the schema of real ones) imported into a fresh local D1,
// the basemap built from the project's own small extract, and a server with PLACES_PROVIDER=osm. Measured:
// the import's time, autocomplete's answer times, a results page rendered and from the edge cache, and a map
// tile from the edge cache, each beside its reference in the same rounds.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, migrateLocal, offlineEnv, root, runTs, serve } from "./worker.mjs";

export const OSM_PLACES = 200_000;
export const IMPORT_BUDGET_S = 120;
export const AUTOCOMPLETE_P95_MS = 20;
/** A results page inside the synthetic region (45-50 °N, 5-13 °E): Zurich. */
const RESULTS = "/restaurants/international/switzerland/zurich/zurich";
/** A tile of the basemap built from tests/fixtures/osm/harbour-streets.osm (a grid of streets over Monaco), at zoom 14. */
const TILE = "/tiles/14/8529/5974.mvt";

/** The import and the tile build run in UTC, as their npm scripts do (the opening-hours parser reads local time). */
const tsx = (script, args) => runTs(script, args, { quiet: true, env: { ...offlineEnv, TZ: "UTC" } });

/**
 * `rounds`, `median`, `percentile` and `visitor` are the bench's own (back-to-back rounds of wrk, the median of
 * their ratios, percentiles, a client address of its own for each request under the per-client abuse limits),
 * passed in so that every part measures the same way.
 */
export async function osmBench({ rounds, median, percentile, visitor }) {
  console.log(`› OpenStreetMap: ${OSM_PLACES.toLocaleString("en")} places in D1, the guide's own tiles`);
  const work = mkdtempSync(path.join(tmpdir(), "tablescout-bench-osm-"));
  const persistTo = path.join(work, "state");
  try {
    await migrateLocal({ persistTo, quiet: true });
    const xml = path.join(work, "region.osm");
    await tsx("scripts/osm/synthetic-region.ts", [String(OSM_PLACES), xml]);
    const pbf = path.join(work, "region.osm.pbf");
    execFileSync("osmium", ["cat", "-O", "-o", pbf, xml]);
    const started = Date.now();
    await tsx("scripts/places-import.ts", [pbf, "--region", "synthetic", "--persist-to", persistTo]);
    const importSeconds = (Date.now() - started) / 1000;
    const streets = path.join(root, "tests/fixtures/osm/harbour-streets.osm");
    await tsx("scripts/tiles-build.ts", [streets, "--persist-to", persistTo]);

    const port = await freePort();
    const server = await serve({ port, ip: "127.0.0.1", persistTo, vars: { PLACES_PROVIDER: "osm" }, quiet: true });
    const base = server.url;
    try {
      const page = await fetch(`${base}${RESULTS}`);
      const html = await page.text();
      const cards = (html.match(/<article /g) ?? []).length;
      if (page.status !== 200 || !cards)
        throw new Error(`bench: ${RESULTS} answered ${page.status} with ${cards} cards`);
      // Autocomplete as a person types: prefixes of the region's names, each asked once (no cache in front).
      const times = [];
      for (let i = 0; i < 200; i++) {
        const input = `Place ${(i * 997) % OSM_PLACES}`.slice(0, 7 + (i % 5));
        const t0 = performance.now();
        const res = await fetch(`${base}/api/places/autocomplete?${new URLSearchParams({ input: `${input} ${i}` })}`, {
          headers: visitor(),
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`bench: autocomplete answered ${res.status}`);
        times.push(performance.now() - t0);
      }
      const asset = readdirSync(path.join(root, "build/client/assets")).find((f) => f.endsWith(".js"));
      const targets = {
        "static asset": `${base}/assets/${asset}`,
        "results page, edge cache": `${base}${RESULTS}`,
        "map tile, edge cache": `${base}${TILE}`,
        "privacy page": `${base}/privacy-policy`,
        "results page, rendered": `${base}${RESULTS}`,
      };
      const { runs, cache } = await rounds(targets, { "results page, rendered": { Cookie: "session=bench" } });
      const ratios = (page, reference) => runs[page].map((rps, i) => rps / runs[reference][i]);
      return {
        places: OSM_PLACES,
        importSeconds,
        cards,
        autocomplete: { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length },
        rps: Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, median(v)])),
        cache,
        cachedRatio: median(ratios("results page, edge cache", "static asset")),
        renderRatio: median(ratios("results page, rendered", "privacy page")),
        tileRatio: median(ratios("map tile, edge cache", "static asset")),
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function osmBudgets(r) {
  return [
    {
      budget: `import of ${r.places.toLocaleString("en")} places < ${IMPORT_BUDGET_S} s`,
      measured: `${r.importSeconds.toFixed(1)} s`,
      ok: r.importSeconds < IMPORT_BUDGET_S,
    },
    {
      budget: `autocomplete p95 <= ${AUTOCOMPLETE_P95_MS} ms (client-measured over loopback: server time and a little)`,
      measured: `p95 ${r.autocomplete.p95.toFixed(1)} ms, p50 ${r.autocomplete.p50.toFixed(1)} ms (${r.autocomplete.n} requests)`,
      ok: r.autocomplete.p95 <= AUTOCOMPLETE_P95_MS,
    },
    {
      budget: "OpenStreetMap results page, rendered >= 0.6x the privacy page",
      measured: `${r.renderRatio.toFixed(2)}x (${r.cards} cards)`,
      ok: r.renderRatio >= 0.6,
    },
    {
      budget: "OpenStreetMap results page, edge cache >= 0.8x a static asset",
      measured: `${r.cachedRatio.toFixed(2)}x (${r.cache["results page, edge cache"]})`,
      ok: r.cachedRatio >= 0.8 && r.cache["results page, edge cache"] === "HIT",
    },
    {
      budget: "a map tile, edge cache >= 0.8x a static asset",
      measured: `${r.tileRatio.toFixed(2)}x (${r.cache["map tile, edge cache"]})`,
      ok: r.tileRatio >= 0.8 && r.cache["map tile, edge cache"] === "HIT",
    },
  ];
}

export function osmMarkdown(r, budgets) {
  return [
    `Recorded by \`npm run bench -- --osm --write\` on ${new Date().toISOString().slice(0, 10)} (2-core machine, Node ${process.version}, workerd via wrangler dev, loopback).`,
    `A synthetic region of ${r.places.toLocaleString("en")} places (scripts/osm/synthetic-region.ts) imported into a fresh local D1 with \`npm run places:import\`, the basemap built from tests/fixtures/osm/harbour-streets.osm with \`npm run tiles:build\`, and a server with \`PLACES_PROVIDER=osm\`. Autocomplete: 200 requests one after another, each a different prefix. Throughput as in the other parts (wrk -t2 -c16, rounds of back-to-back pages, median of the rounds' ratios).`,
    "",
    "| page | requests / s | X-Cache |",
    "| --- | --- | --- |",
    ...Object.entries(r.rps).map(([page, rps]) => `| ${page} | ${rps.toFixed(0)} | ${r.cache[page]} |`),
    "",
    "| budget | measured | met |",
    "| --- | --- | --- |",
    ...budgets.map((b) => `| ${b.budget} | ${b.measured} | ${b.ok ? "yes" : "no"} |`),
  ].join("\n");
}
