// `npm run deploy [-- --env NAME]`: checks the configuration a public deployment cannot do without, then
// builds and runs `wrangler deploy` with the same arguments. The share-image Worker (og/wrangler.toml,
// "tablescout-og") is deployed first, so the page Worker's service binding OG never points at a Worker that
// does not exist yet; it has one environment, so `--env` applies to the page Worker only (an [env.NAME] of
// wrangler.toml must repeat the [[services]] block: bindings are not inherited).
//
// SITE_URL must be the public https origin: off localhost the Worker never trusts the request's Host
// header for canonical URLs, Open Graph, robots.txt or the sitemap, so without SITE_URL those lose their
// absolute URLs and the sitemap is not served at all.
import { createRequire } from "node:module";
import path from "node:path";
import { build, offlineEnv, root, run } from "./lib/worker.mjs";

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const envIndex = args.findIndex((a) => a === "--env" || a === "-e");
const envName = envIndex >= 0 ? args[envIndex + 1] : args.find((a) => a.startsWith("--env="))?.slice(6);

const { unstable_readConfig } = await import(require.resolve("wrangler", { paths: [root] }));
const config = unstable_readConfig({ config: path.join(root, "wrangler.toml"), env: envName });

function siteUrlProblem(value) {
  if (!value) return "SITE_URL is empty";
  let url;
  try {
    url = new URL(value);
  } catch {
    return `SITE_URL ${JSON.stringify(value)} is not a URL`;
  }
  if (url.protocol !== "https:") return `SITE_URL ${value} is not https`;
  if (["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) return `SITE_URL ${value} is a local address`;
  return null;
}

const problem = siteUrlProblem(config.vars?.SITE_URL);
if (problem) {
  console.error(
    `Refusing to deploy: ${problem}.\n` +
      "Set SITE_URL under [vars] in wrangler.toml (or the [env.<name>.vars] you deploy) to the public origin,\n" +
      'for example SITE_URL = "https://tablescout.example". See README.md, "Security".',
  );
  process.exit(1);
}

await build();
const wranglerBin = require.resolve("wrangler/bin/wrangler.js", { paths: [root] });
const env = { ...offlineEnv, WRANGLER_SEND_METRICS: "false" };
const passThrough = envIndex >= 0 ? args.filter((_, i) => i !== envIndex && i !== envIndex + 1) : args;
console.log("› Deploying the share-image Worker (og/wrangler.toml)…");
await run(wranglerBin, ["deploy", "-c", "og/wrangler.toml", ...passThrough.filter((a) => !a.startsWith("--env="))], {
  env,
});
console.log("› Deploying the page Worker (wrangler.toml)…");
await run(wranglerBin, ["deploy", ...args], { env });
