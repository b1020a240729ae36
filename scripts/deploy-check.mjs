// `npm run deploy:check`: proves the production build deploys, without deploying. Runs
// `wrangler deploy --dry-run` on build/ (run `npm run build` first, or pass --build) and fails when wrangler
// fails or when the Worker it would upload is over its size budget, gzip-compressed as Cloudflare counts it.
// CI runs it on every change (.ci/run), so a change that breaks the production bundle cannot land green.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build, offlineEnv, root, run } from "./lib/worker.mjs";

/** The most the Worker may weigh, gzip-compressed (Workers Free allows 3 MB, Paid 10 MB: this keeps startup quick). */
export const WORKER_GZIP_BUDGET = 1.5 * 1024 * 1024;

const require = createRequire(import.meta.url);
const wranglerBin = require.resolve("wrangler/bin/wrangler.js", { paths: [root] });

if (process.argv.includes("--build")) await build({ quiet: true });

const outdir = mkdtempSync(path.join(tmpdir(), "tablescout-deploy-"));
try {
  const output = await run(wranglerBin, ["deploy", "--dry-run", "--outdir", outdir], {
    quiet: true,
    env: offlineEnv,
  });
  // The modules wrangler would upload: every file of the out dir but source maps and its own README.
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
  const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  const wranglerLine = output.match(/Total Upload:[^\n]*/)?.[0];
  console.log(`deploy check: wrangler deploy --dry-run succeeded (${wranglerLine ?? "no size line"})`);
  console.log(
    `deploy check: Worker ${mb(raw)}, ${mb(gzip)} gzip, in ${files.length} module(s); budget ${mb(WORKER_GZIP_BUDGET)} gzip`,
  );
  if (gzip > WORKER_GZIP_BUDGET) {
    console.error(`deploy check: the Worker is over its size budget by ${mb(gzip - WORKER_GZIP_BUDGET)}.`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`deploy check: wrangler deploy --dry-run failed\n${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
