/**
 * The Worker's log lines, one JSON object per line on the console, which `wrangler tail` and Workers Logs
 * read (wrangler.toml [observability]):
 * - one per request: `{"type":"request","id","method","path","status","ms","cache"}`;
 * - one per unexpected error: `{"type":"error","id","message","stack"}`;
 * - one per problem met and handled (log.server.ts): `{"type":"error"|"warning","id","event","message","stack"}`.
 * `id` is the request id: Cloudflare's ray id (the `cf-ray` header) when present, else a generated one;
 * error pages show it and every response carries it as `X-Request-Id`, so a visitor can quote it.
 *
 * What a line never holds: query values (the path is logged without its query), cookies, tokens, e-mail
 * addresses or names. A profile path ('/{username}', a username being made from an e-mail address) is
 * logged as '/:username'; e-mail addresses and URL queries inside an error's text are masked.
 */
/** Cloudflare's ray id: 16 hex digits, then the data centre ('8f1c2a3b4c5d6e7f-SJC'). */
const RAY = /^[0-9a-f]{16}(?:-[A-Z]{3})?$/i;

/** The request's id: its ray id when Cloudflare gave one, else a fresh random one of the same length. */
export function requestIdOf(request: Request): string {
  const ray = request.headers.get("cf-ray");
  return ray && RAY.test(ray) ? ray : crypto.randomUUID().replaceAll("-", "").slice(0, 16);
}

const PATH_MAX = 200;

/**
 * A path as logged: no query, a profile's username (a one-segment path `isProfileName` accepts, the URL
 * module's rule, passed in so that this module stays free of the catalogues) replaced by its pattern, at
 * most 200 characters.
 */
export function loggedPath(url: string, isProfileName: (segment: string) => boolean): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "/";
  let end = url.length;
  for (const mark of ["?", "#"]) {
    const at = url.indexOf(mark, start);
    if (at >= 0 && at < end) end = at;
  }
  const path = url.slice(start, end);
  const single = /^\/([^/]+)$/.exec(path);
  if (single && isProfileName(single[1]!)) return "/:username";
  return path.length > PATH_MAX ? `${path.slice(0, PATH_MAX)}…` : path;
}

export interface RequestFacts {
  id: string;
  method: string;
  /** The path as loggedPath gives it. */
  path: string;
  status: number;
  ms: number;
  /** The page cache's X-Cache (HIT, STALE, MISS, BYPASS), or null when the page cache was not asked. */
  cache: string | null;
}

/** The one log line of a request. */
export function requestLine({ id, method, path, status, ms, cache }: RequestFacts): string {
  return JSON.stringify({ type: "request", id, method, path, status, ms, cache });
}

const EMAIL = /[^\s@"'<>()[\]{}:;,]+@[^\s@"'<>()[\]{}:;,]+\.[a-z]{2,}/gi;
const QUERY = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>]*)\?[^\s#"'<>]*/gi;
const TEXT_MAX = 2_000;

/** A failed database query's bound values (drizzle's 'Failed query: …\nparams: …'): session ids, names. */
const QUERY_PARAMS = /(\nparams: )[^\n]*/g;

/**
 * Error text as logged: URL queries (keys, tokens), a failed query's bound values and e-mail addresses
 * masked, length capped (before the patterns run, so that their time stays linear in what is kept).
 */
export function scrub(text: string): string {
  const capped = text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX)}…` : text;
  return capped.replace(QUERY_PARAMS, "$1…").replace(QUERY, "$1?…").replace(EMAIL, "[e-mail]");
}

/** An error's name and message, then its causes' (a database error's reason is its cause), a few deep. */
function messageOf(error: Error): string {
  let text = `${error.name}: ${error.message}`;
  let cause: unknown = error.cause;
  for (let depth = 0; depth < 3 && cause !== undefined; depth++) {
    text += `\ncaused by ${cause instanceof Error ? `${cause.name}: ${cause.message}` : describe(cause)}`;
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return text;
}

/** A thrown value that is not an Error, as text: an object's own fields (JSON), not "[object Object]". */
function describe(value: unknown): string {
  if (value === null || typeof value !== "object") return String(value);
  if (value instanceof Response) return `Response ${value.status} ${value.statusText}`.trim();
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** The one log line of an unexpected error. */
export function errorLine(id: string, error: unknown): string {
  const message = error instanceof Error ? messageOf(error) : describe(error);
  const stack = error instanceof Error && error.stack ? error.stack : null;
  return JSON.stringify({ type: "error", id, message: scrub(message), stack: stack && scrub(stack) });
}

/** Writes an unexpected error's line (console.error: Workers Logs shows it as an error). */
export function logError(id: string, error: unknown): void {
  console.error(errorLine(id, error));
}

/** The one log line of a problem met while answering a request (`event` says what was being done). */
export function problemLine(level: "error" | "warning", id: string | null, event: string, error?: unknown): string {
  const message = error === undefined ? null : error instanceof Error ? messageOf(error) : describe(error);
  const stack = error instanceof Error && error.stack ? error.stack : null;
  return JSON.stringify({
    type: level,
    id,
    event: scrub(event),
    message: message && scrub(message),
    stack: stack && scrub(stack),
  });
}
