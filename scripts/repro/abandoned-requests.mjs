// Reproduces how `wrangler dev` (4.86) keeps working for clients that have gone: run against a local server
// (`npm start`, or any `wrangler dev`), it sends requests that the client abandons after 20 ms, six at a time,
// and prints the open file descriptors of the two workerd processes (wrangler's proxy and the Worker) as it
// goes and for 20 s after the last request.
//
//   node scripts/repro/abandoned-requests.mjs [count=1000] [origin=http://localhost:8787]
//
// What it shows: every abandoned request is still forwarded to the Worker and rendered in full, and the
// proxy holds its sockets until then; the descriptors keep growing after the client has stopped sending.
// The cause is in wrangler's ProxyWorker (templates/startDevWorker/ProxyWorker.ts): it forwards each request
// with `void fetch(userWorkerUrl, new Request(request, { headers }))`, outside the client's request, so the
// client's disconnect never cancels it. A client that keeps sending faster than the Worker answers (a crawler
// that gives up after 20 s and moves on) grows the backlog without bound until workerd runs out of file
// descriptors. Deployed Workers do not have this proxy: Cloudflare cancels an invocation whose client is gone.
import { execSync } from "node:child_process";
import { readdirSync } from "node:fs";

const count = Number(process.argv[2] ?? 1000);
const origin = process.argv[3] ?? "http://localhost:8787";
const port = new URL(origin).port || "80";

/** The workerd processes started by the wrangler that listens on the origin's port. */
function workerdPids() {
  const listener = execSync(`ss -ltnpH 'sport = :${port}'`)
    .toString()
    .match(/pid=(\d+)/)?.[1];
  if (!listener) throw new Error(`nothing listens on ${origin}`);
  const parent = execSync(`ps -o ppid= -p ${listener}`).toString().trim();
  return execSync(`pgrep -P ${parent} workerd`).toString().trim().split("\n");
}
const pids = workerdPids();
const fds = () =>
  pids
    .map((p) => {
      try {
        return `workerd ${p}: ${readdirSync(`/proc/${p}/fd`).length} fds`;
      } catch {
        return `workerd ${p}: gone`;
      }
    })
    .join(", ");

const paths = [
  "/",
  "/mobile",
  "/restaurants/united-states/texas/austin",
  "/restaurants/international/france/ile-de-france/paris",
];
let sent = 0;
async function client(id) {
  for (let i = id; i < count; i += 6) {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), 20);
    try {
      // A distinct query each time, so no cache answers it, from a distinct address, so no rate limit does.
      const res = await fetch(`${origin}${paths[i % paths.length]}?utm_source=repro&utm_id=${i}`, {
        signal: abort.signal,
        headers: { "CF-Connecting-IP": `198.18.${i % 250}.${1 + ((i >> 8) % 250)}` },
      });
      await res.arrayBuffer();
    } catch {
      // abandoned, as meant
    }
    clearTimeout(timer);
    if (++sent % 200 === 0) console.log(`${sent} requests sent and abandoned; ${fds()}`);
  }
}
console.log(`before: ${fds()}`);
await Promise.all([0, 1, 2, 3, 4, 5].map(client));
for (let s = 5; s <= 20; s += 5) {
  await new Promise((resolve) => setTimeout(resolve, 5000));
  console.log(`${s} s after the last request: ${fds()}`);
}
