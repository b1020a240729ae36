/**
 * What the Worker checks before the app sees a request (server.ts): form posts must be forms of a
 * reasonable size, and count against the client's write limits. Everything here answers with a clear
 * 4xx and never reads more than the limit, in the language of the request's path ('/fr/…').
 */
import { escapeHtml } from "~/modules/html";
import { buildCatalogue, type Source } from "~/modules/i18n/compile";
import { type Locale, localizedPath, pagePath, splitLocale } from "~/modules/i18n/locales";
import { createTranslator, type MessageKey, type Translator, type Values } from "~/modules/i18n/translator";
import { memoize } from "~/modules/memo";
import { joinBytes } from "./bytes";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "./limits";
import { BUSY_HEADERS } from "./rate-limit";
import { plainText } from "./responses";

/** A language's errors catalogue; {} when it has none. */
async function errorsSource(language: string): Promise<Source> {
  try {
    return ((await import(`../../messages/${language}/errors.json`)) as { default: Source }).default;
  } catch {
    return {};
  }
}

/**
 * The words of the Worker's own answers, in a language (English where it lacks one). The app's catalogues
 * (i18n/catalogue.server.ts) are read with Vite's import.meta.glob, which the Worker entry's own bundle
 * (wrangler's esbuild) does not have: these answers read their one area, the errors catalogue, with an
 * import both bundlers resolve, once per language and isolate (the bound is over the guide's languages), and
 * only when one of them is written.
 */
const wordsIn = memoize(
  64,
  (locale: Locale) => locale.prefix,
  async (locale: Locale): Promise<Translator> => {
    // Compiled as the app's catalogues are (English under the language, the pseudo-language's accents).
    const sources = new Map([
      ["en", await errorsSource("en")],
      [locale.prefix, locale.prefix ? await errorsSource(locale.prefix) : {}],
    ]);
    return createTranslator(
      locale,
      buildCatalogue(locale, ["errors"], (language) => sources.get(language) ?? {}),
    );
  },
);

/** The largest form body accepted (the biggest real one, a 100-favorite reorder, is about 4 KB). */
export const MAX_FORM_BYTES = 64 * 1024;
/** The favorites import's upload form: its file and the multipart form around it. */
export const MAX_UPLOAD_BYTES = IMPORT_MAX_BYTES + 16 * 1024;
/** The import's upload forms, web and mobile. */
const UPLOAD_PATHS = new Set(["/account/import", "/mobile/favorites/import"]);

/** The body limit of a form post to `pathname` (in any language: '/fr/account/import' is the upload form too). */
export function formLimit(pathname: string): number {
  // In any language, and as a data request ('.data', a form posted with JavaScript) too.
  return UPLOAD_PATHS.has(splitLocale(pagePath(pathname)).path) ? MAX_UPLOAD_BYTES : MAX_FORM_BYTES;
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
 * Its answers are in `locale`, the request's language.
 */
export async function screenBody(request: Request, nonce: string, locale: Locale): Promise<Request | Response> {
  if (request.method === "GET" || request.method === "HEAD") return request;
  const { pathname } = new URL(request.url);
  const limit = formLimit(pathname);
  const said = async (status: number, key: MessageKey, values?: Values) =>
    refuse(status, (await wordsIn(locale)).t(key, values));
  // The upload form is sent by people choosing a file: they get a page that says what to do.
  const tooLarge = async () => {
    if (limit === MAX_FORM_BYTES) return said(413, "errors.guard.bodyTooLarge", { kilobytes: MAX_FORM_BYTES / 1024 });
    const { t } = await wordsIn(locale);
    return simplePage(
      nonce,
      locale,
      413,
      t("errors.guard.fileTooLarge.title"),
      t("errors.guard.fileTooLarge.message", { megabytes: IMPORT_MAX_BYTES / (1024 * 1024), rows: IMPORT_MAX_ROWS }),
      splitLocale(pathname).path,
    );
  };
  const declared = request.headers.get("Content-Length");
  if (declared !== null && !(Number(declared) <= limit)) return tooLarge();
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(type)) return said(415, "errors.guard.notAForm");
  const bytes = await readCapped(request.body, limit).catch(() => undefined);
  if (bytes === null) return tooLarge();
  if (bytes === undefined) return said(400, "errors.guard.unreadableBody");
  const buffered = new Request(request, { body: bytes });
  try {
    await buffered.clone().formData();
  } catch {
    return said(400, "errors.guard.unreadableForm");
  }
  return buffered;
}

/**
 * A self-contained page for answers the Worker gives before the app runs (the app renders its own pages
 * otherwise), in `locale`. Every text in it is the catalogue's: nothing from the request is echoed. `home`
 * is one of our paths, without a language prefix.
 */
async function simplePage(
  nonce: string,
  locale: Locale,
  status: number,
  title: string,
  message: string,
  home: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const { t } = await wordsIn(locale);
  const page = `<!doctype html>
<html lang="${locale.tag}" dir="${locale.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | TableScout</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;color:#1c1917;background:#fafaf9;margin:0;display:grid;place-items:center;min-height:100vh}main{max-width:32rem;padding:2rem;text-align:center}p.code{font-size:3.5rem;font-weight:700;color:#c2410c;margin:0}a{display:inline-block;margin-top:1.5rem;background:#c2410c;color:#fff;padding:.75rem 1.25rem;border-radius:.5rem;text-decoration:none;font-weight:600}</style>
</head><body><main><p class="code">${status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a href="${localizedPath(locale, home)}">${escapeHtml(t("errors.guard.returnHome"))}</a></main></body></html>`;
  return new Response(page, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** The friendly page for a form post over the limit, in `locale`; `home` without a language prefix. */
export async function busyHtml(nonce: string, home: string, locale: Locale): Promise<Response> {
  const { t } = await wordsIn(locale);
  return simplePage(nonce, locale, 429, t("errors.busy.title"), t("errors.busy.message"), home, BUSY_HEADERS);
}

/**
 * Paths no page of ours can have: a backslash anywhere once decoded, or an empty first segment ('//x', or
 * '/fr//x' after a language's prefix). Browsers read a backslash as a slash, so such a path, echoed into a
 * link, would point off the site; the router cannot even resolve links against it. They get a plain 404
 * (in `locale`; `home` without a language prefix) before the app runs.
 */
export async function impossiblePath(
  pathname: string,
  nonce: string,
  home: string,
  locale: Locale,
): Promise<Response | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  if (!decoded.includes("\\") && !decoded.startsWith("//") && !splitLocale(decoded).path.startsWith("//")) return null;
  const { t } = await wordsIn(locale);
  return simplePage(nonce, locale, 404, t("errors.guard.notFound.title"), t("errors.guard.notFound.message"), home);
}
