// How the bench asks the servers: each request as a visitor of its own, and requests per second measured with
// wrk (Debian package `wrk`) in rounds of pages back to back. Every part's throughput table is made this way.
import { execFile, execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { median } from "./stats.mjs";
import { root } from "./worker.mjs";

const execFileAsync = promisify(execFile);

/** Rounds of a throughput measurement, and seconds of wrk per page per round. */
export const ROUNDS = 5;
export const ROUND_SECONDS = 3;

// Every request comes from its own client address (wrangler's local runtime otherwise stamps 127.0.0.1 on
// all of them, and the per-client abuse limits would answer most of a cold pass with 429s).
let client = 0;
/** The headers of a request from a new client address. */
export function visitor() {
  client++;
  return { "CF-Connecting-IP": `198.18.${(client >> 8) & 255}.${client & 255}` };
}

/** The path of one of the build's static assets (a script), the reference of the edge-cache budgets. */
export function staticAsset() {
  return `/assets/${readdirSync(path.join(root, "build/client/assets")).find((f) => f.endsWith(".js"))}`;
}

/** Exits with a sentence when wrk is not installed (wrk prints its version and exits 1: only a missing binary is a problem). */
export function requireWrk() {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
  } catch (error) {
    if (error.code === "ENOENT") {
      console.error("wrk is missing: apt-get install -y wrk");
      process.exit(1);
    }
  }
}

/** Requests per second with wrk (2 threads, 16 connections), and the headers of one answer. */
async function rate(url, seconds = 5, extra = {}) {
  // wrangler's dev proxy may close a pooled keep-alive connection under us: one retry on a new one.
  const headers = { ...visitor(), ...extra };
  const once = () =>
    fetch(url, { headers }).catch(() => new Promise((r) => setTimeout(r, 200)).then(() => fetch(url, { headers })));
  // Asked twice: the second answer says how the page is served while wrk runs (a shared list's or profile's
  // copy lives a minute, so the first request of a round may find it expired and store it again).
  await (await once()).arrayBuffer();
  const head = await once();
  await head.arrayBuffer();
  // Not execFileSync: while wrk runs, this process must keep reading the servers' output, whose pipes would
  // otherwise fill up (a line per request) and stall wrangler mid-measurement.
  const { stdout: out } = await execFileAsync(
    "wrk",
    ["-t2", "-c16", `-d${seconds}s`, ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]), url],
    { encoding: "utf8" },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  if (/Non-2xx/.test(out)) throw new Error(`wrk saw non-2xx answers from ${url}\n${out}`);
  return { rps, cache: head.headers.get("x-cache") ?? "-" };
}

/**
 * Requests per second of each target (a name and its URL), ROUNDS times in turn, after one short pass that
 * compiles and warms every page; `headersOf` adds headers to a target's requests. This 2-core machine runs wrk
 * beside workerd and its speed drifts from minute to minute, so a page is only ever compared with a page of
 * the same round: `ratio(page, reference)` is the median of the rounds' ratios. `rps` holds each target's
 * median, `cache` its X-Cache in the last round.
 */
export async function rounds(targets, headersOf = {}) {
  const runs = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  const cache = {};
  for (const [name, url] of Object.entries(targets)) await rate(url, 1, headersOf[name]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, url] of Object.entries(targets)) {
      const r = await rate(url, ROUND_SECONDS, headersOf[name]);
      runs[name].push(r.rps);
      cache[name] = r.cache;
    }
  }
  return {
    rps: Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, median(v)])),
    cache,
    ratio: (page, reference) => median(runs[page].map((rps, i) => rps / runs[reference][i])),
  };
}

/** A throughput table's rows in docs/benchmarks.md: each page's requests per second and its X-Cache. */
export function throughputTable({ rps, cache }) {
  return [
    "| page | requests / s | X-Cache |",
    "| --- | --- | --- |",
    ...Object.entries(rps).map(([page, r]) => `| ${page} | ${r.toFixed(0)} | ${cache[page]} |`),
  ];
}

/** The same table in the console. */
export function printThroughput({ rps, cache }) {
  console.table(
    Object.entries(rps).map(([page, r]) => ({ page, "requests / s": r.toFixed(0), "X-Cache": cache[page] })),
  );
}
