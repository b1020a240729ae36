// The results part of `npm run bench` (a whole run only): listing, restaurant-page and autocomplete requests
// over 51 cities (the largest city of every state and DC) against the production build on workerd, twice
// (cold, then warm), reporting upstream provider calls and their Google cost per page view, the KV hit ratio
// and server time per request. Google mode points the Google provider at the local fake of Google's APIs and
// counts and prices (scripts/lib/google-prices.mjs) the requests that reach it; demo mode measures the built-in
// provider, and then its throughput with wrk: a static asset, the privacy page, a results page from the edge
// page cache and the same page rendered afresh. On the lists part's server, the lists and what a visitor feels.
import { readFileSync } from "node:fs";
import path from "node:path";
import { budgetTable, recordedBy, times } from "./bench-report.mjs";
import { withServer } from "./bench-server.mjs";
import { experienceBudgets, experienceMarkdown, listsWithExperience } from "./experience-bench.mjs";
import { billOf, PRICES_CHECKED } from "./google-prices.mjs";
import { listsBudgets, listsMarkdown, printLists } from "./lists-bench.mjs";
import { percentile } from "./stats.mjs";
import {
  printThroughput,
  ROUND_SECONDS,
  ROUNDS,
  rounds,
  staticAsset,
  throughputTable,
  visitor,
} from "./throughput.mjs";
import { root } from "./worker.mjs";

const usCities = JSON.parse(readFileSync(path.join(root, "app/modules/catalog/data/us-cities.json"), "utf8"));
const stateNames = Object.fromEntries(
  JSON.parse(readFileSync(path.join(root, "app/modules/catalog/data/us-states.json"), "utf8")).map((s) => [
    s.code,
    s.name,
  ]),
);
/** A US state's or city's slug in the guide's addresses (the app's slug rule, for the ASCII names these are). */
const slug = (s) =>
  s
    .toLowerCase()
    .replace(/['.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const cities = Object.entries(usCities)
  .filter(([, list]) => list.length)
  .map(([state, list]) => ({ state, statePath: slug(stateNames[state]), ...list[0] }));

async function timed(url) {
  const t = performance.now();
  const res = await fetch(url, { headers: visitor() });
  const body = await res.json().catch(() => ({}));
  return { ms: performance.now() - t, status: res.status, body };
}

async function timedPage(url) {
  const t = performance.now();
  const res = await fetch(url, { headers: visitor() });
  const html = await res.text();
  return { ms: performance.now() - t, status: res.status, html };
}

const KINDS = ["listing", "restaurant", "autocomplete", "results page", "restaurant page", "mobile results page"];

/** One pass over every city: a listing view, a restaurant view and an autocomplete typing session. */
async function pass(base, calls) {
  const counter = () => calls().length;
  const stats = Object.fromEntries(KINDS.map((k) => [k, []]));
  const upstream = Object.fromEntries(KINDS.map((k) => [k, 0]));
  const dollars = Object.fromEntries(KINDS.map((k) => [k, 0]));
  const price = (kind, before) => {
    dollars[kind] += billOf(calls().slice(before)).dollars;
  };
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
    price("listing", before);
    stats.listing.push(listing.ms);
    lookups++;
    if (listing.body.cached) hits++;
    const placeId = listing.body.results?.[0]?.place_id;
    if (placeId) {
      before = counter();
      const details = await timed(`${base}/api/places/details?${new URLSearchParams({ place_id: placeId })}`);
      upstream.restaurant += counter() - before;
      price("restaurant", before);
      stats.restaurant.push(details.ms);
      lookups++;
      if (details.body.cached) hits++;
    }
    // A typing session: 2 to 6 characters, then the first suggestion is chosen (as the search box does).
    const token = `bench${city.state}${Math.random().toString(36).slice(2, 10)}`;
    before = counter();
    let suggestion;
    for (let n = 2; n <= Math.min(6, city.name.length); n++) {
      const a = await timed(
        `${base}/api/places/autocomplete?${new URLSearchParams({ input: city.name.slice(0, n), sessiontoken: token })}`,
      );
      stats.autocomplete.push(a.ms);
      lookups++;
      if (a.body.cached) hits++;
      suggestion = a.body.predictions?.[0] ?? suggestion;
    }
    if (suggestion) {
      const chosen = await timed(
        `${base}/api/search/resolve?${new URLSearchParams({
          q: suggestion.description,
          types: suggestion.types.join(","),
          place_id: suggestion.place_id,
          sessiontoken: token,
          name: suggestion.structured_formatting.main_text,
        })}`,
      );
      stats.autocomplete.push(chosen.ms);
    }
    upstream.autocomplete += counter() - before;
    price("autocomplete", before);
    // Whole pages as a visitor without JavaScript gets them: the results page and its first restaurant.
    before = counter();
    const results = await timedPage(`${base}/restaurants/united-states/${city.statePath}/${slug(city.name)}`);
    upstream["results page"] += counter() - before;
    price("results page", before);
    stats["results page"].push(results.ms);
    const href = /href="(\/restaurants\/USA\/[^"]+)"/.exec(results.html)?.[1]?.replace(/&amp;/g, "&");
    if (href) {
      before = counter();
      const rp = await timedPage(base + href);
      upstream["restaurant page"] += counter() - before;
      price("restaurant page", before);
      stats["restaurant page"].push(rp.ms);
    }
    // The same city in the mobile version (/mobile/...): same modules, phone layout.
    before = counter();
    const mobile = await timedPage(`${base}/mobile/restaurants/united-states/${city.statePath}/${slug(city.name)}`);
    upstream["mobile results page"] += counter() - before;
    price("mobile results page", before);
    stats["mobile results page"].push(mobile.ms);
  }
  return { stats, upstream, dollars, hitRatio: lookups ? hits / lookups : 0 };
}

/** Both passes with one provider ("google" or "demo"), on a server of their own; the demo's throughput after. */
function replay(mode) {
  return withServer({ name: mode, google: mode === "google" }, async ({ base, fake }) => {
    const calls = () => fake?.requests ?? [];
    await fetch(`${base}/api/places/autocomplete?input=warmup`); // first request compiles the Worker
    const cold = await pass(base, calls);
    const warm = await pass(base, calls);
    const speed = mode === "demo" ? await throughput(base) : undefined;
    return { mode, cold, warm, speed };
  });
}

function rows(result) {
  const out = [];
  for (const phase of ["cold", "warm"]) {
    const r = result[phase];
    for (const kind of KINDS) {
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
        "Google $ / 1,000 views": result.mode === "google" ? ((r.dollars[kind] / views) * 1000).toFixed(2) : "n/a",
        "server ms p50": percentile(r.stats[kind], 50).toFixed(1),
        "server ms p95": percentile(r.stats[kind], 95).toFixed(1),
        "KV hit ratio": `${(r.hitRatio * 100).toFixed(0)}%`,
      });
    }
  }
  return out;
}

/**
 * Throughput on the same server: a static asset, the privacy page, a results page answered by the edge
 * page cache, and the same page rendered afresh (a session cookie bypasses the page cache; the KV cache is
 * warm); each budget's two pages are measured back to back, in rounds (scripts/lib/throughput.mjs).
 */
async function throughput(base) {
  const asset = base + staticAsset();
  const results = "/restaurants/united-states/california/san-francisco";
  const targets = {
    "static asset": asset,
    "results page, edge cache": `${base}${results}`,
    "privacy page": `${base}/privacy-policy`,
    "results page, rendered": `${base}${results}`,
    // The same pages in other languages (their own URLs and cache entries): Japanese and Arabic from the edge
    // cache, German rendered beside the German privacy page.
    "static asset (again)": asset,
    "results page, edge cache, /ja": `${base}/ja${results}`,
    "results page, edge cache, /ar": `${base}/ar${results}`,
    "privacy page, /de": `${base}/de/privacy-policy`,
    "results page, rendered, /de": `${base}/de${results}`,
  };
  // The same results page rendered afresh: a request with a session cookie is never answered from the page
  // cache (any other spelling of the URL is redirected to the one the cache keeps). The cookie's value is no
  // signed session, so the render is an anonymous visitor's, plus one failed signature check.
  const headersOf = {
    "results page, rendered": { Cookie: "session=bench" },
    "results page, rendered, /de": { Cookie: "session=bench" },
  };
  const { rps, cache, ratio } = await rounds(targets, headersOf);
  return {
    rps,
    cache,
    warmRatio: ratio("results page, edge cache", "static asset"),
    renderRatio: ratio("results page, rendered", "privacy page"),
    warmRatioJa: ratio("results page, edge cache, /ja", "static asset (again)"),
    warmRatioAr: ratio("results page, edge cache, /ar", "static asset (again)"),
    renderRatioDe: ratio("results page, rendered, /de", "privacy page, /de"),
  };
}

/** The throughput budgets: edge-cached pages against a static asset, rendered ones against the privacy page. */
function throughputBudgets(speed) {
  const cached = (label, ratio, page) => ({
    budget: `${label} >= 0.8x a static asset`,
    measured: times(ratio),
    ok: ratio >= 0.8 && speed.cache[page] === "HIT",
  });
  const rendered = (label, ratio, reference) => ({
    budget: `${label} >= 0.6x ${reference}`,
    measured: times(ratio),
    ok: ratio >= 0.6,
  });
  return [
    cached("edge-cached results page", speed.warmRatio, "results page, edge cache"),
    rendered("rendered results page", speed.renderRatio, "the privacy page"),
    cached("edge-cached results page in /ja", speed.warmRatioJa, "results page, edge cache, /ja"),
    cached("edge-cached results page in /ar", speed.warmRatioAr, "results page, edge cache, /ar"),
    rendered("rendered results page in /de", speed.renderRatioDe, "the /de privacy page"),
  ];
}

function resultsMarkdown(table, speed, budgets) {
  const headers = Object.keys(table[0]);
  return [
    recordedBy("`npm run bench -- --write`"),
    `${cities.length} cities (the largest of each state and DC); per city one listing API call (search), one restaurant API call (details of the first result), one autocomplete typing session (2 to 6 characters, one session token, ending on the first suggestion), and the whole results page and first restaurant page as HTML (no JavaScript, so the complete page is rendered before it is sent). Times are measured at the client over loopback, so they are server time plus a fraction of a millisecond. "Upstream calls" are requests that reached the local fake of Google's APIs. The fake answers every search with the same place, so cold restaurant views after the first are already cache hits; against real Google each cold restaurant view costs one Place Details call. Each autocomplete keystroke is one upstream call until its text has been asked before (prefixes repeat across cities, e.g. 'Ne').`,
    "",
    `| ${headers.join(" | ")} |`,
    `| ${headers.map(() => "---").join(" | ")} |`,
    ...table.map((row) => `| ${headers.map((h) => row[h]).join(" | ")} |`),
    "",
    `Google cost: the requests that reached the fake, priced with the list prices in docs/google-prices.md (checked ${PRICES_CHECKED}). A typing session ends with the first suggestion chosen; its autocomplete requests are free when the session ends in a Place Details call with its token. Warm rows cost nothing because the KV cache and the edge page cache answer.`,
    "",
    "## Throughput",
    "",
    `wrk -t2 -c16 against the demo provider's server, ${ROUNDS} rounds of ${ROUND_SECONDS} s per page after a warm-up pass; in each round a budget's two pages are measured back to back (static asset, then the edge-cached results page; privacy page, then the rendered results page), and a budget's ratio is the median of its rounds' ratios. Requests per second are the medians of the rounds. The edge-cached results page answers with \`X-Cache: HIT\`; the rendered one is asked with a session cookie that is no valid session, which bypasses the page cache and renders as for an anonymous visitor (the KV cache is warm).`,
    "",
    ...throughputTable(speed),
    "",
    ...budgetTable(budgets),
  ].join("\n");
}

/**
 * A whole run's first part: the replay with both providers and the demo's throughput, then the lists and what a
 * visitor feels on the lists' server (`runs`: Lighthouse's runs a page). The results block's budgets are the
 * throughput's and the lists'; the experience block has its own.
 */
export async function resultsPart({ runs }) {
  const results = [];
  for (const mode of ["google", "demo"]) {
    console.log(`› Replaying ${cities.length} cities with the ${mode} provider (cold, then warm)`);
    results.push(await replay(mode));
  }
  const table = results.flatMap(rows);
  console.table(table);
  const speed = results.find((r) => r.speed).speed;
  printThroughput(speed);
  const lists = await listsWithExperience(runs);
  printLists(lists);
  const budgets = [...throughputBudgets(speed), ...listsBudgets(lists)];
  const feel = experienceBudgets(lists);
  return {
    budgets: [...budgets, ...feel],
    blocks: {
      results: resultsMarkdown(table, speed, budgets),
      lists: listsMarkdown(lists),
      experience: experienceMarkdown(lists, feel, runs),
    },
  };
}
