// Vitest global setup of the "worker" project: bundles the og Worker as `wrangler deploy` would (into og/dist,
// with resvg's .wasm beside it), for vitest.config.ts to run as the auxiliary worker "tablescout-og" behind the
// page Worker's service binding OG. Auxiliary workers are not transformed by Vite, so they must be built JS.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";

export const OG_DIST = path.resolve(__dirname, "../dist");

export default async function setup() {
  const root = path.resolve(__dirname, "../..");
  const wrangler = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js", { paths: [root] });
  await promisify(execFile)(
    process.execPath,
    [wrangler, "deploy", "--dry-run", "--outdir", OG_DIST, "-c", path.join(root, "og/wrangler.toml")],
    {
      cwd: root,
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    },
  );
}
