/**
 * What the Worker checks before the app sees a request (server.ts): form posts must be forms of a
 * reasonable size, and count against the client's write limits. Everything here answers with a clear
 * 4xx and never reads more than the limit.
 */
import { joinBytes } from "./bytes";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "./limits";
import { BUSY_HEADERS, BUSY_MESSAGE } from "./rate-limit";
import { plainText } from "./responses";

/** The largest form body accepted (the biggest real one, a 100-favorite reorder, is about 4 KB). */
export const MAX_FORM_BYTES = 64 * 1024;
/** The favorites import's upload form: its file and the multipart form around it. */
export const MAX_UPLOAD_BYTES = IMPORT_MAX_BYTES + 16 * 1024;
/** The import's upload forms, web and mobile. */
const UPLOAD_PATHS = new Set(["/account/import", "/mobile/favorites/import"]);

/** The body limit of a form post to `pathname`. */
export function formLimit(pathname: string): number {
  return UPLOAD_PATHS.has(pathname) ? MAX_UPLOAD_BYTES : MAX_FORM_BYTES;
}

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

const refuse = (status: number, message: string) => plainText(status, `${message}\n`, { "Cache-Control": "no-store" });

/** Reads at most `limit` bytes of a body; null when it is longer (the rest is never read). */
async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return joinBytes(chunks);
}

/**
 * For anything but GET/HEAD: 413 when the declared or actual body is over its limit (formLimit) (checked before
 * reading, then while reading), 415 when it is not a form, 400 when the form cannot be parsed (a cut
 * multipart body, a broken boundary). Otherwise the same request with its body buffered, ready to parse.
 */
export async function screenBody(request: Request, nonce: string): Promise<Request | Response> {
  if (request.method === "GET" || request.method === "HEAD") return request;
  const { pathname } = new URL(request.url);
  const limit = formLimit(pathname);
  // The upload form is sent by people choosing a file: they get a page that says what to do.
  const tooLarge = () =>
    limit === MAX_FORM_BYTES
      ? refuse(413, `The request body is too large (the limit is ${MAX_FORM_BYTES / 1024} KB).`)
      : simplePage(
          nonce,
          413,
          "File too large",
          `One import accepts files up to ${IMPORT_MAX_BYTES / (1024 * 1024)} MB, with at most ${IMPORT_MAX_ROWS} places. Split the file and import each part.`,
          pathname,
        );
  const declared = request.headers.get("Content-Length");
  if (declared !== null && !(Number(declared) <= limit)) return tooLarge();
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(type))
    return refuse(415, "Forms must be sent as application/x-www-form-urlencoded or multipart/form-data.");
  const bytes = await readCapped(request.body, limit).catch(() => undefined);
  if (bytes === null) return tooLarge();
  if (bytes === undefined) return refuse(400, "The request body could not be read.");
  const buffered = new Request(request, { body: bytes });
  try {
    await buffered.clone().formData();
  } catch {
    return refuse(400, "The form data could not be read. Please send the form again.");
  }
  return buffered;
}

/**
 * A self-contained page for answers the Worker gives before the app runs (the app renders its own pages
 * otherwise). Every text in it is a constant: nothing from the request is echoed.
 */
function simplePage(
  nonce: string,
  status: number,
  title: string,
  message: string,
  home: string,
  headers: Record<string, string> = {},
): Response {
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} | TableScout</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;color:#1c1917;background:#fafaf9;margin:0;display:grid;place-items:center;min-height:100vh}main{max-width:32rem;padding:2rem;text-align:center}p.code{font-size:3.5rem;font-weight:700;color:#c2410c;margin:0}a{display:inline-block;margin-top:1.5rem;background:#c2410c;color:#fff;padding:.75rem 1.25rem;border-radius:.5rem;text-decoration:none;font-weight:600}</style>
</head><body><main><p class="code">${status}</p><h1>${title}</h1><p>${message}</p><a href="${home}">Return to TableScout</a></main></body></html>`;
  return new Response(page, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** The friendly page for a form post over the limit. */
export function busyHtml(nonce: string, home: string): Response {
  return simplePage(nonce, 429, "Slow down a little", BUSY_MESSAGE, home, BUSY_HEADERS);
}

/**
 * Paths no page of ours can have: a backslash anywhere once decoded, or an empty first segment ('//x').
 * Browsers read a backslash as a slash, so such a path, echoed into a link, would point off the site; the
 * router cannot even resolve links against it. They get a plain 404 before the app runs.
 */
export function impossiblePath(pathname: string, nonce: string, home: string): Response | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  if (!decoded.includes("\\") && !decoded.startsWith("//")) return null;
  return simplePage(nonce, 404, "Page not found", "We couldn't find a page at this address.", home);
}
