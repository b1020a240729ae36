// The map part of `npm run bench` (`--map` alone; `--extract FILE` for a real extract instead of the project's
// own small one): the basemap built with `npm run tiles:build` into a fresh local D1 and R2, and a server with
// the demo provider (its Monaco restaurants). Measured: a tile from the edge cache beside a static asset; tiles
// read from the archive in R2 (each address asked once, so none is cached: the server's time); Lighthouse on
// the results page with the map showing (a phone, beside the static control); and the frames while a person
// pans and zooms the map on a 4x slower CPU (requestAnimationFrame's gaps: a gap is a frame not drawn).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { budgetTable, recordedBy, times } from "./bench-report.mjs";
import { CHROMIUM_FLAGS } from "./chromium.mjs";
import {
  LIGHTHOUSE_BUDGETS,
  lighthouseBench,
  lighthouseMisses,
  lighthouseTable,
  throttledPage,
} from "./experience-bench.mjs";
import { latencies, summary, timings, WARM_UP } from "./latencies.mjs";
import { percentile } from "./stats.mjs";
import { rounds, staticAsset, throughputTable } from "./throughput.mjs";
import { freePort, migrateLocal, offlineEnv, root, runTs, serve } from "./worker.mjs";

/** The demo provider's Monaco: its restaurants sit on any Monaco extract's streets. */
const RESULTS = "/restaurants/international/monaco/monaco";
/** A tile read from R2 on a cache miss answers within this much server time, at p95. */
export const TILE_MISS_P95_MS = 30;
/** No frame longer than this while the map is panned and zoomed, on a 4x slower CPU. */
export const FRAME_BUDGET_MS = 50;
const FIXTURE = "tests/fixtures/osm/harbour-streets.osm";

/** The tile addresses over the extract's box at zooms 10 to 14, with a ring of tiles round it (empty ones). */
function addressesOver(file) {
  const info = JSON.parse(execFileSync("osmium", ["fileinfo", "-e", "-j", file], { encoding: "utf8" }));
  const [west, south, east, north] = info.header?.boxes?.[0] ?? info.data.bbox;
  const column = (lon, z) => Math.floor(((lon + 180) / 360) * 2 ** z);
  const row = (lat, z) => {
    const r = (lat * Math.PI) / 180;
    return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z);
  };
  const out = [];
  for (let z = 10; z <= 14; z++)
    for (let x = column(west, z) - 1; x <= column(east, z) + 1; x++)
      for (let y = row(north, z) - 1; y <= row(south, z) + 1; y++) out.push(`/tiles/${z}/${x}/${y}.mvt`);
  // Asked in a scattered order, as a map's tiles are: not one directory's entries after another.
  return out
    .map((url, i) => ({ url, key: (i * 7919) % out.length }))
    .sort((a, b) => a.key - b.key)
    .map((a) => a.url);
}

/**
 * Each tile asked once (none in the edge cache yet; the first WARM_UP not counted): the server's time of each.
 * Every answer must be a miss, or the figure would not be R2's.
 */
async function tileMisses(base, urls) {
  const times = await latencies(urls.length - WARM_UP, async (i) => {
    const url = urls[i + WARM_UP];
    const res = await fetch(base + url);
    if (res.status !== 200 || res.headers.get("x-cache") !== "MISS")
      throw new Error(`bench: ${url} answered ${res.status} ${res.headers.get("x-cache")}, not a miss`);
    return res;
  });
  return summary(times);
}

/**
 * Records the gap between each animation frame and the one before (a long gap is a frame the page could not
 * draw), and the browser's long animation frames: those whose main-thread work (scripts, style, layout, paint)
 * took over 50 ms, which tell the page's own long frames from a gap spent elsewhere (the compositor, the
 * basemap's worker, the server on the same two cores).
 */
function recordFrames() {
  window.__longFrames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longFrames.push({ at: entry.startTime, duration: entry.duration });
  }).observe({ type: "long-animation-frame" });
  window.__frames = [];
  let last = 0;
  const tick = (t) => {
    if (last) window.__frames.push({ at: t, gap: t - last });
    last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * A person panning and zooming the map beside the cards (a wide screen) on a 4x slower CPU: four drags, two
 * zooms in and two out (the names laid out again after each). The longest and the p95 frame gap, while they do.
 */
async function panAndZoom(base) {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_FLAGS });
  try {
    const { page, context } = await throttledPage(browser, base, { wide: true });
    await context.addInitScript(recordFrames);
    await page.goto(`${base}${RESULTS}`);
    const map = page.locator(".leaflet-container");
    await map.waitFor();
    await page.locator("canvas.ts-labels[data-names]").waitFor({ state: "attached", timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    const box = await map.boundingBox();
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    // The zoom buttons are pressed where they are, as a person's pointer does: a locator's click first runs
    // Playwright's own checks in the page (visibility, hit target: about 20 ms of the slowed main thread
    // before each click), which no visitor's tap costs.
    const buttons = {};
    for (const control of ["in", "out"]) {
      const button = await page.locator(`.leaflet-control-zoom-${control}`).boundingBox();
      buttons[control] = [button.x + button.width / 2, button.y + button.height / 2];
    }
    const since = await page.evaluate(() => performance.now());
    for (const [dx, dy] of [
      [180, 60],
      [-160, 120],
      [-40, -200],
      [120, 40],
    ]) {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      await page.mouse.move(cx + dx, cy + dy, { steps: 12 });
      await page.mouse.up();
      await page.waitForLoadState("networkidle");
    }
    for (const control of ["in", "in", "out", "out"]) {
      await page.mouse.click(...buttons[control]);
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
    }
    const { gaps, long } = await page.evaluate(
      (t) => ({
        gaps: window.__frames.filter((f) => f.at >= t).map((f) => f.gap),
        long: window.__longFrames.filter((f) => f.at >= t).map((f) => f.duration),
      }),
      since,
    );
    return { frames: gaps.length, longest: Math.max(...gaps), p95: percentile(gaps, 95), longMainThread: long };
  } finally {
    await browser.close();
  }
}

async function mapBench({ runs, extract }) {
  const file = path.resolve(extract ?? path.join(root, FIXTURE));
  console.log(`› The map: tiles of ${path.relative(process.cwd(), file)} from R2, the demo provider's Monaco`);
  const persistTo = mkdtempSync(path.join(tmpdir(), "tablescout-bench-map-"));
  try {
    await migrateLocal({ persistTo, quiet: true });
    const built = await runTs("scripts/tiles-build.ts", [file, "--persist-to", persistTo], {
      quiet: true,
      env: { ...offlineEnv, TZ: "UTC" },
    });
    const summary = built.trim().split("\n").pop();
    const port = await freePort();
    const server = await serve({ port, ip: "127.0.0.1", persistTo, quiet: true });
    const base = server.url;
    try {
      const addresses = addressesOver(file);
      const misses = await tileMisses(base, addresses);
      const tile = addresses[0];
      const { rps, cache, ratio } = await rounds({
        "static asset": base + staticAsset(),
        "map tile, edge cache": base + tile,
      });
      const lighthouse = await lighthouseBench(
        { "results page, map showing (phone)": `${base}${RESULTS}?view=map` },
        { runs },
      );
      const frames = await panAndZoom(base);
      return {
        file: path.basename(file),
        summary,
        misses,
        rps,
        cache,
        tile,
        tileRatio: ratio("map tile, edge cache", "static asset"),
        lighthouse,
        frames,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(persistTo, { recursive: true, force: true });
  }
}

function mapBudgets(r) {
  const page = r.lighthouse.at(-1);
  const misses = lighthouseMisses(page);
  return [
    {
      budget: "a map tile, edge cache >= 0.8x a static asset",
      measured: `${times(r.tileRatio)} (${r.cache["map tile, edge cache"]})`,
      ok: r.tileRatio >= 0.8 && r.cache["map tile, edge cache"] === "HIT",
    },
    {
      budget: `a tile read from R2 on a cache miss, p95 <= ${TILE_MISS_P95_MS} ms of server time`,
      measured: timings(r.misses, "tiles"),
      ok: r.misses.p95 <= TILE_MISS_P95_MS,
    },
    {
      budget: `Lighthouse, results page with the map showing (phone): performance >= ${LIGHTHOUSE_BUDGETS.performance}, TBT <= ${LIGHTHOUSE_BUDGETS.tbt} ms`,
      measured: `${page.performance} (${page.runs.join(", ")}), TBT ${page.tbt} ms`,
      ok: misses.length === 0,
    },
    {
      budget: `panning and zooming the map, 4x slower CPU: every frame <= ${FRAME_BUDGET_MS} ms`,
      measured: `longest ${r.frames.longest.toFixed(0)} ms, p95 ${r.frames.p95.toFixed(0)} ms (${r.frames.frames} frames); main-thread frames over 50 ms: ${r.frames.longMainThread.length ? r.frames.longMainThread.map((d) => d.toFixed(0)).join(", ") : "none"}`,
      ok: r.frames.longest <= FRAME_BUDGET_MS,
    },
  ];
}

function mapMarkdown(r, budgets) {
  return [
    recordedBy(
      "`npm run bench -- --map --write`",
      r.file === path.basename(FIXTURE) ? "" : `\`--extract ${r.file}\`, `,
    ),
    `The basemap of ${r.file} built with \`npm run tiles:build\` into a fresh local D1 and R2 (its ${r.summary.replace(/^› The map's /, "")}), and a server with the demo provider. Tiles from R2: every address over the extract's box at zooms 10-14 and a ring round it, each asked once in a scattered order (none cached yet; the first 5 not counted), the server's time read from the Server-Timing total. Throughput as in the other parts (wrk -t2 -c16, rounds, median of the rounds' ratios; the tile ${r.tile}). Lighthouse: mobile, simulated throttling, median of the runs, beside a static control page. Frames: Chromium at 4x CPU slowdown, a wide screen, four drags and four zooms of the map beside the cards (the zoom buttons pressed with the pointer, not through Playwright's checks), requestAnimationFrame's gaps, and the browser's long animation frames (main-thread work over 50 ms in one frame).`,
    "",
    ...throughputTable(r),
    "",
    ...lighthouseTable(r.lighthouse),
    "",
    ...budgetTable(budgets),
  ].join("\n");
}

/** `--map` alone, and a part of a whole run. */
export async function mapPart(options) {
  const result = await mapBench(options);
  const budgets = mapBudgets(result);
  return { budgets, blocks: { map: mapMarkdown(result, budgets) } };
}
