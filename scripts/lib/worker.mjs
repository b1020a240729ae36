// Starts the built Worker on the Workers runtime (workerd, through `wrangler dev`) with a local D1
// migrated first. Shared by `npm start` and the browser tests, so both serve the app the same way.
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const require = createRequire(import.meta.url);
export const wranglerBin = require.resolve("wrangler/bin/wrangler.js", { paths: [root] });
const remixBin = require.resolve("@remix-run/dev/dist/cli.js", { paths: [root] });

/**
 * Ports the local servers take (wrangler's, its inspector's, the sign-in stand-in's): outside the range the
 * system hands out for outgoing connections (Linux: 32768-60999), where a port found free can be taken by a
 * client socket before wrangler binds it; and each reserved for this process by a file in the temporary
 * directory, so two processes (`npm run bench` beside `npm start`, two test servers starting at once) never
 * pick the same one. A reservation whose process has ended is stale and reused.
 */
const PORTS = { from: 20000, to: 32000 };
const reservations = path.join(tmpdir(), "tablescout-ports");
const mine = new Set();
process.once("exit", () => {
  for (const file of mine) rmSync(file, { force: true });
});

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** Whether this process holds `port` now (a reservation made, or a stale one taken over). */
function reserve(port) {
  mkdirSync(reservations, { recursive: true });
  const file = path.join(reservations, String(port));
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
  } catch {
    const holder = Number(readFileSync(file, "utf8"));
    if (holder === process.pid || alive(holder)) return false;
    writeFileSync(file, String(process.pid));
  }
  mine.add(file);
  return true;
}

/** Whether nothing listens on `port` on the loopback interface. */
function bindable(port) {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

/** A free TCP port on the loopback interface, reserved for this process (see PORTS). */
export async function freePort() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = PORTS.from + Math.floor(Math.random() * (PORTS.to - PORTS.from));
    if (!reserve(port)) continue;
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port between ${PORTS.from} and ${PORTS.to}`);
}

/** Keeps wrangler offline-friendly: no request.cf download, no metrics. */
export const offlineEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  NO_D1_WARNING: "true",
};

/** Runs a node script to completion, inheriting output; rejects on a non-zero exit. */
export function run(script, args, { quiet = false, env = offlineEnv } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: root,
      env,
      stdio: ["ignore", quiet ? "pipe" : "inherit", quiet ? "pipe" : "inherit"],
    });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${path.basename(script)} ${args.join(" ")} exited with ${code}\n${output}`)),
    );
  });
}

export const build = (opts) => run(remixBin, ["vite:build"], opts);

/** Runs one of the project's TypeScript scripts (tsx), as `run` does: `npm run places:import` and kin. */
export const runTs = (script, args, opts = {}) =>
  run(path.join(root, "node_modules/tsx/dist/cli.mjs"), [script, ...args], opts);

/** What the build is made from: a file changed here after the build makes it stale. */
const BUILD_INPUTS = [
  "app",
  "db",
  "public",
  "patches",
  "server.ts",
  "load-context.ts",
  "vite.config.ts",
  "package.json",
  "package-lock.json",
];

function newestChange(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(file)) newest = Math.max(newest, newestChange(path.join(file, name)));
  return newest;
}

/**
 * Whether build/ is newer than every file it is made from. A tool that serves the build (the bench) builds only
 * when it is not: vite empties build/ before writing it again, and a `npm start` serving the same build beside
 * it would find its files gone and stop.
 */
export function buildIsCurrent() {
  const built = path.join(root, "build/server/index.js");
  if (!existsSync(built) || !existsSync(path.join(root, "build/client"))) return false;
  const builtAt = statSync(built).mtimeMs;
  return BUILD_INPUTS.every((input) => {
    const file = path.join(root, input);
    return !existsSync(file) || newestChange(file) < builtAt;
  });
}

export function migrateLocal({ persistTo, ...opts } = {}) {
  return run(
    wranglerBin,
    ["d1", "migrations", "apply", "DB", "--local", ...(persistTo ? ["--persist-to", persistTo] : [])],
    opts,
  );
}

/** SQL the D1 refused, or an answer of it that could not be read (the message says which, in wrangler's words). */
export class D1Error extends Error {}

/**
 * Runs SQL (`{ command }`, or `{ file }` of statements) on the guide's D1 with `wrangler d1 execute` and returns
 * the rows it answers: the local D1 (under `persistTo` when given, as a running server keeps it; else
 * wrangler's own directory) or, with `remote`, the deployed one. The one way the scripts and tests run SQL.
 * Synchronous: the OpenStreetMap tools run their statements one after another.
 * @param {{ remote?: boolean, persistTo?: string }} target
 * @param {{ command: string } | { file: string }} sql
 */
export function d1Rows({ remote = false, persistTo } = {}, sql) {
  const args = [
    wranglerBin,
    "d1",
    "execute",
    "DB",
    ...(remote ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])]),
    "--yes",
    "--json",
    ...("command" in sql ? ["--command", sql.command] : ["--file", sql.file]),
  ];
  const out = spawnSync(process.execPath, args, { env: offlineEnv, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (out.status !== 0) throw new D1Error(`D1 refused the SQL: ${(out.stderr || out.stdout).trim()}`);
  try {
    return JSON.parse(out.stdout).flatMap((answer) => answer.results ?? []);
  } catch {
    throw new D1Error(`D1's answer could not be read: ${out.stdout.slice(0, 200)}`);
  }
}

/**
 * Starts the local OpenID provider that stands in for Google, allowing the app's callback on `port`,
 * and returns the Worker variables that point sign-in at it.
 */
export async function startLocalSignIn(port) {
  const { startLocalOidc } = await import("./local-oidc.mjs");
  const redirectUris = ["localhost", "127.0.0.1"].map((host) => `http://${host}:${port}/auth/google/callback`);
  const oidc = await startLocalOidc({ redirectUris });
  return { oidc, vars: { LOCAL_DEV: "1", LOCAL_OIDC_ISSUER: oidc.issuer } };
}

/**
 * Spawns `wrangler dev` with these arguments in its own process group; returns { child, log, stop }. Its output
 * is kept for log() when `quiet`, else printed (each line after `prefix`, when given).
 */
function spawnWranglerDev(args, { env, quiet, prefix }) {
  const piped = quiet || prefix !== undefined;
  const child = spawn(process.execPath, [wranglerBin, "dev", ...args], {
    cwd: root,
    env,
    stdio: ["ignore", piped ? "pipe" : "inherit", piped ? "pipe" : "inherit"],
    detached: process.platform !== "win32",
  });
  let log = "";
  const collect = (out) => (d) => {
    log += d;
    if (!quiet) out.write(String(d).replace(/^(?=.)/gm, prefix));
  };
  child.stdout?.on("data", collect(process.stdout));
  child.stderr?.on("data", collect(process.stderr));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        child.kill("SIGTERM");
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {}
        resolve();
      }, 5_000).unref();
    });
  return { child, log: () => log, stop };
}

/**
 * Serves build/ with `wrangler dev` on the given port, with the share-image Worker (og/) behind its service
 * binding OG, and resolves once both answer HTTP. Returns { url, stop, log }.
 *
 * The og Worker runs in a second `wrangler dev` on a free loopback port, joined to the page Worker through a
 * dev registry of this server's own (a temporary directory, so servers side by side never bind to each other's
 * og Worker). Not one `wrangler dev -c wrangler.toml -c og/wrangler.toml`: in that mode (wrangler 4.86,
 * miniflare 4.20260426) every Worker's static assets are read from one storage service, the first Worker's
 * directory, so the og Worker's fonts answered 500. Only the page Worker's port is the app; the og Worker's
 * own port is on 127.0.0.1 and is not the app's.
 */
export async function serve({ port, ip, persistTo, vars = {}, quiet = false, timeoutMs = 90_000 }) {
  // wrangler's devtools inspector listens on 9229 unless told otherwise, so a second server beside a running
  // one (another PORT, or the browser tests beside `npm start`) could die on it: each server gets its own
  // free port (INSPECTOR_PORT sets one, for attaching devtools).
  const inspectorPort = Number(process.env.INSPECTOR_PORT) || (await freePort());
  const registry = mkdtempSync(path.join(tmpdir(), "tablescout-dev-registry-"));
  // wrangler bundles the Worker with process.env.NODE_ENV from its own environment, else "development" for
  // `wrangler dev`: React's development build renders pages about twice as slowly as the production one
  // that `wrangler deploy` ships, so the local server runs what production runs.
  const env = { ...offlineEnv, NODE_ENV: "production", WRANGLER_REGISTRY_PATH: registry };
  const ogPort = await freePort();
  const og = spawnWranglerDev(
    [
      "-c",
      "og/wrangler.toml",
      // Its own local storage (the Cache API's SQLite): two servers starting at once (the browser tests' demo
      // and Google ones) sharing og/.wrangler/state failed with SQLITE_BUSY.
      "--persist-to",
      path.join(registry, "og-state"),
      "--ip",
      "127.0.0.1",
      "--port",
      String(ogPort),
      "--inspector-port",
      String(await freePort()),
      "--show-interactive-dev-session=false",
    ],
    { env, quiet, prefix: "[og] " },
  );
  const args = [
    "--port",
    String(port),
    "--inspector-port",
    String(inspectorPort),
    "--show-interactive-dev-session=false",
  ];
  if (ip) args.push("--ip", ip);
  if (persistTo) args.push("--persist-to", persistTo);
  // wrangler dev prints a line per request itself; the Worker's own JSON line is for deployed Workers
  // (LOG_REQUESTS in wrangler.toml), and locally each one costs a crossing into wrangler's process.
  for (const [k, v] of Object.entries({ LOG_REQUESTS: "0", ...vars })) args.push("--var", `${k}:${v}`);
  const page = spawnWranglerDev(args, { env, quiet });
  const url = `http://${ip ?? "localhost"}:${port}`;
  const log = () => `${page.log()}\n--- the og Worker (og/wrangler.toml) ---\n${og.log()}`;
  const stop = async () => {
    await Promise.all([page.stop(), og.stop()]);
    rmSync(registry, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  // Ready when the page Worker answers and the og Worker does (404 to GET /: it answers only POST /render).
  const ready = { page: false, og: false };
  while (Date.now() < deadline) {
    for (const [name, w] of [
      ["page", page],
      ["og", og],
    ])
      if (w.child.exitCode !== null) {
        await stop();
        throw new Error(`wrangler dev (${name} Worker) exited with ${w.child.exitCode}\n${log()}`);
      }
    try {
      ready.page ||= (await fetch(`${url}/robots.txt`)).ok;
      ready.og ||= (await fetch(`http://127.0.0.1:${ogPort}/`)).status === 404;
      if (ready.page && ready.og) return { url, stop, log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(
    `wrangler dev did not answer on ${url} (and the og Worker on ${ogPort}) within ${timeoutMs} ms\n${log()}`,
  );
}

/** The R2 bucket of the map's tiles: wrangler.toml's TILES binding names it. */
export const TILES_BUCKET = "tablescout-tiles";

/**
 * Runs `wrangler r2 object <verb>` (put or get: `--file FILE`; delete) for `key` in the tiles' bucket: the local one
 * (under `persistTo` when given, as a running server keeps it) or, with `remote`, the deployed one. Throws with
 * wrangler's words when it refuses.
 * @param {{ remote?: boolean, persistTo?: string }} target
 * @param {"put" | "get" | "delete"} verb
 * @param {string} key
 * @param {string[]} [extra]
 */
export function r2Object({ remote = false, persistTo } = {}, verb, key, extra = []) {
  const args = [
    wranglerBin,
    "r2",
    "object",
    verb,
    `${TILES_BUCKET}/${key}`,
    ...extra,
    ...(remote ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])]),
  ];
  const out = spawnSync(process.execPath, args, { env: offlineEnv, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 });
  if (out.status !== 0) throw new Error(`R2 refused to ${verb} ${key}: ${(out.stderr || out.stdout).trim()}`);
}
