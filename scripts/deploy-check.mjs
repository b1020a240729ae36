// `npm run deploy:check`: proves the production build deploys, without deploying. Runs
// `wrangler deploy --dry-run` on build/ (run `npm run build` first, or pass --build) and on the share-image
// Worker (og/wrangler.toml), prints each one's size, and fails when wrangler fails or when a Worker it would
// upload is over its size budget, gzip-compressed as Cloudflare counts it.
// CI runs it on every change (.ci/run), so a change that breaks the production bundle cannot land green.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build, offlineEnv, root, run } from "./lib/worker.mjs";

/** The most the Worker may weigh, gzip-compressed (Workers Free allows 3 MB, Paid 10 MB: this keeps startup quick). */
export const WORKER_GZIP_BUDGET = 1.5 * 1024 * 1024;
/**
 * The most the share-image Worker (og/: resvg's WebAssembly and the renderer) may weigh, gzip-compressed: Workers
 * Free's limit. Its fonts are static assets, which do not count.
 */
export const OG_WORKER_GZIP_BUDGET = 3 * 1024 * 1024;
/** Cloudflare's limit on one static asset file. */
const ASSET_FILE_LIMIT = 25 * 1024 * 1024;

const require = createRequire(import.meta.url);
const wranglerBin = require.resolve("wrangler/bin/wrangler.js", { paths: [root] });

if (process.argv.includes("--build")) await build({ quiet: true });

const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;

/**
 * `wrangler deploy --dry-run` of one Worker into a temporary directory; prints and checks the size of what it
 * would upload (every module but source maps and wrangler's README), gzip-compressed. Returns true if within
 * the budget.
 */
async function check(label, configArgs, budget) {
  const outdir = mkdtempSync(path.join(tmpdir(), "tablescout-deploy-"));
  try {
    const output = await run(wranglerBin, ["deploy", "--dry-run", "--outdir", outdir, ...configArgs], {
      quiet: true,
      env: offlineEnv,
    });
    const files = [];
    const walk = (dir) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (!name.endsWith(".map") && name !== "README.md") files.push(file);
      }
    };
    walk(outdir);
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const bytes = readFileSync(file);
      raw += bytes.byteLength;
      gzip += gzipSync(bytes, { level: 9 }).byteLength;
    }
    const wranglerLine = output.match(/Total Upload:[^\n]*/)?.[0];
    console.log(`deploy check: ${label}: wrangler deploy --dry-run succeeded (${wranglerLine ?? "no size line"})`);
    console.log(
      `deploy check: ${label}: ${mb(raw)}, ${mb(gzip)} gzip, in ${files.length} module(s); budget ${mb(budget)} gzip`,
    );
    if (gzip > budget) {
      console.error(`deploy check: ${label} is over its size budget by ${mb(gzip - budget)}.`);
      return false;
    }
    return true;
  } catch (error) {
    console.error(
      `deploy check: ${label}: wrangler deploy --dry-run failed\n${error instanceof Error ? error.message : error}`,
    );
    return false;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** Total size of a directory's files (the og Worker's static assets: its fonts, outside the Worker's budget). */
function directorySize(dir) {
  let size = 0;
  let largest = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(name));
    if (statSync(file).isFile()) {
      size += statSync(file).size;
      largest = Math.max(largest, statSync(file).size);
    }
  }
  return { size, largest };
}

const pageOk = await check("page Worker (tablescout)", [], WORKER_GZIP_BUDGET);
const ogOk = await check("share-image Worker (tablescout-og)", ["-c", "og/wrangler.toml"], OG_WORKER_GZIP_BUDGET);
const assets = directorySize(path.join(root, "og/assets"));
console.log(
  `deploy check: share-image Worker's static assets (og/assets, fonts): ${mb(assets.size)}, largest file ${mb(assets.largest)} (Cloudflare's limit: ${mb(ASSET_FILE_LIMIT)} a file)`,
);
const assetsOk = assets.largest <= ASSET_FILE_LIMIT;
if (!assetsOk) console.error("deploy check: an og/assets file is over Cloudflare's per-file limit.");
if (!pageOk || !ogOk || !assetsOk) process.exitCode = 1;
