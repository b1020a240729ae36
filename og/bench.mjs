// `npm run bench:og [-- --runs N] [-- --screenshots]`: times share-image renders on workerd.
//
// Starts the og Worker alone with `wrangler dev` (og/wrangler.toml: the same bundle, fonts and runtime as
// production), warms it up (resvg instantiated, every font the cards need loaded), then renders each example
// card N times, one request at a time, and prints p50/p95 per language. workerd's CPU time is not observable
// locally (a Worker's clock stands still while it computes), so the figure is the wall time of a warm render
// seen by the client on this machine, which is CPU time plus a local round trip: the `floor` line is the
// p50 of a request the Worker refuses at once (400), i.e. what of each figure is not rendering.
//
// `--screenshots` also writes docs/screenshots/share-image-{en,ja,zh-cn,ar}.png from the example cards.
//
// `benchShareImages({ runs })` is exported for scripts/bench.mjs: { [lang]: { p50, p95 } } in ms, plus
// `floor`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, offlineEnv, root } from "../scripts/lib/worker.mjs";
import { CARDS, LONG } from "./examples.mjs";

const wranglerBin = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js", { paths: [root] });

/** The cards timed, by language: the four script families, and German with every line too long. */
export const BENCH_CARDS = { en: CARDS.en, de: LONG.de, ja: CARDS.ja, "zh-CN": CARDS["zh-CN"], ar: CARDS.ar };

/** Starts the og Worker with `wrangler dev` on a free loopback port; resolves { url, stop } once it answers. */
export async function startOgWorker({ timeoutMs = 60_000 } = {}) {
  const port = await freePort();
  // Its own dev registry, so it never joins (or is joined by) another local `wrangler dev`.
  const registry = mkdtempSync(path.join(tmpdir(), "tablescout-og-bench-"));
  const child = spawn(
    process.execPath,
    [
      wranglerBin,
      "dev",
      "-c",
      "og/wrangler.toml",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(await freePort()),
      "--show-interactive-dev-session=false",
    ],
    {
      cwd: root,
      env: { ...offlineEnv, NODE_ENV: "production", WRANGLER_REGISTRY_PATH: registry },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const stop = () =>
    new Promise((resolve) => {
      rmSync(registry, { recursive: true, force: true });
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      process.kill(-child.pid, "SIGTERM");
      setTimeout(() => {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {}
        resolve();
      }, 5_000).unref();
    });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev (og) exited with ${child.exitCode}\n${log}`);
    try {
      if ((await fetch(`${url}/`)).status === 404) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the og Worker did not answer on ${url} within ${timeoutMs} ms\n${log}`);
}

/** POSTs a card to /render; resolves { ms, status, png }. */
export async function renderCard(url, card) {
  const started = performance.now();
  const res = await fetch(`${url}/render`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof card === "string" ? card : JSON.stringify(card),
  });
  const png = new Uint8Array(await res.arrayBuffer());
  return { ms: performance.now() - started, status: res.status, png };
}

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const round = (n) => Math.round(n * 10) / 10;

/** Renders every bench card `runs` times after a warm-up; { [lang]: { p50, p95 }, floor: { p50, p95 } } in ms. */
export async function benchShareImages({ runs = 30, url } = {}) {
  const server = url ? undefined : await startOgWorker();
  const base = url ?? server.url;
  try {
    // Warm-up: resvg's WebAssembly instantiated and every font these cards use loaded into the isolate.
    for (const card of Object.values(BENCH_CARDS))
      for (let i = 0; i < 3; i++) {
        const { status } = await renderCard(base, card);
        if (status !== 200) throw new Error(`warm-up render answered ${status}`);
      }
    const results = {};
    for (const [lang, card] of Object.entries(BENCH_CARDS)) {
      const times = [];
      for (let i = 0; i < runs; i++) times.push((await renderCard(base, card)).ms);
      results[lang] = { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
    }
    const floor = [];
    for (let i = 0; i < runs; i++) floor.push((await renderCard(base, "{")).ms);
    results.floor = { p50: round(percentile(floor, 50)), p95: round(percentile(floor, 95)) };
    return results;
  } finally {
    await server?.stop();
  }
}

/** Writes docs/screenshots/share-image-{en,ja,zh-cn,ar}.png from the example cards. */
export async function writeScreenshots(url) {
  for (const [lang, card] of Object.entries(CARDS)) {
    const { status, png } = await renderCard(url, card);
    if (status !== 200) throw new Error(`${lang}: ${status}`);
    const file = path.join(root, "docs/screenshots", `share-image-${lang.toLowerCase()}.png`);
    writeFileSync(file, png);
    console.log(`wrote ${path.relative(root, file)}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runsAt = process.argv.indexOf("--runs");
  const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 30;
  const server = await startOgWorker();
  try {
    if (process.argv.includes("--screenshots")) await writeScreenshots(server.url);
    const results = await benchShareImages({ runs, url: server.url });
    console.log(`Share images, ${runs} warm renders per card, wall time per request on this machine (ms):`);
    console.log("  card      p50     p95");
    for (const [lang, { p50, p95 }] of Object.entries(results))
      console.log(`  ${lang.padEnd(7)} ${String(p50).padStart(6)}  ${String(p95).padStart(6)}`);
    console.log("  (floor: a request refused at once, 400: the local round trip in every figure)");
  } finally {
    await server.stop();
  }
}
