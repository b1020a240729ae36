/**
 * The Workers Cache API (the edge location's cache) for answers other than pages: a Worker's own responses
 * never reach Cloudflare's CDN cache, so what must not be fetched twice is kept here explicitly.
 */

/** The edge cache, or undefined where there is none (Node tools). */
export function cacheStorage(): Cache | undefined {
  return typeof caches === "undefined" ? undefined : (caches as unknown as { default: Cache }).default;
}

/**
 * The answer stored under `key` (a canonical URL: the same resource always has the same key), else what
 * `produce` makes, stored for the next request when it is a 200 with a Cache-Control max-age.
 * The answer carries X-Cache: HIT or MISS, and the time it took in a Server-Timing total (the stored copy does
 * not: it says nothing of the next request's time). `store: false` neither reads nor writes the cache.
 */
export async function edgeCached(
  key: string,
  waitUntil: (p: Promise<unknown>) => void,
  produce: () => Promise<Response>,
  { store = true }: { store?: boolean } = {},
): Promise<Response> {
  const started = Date.now();
  const took = (answer: Response) => answer.headers.append("Server-Timing", `total;dur=${Date.now() - started}`);
  const cache = store ? cacheStorage() : undefined;
  const request = new Request(key);
  const hit = await cache?.match(request);
  if (hit) {
    const answer = new Response(hit.body, hit);
    answer.headers.set("X-Cache", "HIT");
    took(answer);
    return answer;
  }
  const made = await produce();
  if (cache && made.status === 200 && /max-age=\d/.test(made.headers.get("Cache-Control") ?? "")) {
    const [mine, stored] = made.body ? made.body.tee() : [null, null];
    waitUntil(cache.put(request, new Response(stored, made)));
    const answer = new Response(mine, made);
    answer.headers.set("X-Cache", "MISS");
    took(answer);
    return answer;
  }
  return made;
}
