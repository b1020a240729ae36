/**
 * Problems the Worker meets while it answers (a provider that failed, a cache that could not be read) as
 * log lines an operator can follow: one JSON line each, `{"type":"error"|"warning","id","event","message",
 * "stack"}`, with the id of the request it happened in (the id its response carries as X-Request-Id and an
 * error page shows), found through the request's async context so that no module needs to be handed it.
 * The text is scrubbed as every log line is (request-log.ts): no query values, no e-mail addresses.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { problemLine } from "./request-log";

/**
 * One store per isolate, shared through a global: the Worker's entry (server.ts) and the Remix build each
 * bundle their own copy of this module, and both must read the same request id.
 */
const STORE = Symbol.for("tablescout.request-id");
const shared = globalThis as typeof globalThis & { [STORE]?: AsyncLocalStorage<string> };
shared[STORE] ??= new AsyncLocalStorage<string>();
const requests = shared[STORE];

/** Runs the handling of one request (and everything it starts, streamed rendering and waitUntil included) under its id. */
export function withRequestId<T>(id: string, handle: () => T): T {
  return requests.run(id, handle);
}

/** The id of the request being answered, or null outside one (the daily Cron run). */
export function currentRequestId(): string | null {
  return requests.getStore() ?? null;
}

/**
 * Logs a problem of the request being answered: `error` for what failed a user's request or part of it,
 * `warning` for what the guide worked around (a cache miss instead of a read, a strip left out).
 */
export function logProblem(event: string, error?: unknown, level: "error" | "warning" = "error"): void {
  const line = problemLine(level, currentRequestId(), event, error);
  if (level === "error") console.error(line);
  else console.warn(line);
}
