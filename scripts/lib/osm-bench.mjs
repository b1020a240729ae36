// The OpenStreetMap part of `npm run bench` (`--osm` alone): a synthetic region of 200,000 places
// (scripts/osm/synthetic-region.ts: made-up places in the schema of real ones) imported into a fresh local D1,
// and a server with PLACES_PROVIDER=osm. Measured: the import's time, autocomplete's answer times, a results
// page rendered and from the edge cache, each beside its reference in the same rounds. The map's tiles are
// the map part's (./map-bench.mjs).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { budgetTable, recordedBy, times } from "./bench-report.mjs";
import { latencies, summary, timings, WARM_UP } from "./latencies.mjs";
import { rounds, staticAsset, throughputTable, visitor } from "./throughput.mjs";
import { freePort, migrateLocal, offlineEnv, runTs, serve } from "./worker.mjs";

export const OSM_PLACES = 200_000;
export const IMPORT_BUDGET_S = 120;
export const AUTOCOMPLETE_P95_MS = 20;
/** A results page inside the synthetic region (45-50 °N, 5-13 °E): Zurich. */
const RESULTS = "/restaurants/international/switzerland/zurich/zurich";
/** A town of the synthetic region that no catalogue knows (its country from the same borders the import reads). */
const TOWN = 205;
/** Name search with no town, over the whole region: p95 of the search box's answer (it redirects to the place). */
export const NAME_SEARCH_P95_MS = 50;
/** A listing 80 km around a point (the guide's nearby radius). */
export const WIDE_LISTING_P95_MS = 100;

/** Names searched with no town, and which place of the region each is (i from -WARM_UP: the uncounted ones). */
const NAME_SEARCHES = 100;
const searchedPlace = (i) => (i * 1999 + 7) % OSM_PLACES;

/** The import runs in UTC, as its npm script does (the opening-hours parser reads local time). */
const tsx = (script, args) => runTs(script, args, { quiet: true, env: { ...offlineEnv, TZ: "UTC" } });

/**
 * What the synthetic region's pages are made of: town TOWN's page and the names of the places the name search
 * asks for. scripts/osm/synthetic-region.ts is their one home (with the app's own rules for a town's address);
 * it is TypeScript, so this plain JavaScript asks it through tsx.
 */
async function regionFacts() {
  const places = Array.from({ length: WARM_UP + NAME_SEARCHES }, (_, k) => searchedPlace(k - WARM_UP));
  const out = await tsx("scripts/osm/synthetic-region.ts", ["--town", String(TOWN), `--places=${places.join(",")}`]);
  const facts = JSON.parse(out.trim().split("\n").pop());
  return { townPage: facts.townPage, nameOf: (i) => facts.places[i + WARM_UP] };
}

async function osmBench() {
  console.log(`› OpenStreetMap: ${OSM_PLACES.toLocaleString("en")} places in D1`);
  const work = mkdtempSync(path.join(tmpdir(), "tablescout-bench-osm-"));
  const persistTo = path.join(work, "state");
  try {
    await migrateLocal({ persistTo, quiet: true });
    const xml = path.join(work, "region.osm");
    await tsx("scripts/osm/synthetic-region.ts", [String(OSM_PLACES), xml]);
    const { townPage, nameOf } = await regionFacts();
    const pbf = path.join(work, "region.osm.pbf");
    execFileSync("osmium", ["cat", "-O", "-o", pbf, xml]);
    const started = Date.now();
    await tsx("scripts/places-import.ts", [pbf, "--region", "synthetic", "--persist-to", persistTo]);
    const importSeconds = (Date.now() - started) / 1000;

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
      const autocomplete = await latencies(200, async (i) => {
        const input = `Place ${(i * 997) % OSM_PLACES}`.slice(0, 7 + (i % 5));
        const res = await fetch(`${base}/api/places/autocomplete?${new URLSearchParams({ input: `${input} ${i}` })}`, {
          headers: visitor(),
        });
        if (res.status !== 200) throw new Error(`bench: autocomplete answered ${res.status}`);
        return res;
      });
      // The town's page and its second page.
      for (const url of [townPage, `${townPage}?page=2`]) {
        const res = await fetch(`${base}${url}`, { headers: { Cookie: "session=bench" } });
        const body = await res.text();
        if (res.status !== 200 || !body.includes("<article "))
          throw new Error(`bench: ${url} answered ${res.status} without cards`);
      }
      // The search box with a place's name and no town, as a person types it (each name once).
      let found = 0;
      const nameSearch = await latencies(NAME_SEARCHES, async (i) => {
        const res = await fetch(`${base}/search?${new URLSearchParams({ q: nameOf(i) })}`, {
          headers: visitor(),
          redirect: "manual",
        });
        // 302 to the place's page; a place far from every town of its country has no page to go to (200).
        if (res.status !== 302 && res.status !== 200) throw new Error(`bench: a name search answered ${res.status}`);
        if (res.status === 302 && i >= 0) found++;
        return res;
      });
      // A listing 80 km around points of the region (each a different point: no answer kept).
      const wide = await latencies(100, async (i) => {
        const res = await fetch(
          `${base}/api/places/search?${new URLSearchParams({ query: "restaurants", location: `${(46 + (i + 5) * 0.031).toFixed(3)},${(7 + (i + 5) * 0.047).toFixed(3)}`, radius: "80000" })}`,
          { headers: visitor() },
        );
        if (res.status !== 200) throw new Error(`bench: an 80 km listing answered ${res.status}`);
        return res;
      });
      const targets = {
        "static asset": base + staticAsset(),
        "results page, edge cache": `${base}${RESULTS}`,
        "privacy page": `${base}/privacy-policy`,
        "results page, rendered": `${base}${RESULTS}`,
        "a town outside the catalogue, rendered": `${base}${townPage}`,
        "its second page, rendered": `${base}${townPage}?page=2`,
      };
      const rendered = { Cookie: "session=bench" };
      const { rps, cache, ratio } = await rounds(targets, {
        "results page, rendered": rendered,
        "a town outside the catalogue, rendered": rendered,
        "its second page, rendered": rendered,
      });
      return {
        places: OSM_PLACES,
        importSeconds,
        cards,
        autocomplete: summary(autocomplete),
        rps,
        cache,
        cachedRatio: ratio("results page, edge cache", "static asset"),
        renderRatio: ratio("results page, rendered", "privacy page"),
        townPage,
        townRatio: ratio("a town outside the catalogue, rendered", "privacy page"),
        townPage2Ratio: ratio("its second page, rendered", "privacy page"),
        nameSearch: { ...summary(nameSearch), found },
        wide: summary(wide),
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function osmBudgets(r) {
  return [
    {
      budget: `import of ${r.places.toLocaleString("en")} places < ${IMPORT_BUDGET_S} s`,
      measured: `${r.importSeconds.toFixed(1)} s`,
      ok: r.importSeconds < IMPORT_BUDGET_S,
    },
    {
      budget: `autocomplete p95 <= ${AUTOCOMPLETE_P95_MS} ms of server time`,
      measured: timings(r.autocomplete, "requests"),
      ok: r.autocomplete.p95 <= AUTOCOMPLETE_P95_MS,
    },
    {
      budget: "OpenStreetMap results page, rendered >= 0.6x the privacy page",
      measured: `${r.renderRatio.toFixed(2)}x (${r.cards} cards)`,
      ok: r.renderRatio >= 0.6,
    },
    {
      budget: `a town outside the catalogue (${r.townPage}), rendered >= 0.6x the privacy page`,
      measured: times(r.townRatio),
      ok: r.townRatio >= 0.6,
    },
    {
      budget: "its second page, rendered >= 0.6x the privacy page",
      measured: times(r.townPage2Ratio),
      ok: r.townPage2Ratio >= 0.6,
    },
    {
      budget: `a name searched with no town, p95 <= ${NAME_SEARCH_P95_MS} ms of server time`,
      measured: `${timings(r.nameSearch, "searches")}; ${r.nameSearch.found} led to the place's page`,
      ok: r.nameSearch.p95 <= NAME_SEARCH_P95_MS,
    },
    {
      budget: `a listing 80 km around a point, p95 <= ${WIDE_LISTING_P95_MS} ms of server time`,
      measured: timings(r.wide, "listings"),
      ok: r.wide.p95 <= WIDE_LISTING_P95_MS,
    },
    {
      budget: "OpenStreetMap results page, edge cache >= 0.8x a static asset",
      measured: `${r.cachedRatio.toFixed(2)}x (${r.cache["results page, edge cache"]})`,
      ok: r.cachedRatio >= 0.8 && r.cache["results page, edge cache"] === "HIT",
    },
  ];
}

function osmMarkdown(r, budgets) {
  return [
    recordedBy("`npm run bench -- --osm --write`"),
    `A synthetic region of ${r.places.toLocaleString("en")} places (scripts/osm/synthetic-region.ts) imported into a fresh local D1 with \`npm run places:import\`, and a server with \`PLACES_PROVIDER=osm\`. Autocomplete (200 prefixes), name searches (100 names) and 80 km listings (100 points): one request after another, each asked once, after 5 not counted; their budgets read the server's time (the Worker's Server-Timing total), the client's over loopback beside it. Throughput as in the other parts (wrk -t2 -c16, rounds of back-to-back pages, median of the rounds' ratios).`,
    "",
    ...throughputTable(r),
    "",
    ...budgetTable(budgets),
  ].join("\n");
}

/** `--osm` alone, and a part of a whole run. */
export async function osmPart() {
  const result = await osmBench();
  const budgets = osmBudgets(result);
  return { budgets, blocks: { osm: osmMarkdown(result, budgets) } };
}
