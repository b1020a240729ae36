// Answer times of requests asked one after another, as the bench's parts measure them: the server's own time
// (the Server-Timing total the Worker writes: what a request costs at the edge) beside the client's over
// loopback (that and wrangler's local proxy, some 15 ms on a 2-core machine). The budgets read the server's.
import { percentile } from "./stats.mjs";

/** Requests made before the measured ones, answers not counted: the first of a kind compiles its code. */
export const WARM_UP = 5;

/**
 * `n` requests one after another (`ask(i)`, i from -WARM_UP; the negative ones not counted), each timed twice:
 * the server's own time (the Server-Timing total the Worker writes: what a request costs at the edge) and the
 * client's over loopback (that and wrangler's local proxy, some 15 ms on a 2-core machine).
 */
export async function latencies(n, ask) {
  const server = [];
  const client = [];
  for (let i = -WARM_UP; i < n; i++) {
    const t0 = performance.now();
    const res = await ask(i);
    await res.arrayBuffer();
    if (i < 0) continue;
    client.push(performance.now() - t0);
    const total = /total;dur=(\d+(?:\.\d+)?)/.exec(res.headers.get("server-timing") ?? "")?.[1];
    if (total === undefined) throw new Error(`bench: ${res.url} answered without a Server-Timing total`);
    server.push(Number(total));
  }
  return { server, client };
}

/** Percentiles of both timings; the budgets read the server's. */
export const summary = ({ server, client }) => ({
  p50: percentile(server, 50),
  p95: percentile(server, 95),
  clientP50: percentile(client, 50),
  clientP95: percentile(client, 95),
  n: server.length,
});

/** A latency's figures: the server's, then the client's over loopback. */
export const timings = (t, what) =>
  `p95 ${t.p95.toFixed(0)} ms, p50 ${t.p50.toFixed(0)} ms (${t.n} ${what}; client-measured p95 ${t.clientP95.toFixed(1)} ms, p50 ${t.clientP50.toFixed(1)} ms)`;
