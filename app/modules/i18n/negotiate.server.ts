import { match } from "@formatjs/intl-localematcher";
import { ENGLISH, LANGUAGE_COOKIE, LOCALES, type Locale, languageCookieOf, localeOfTag, splitLocale } from "./locales";

/** The longest Accept-Language header read, and the most languages taken from it (a header is the sender's). */
const HEADER_MAX = 1000;
const RANGES_MAX = 12;
const TAGS = LOCALES.map((l) => l.tag);

/** The language ranges of an Accept-Language header, most wanted first; '*' and malformed ranges dropped. */
export function acceptedLanguages(header: string | null): string[] {
  if (!header || header.length > HEADER_MAX) return [];
  const ranges: { tag: string; q: number; at: number }[] = [];
  for (const [at, part] of header.split(",").slice(0, RANGES_MAX).entries()) {
    const [range, ...params] = part.trim().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!range || range === "*" || !Number.isFinite(q) || q <= 0 || q > 1) continue;
    try {
      ranges.push({ tag: Intl.getCanonicalLocales(range.trim())[0]!, q, at });
    } catch {
      // Not a language tag: ignored.
    }
  }
  return ranges.sort((a, b) => b.q - a.q || a.at - b.at).map((r) => r.tag);
}

/**
 * The guide's language that best serves a browser's Accept-Language, by CLDR's language matching (Canadian
 * French reads French, European Portuguese Brazilian Portuguese, Singapore's Chinese Simplified Chinese;
 * Traditional Chinese is not served by Simplified, so Taiwan and Hong Kong get English unless they choose it).
 * No header, or no language close enough: English.
 */
export function negotiateLocale(header: string | null): Locale {
  let wanted = acceptedLanguages(header);
  // A reader of Traditional Chinese whose browser adds a bare 'zh' (Hong Kong's and Taiwan's defaults do)
  // does not thereby ask for Simplified.
  if (wanted.some((tag) => new Intl.Locale(tag).maximize().script === "Hant"))
    wanted = wanted.filter((tag) => tag.toLowerCase() !== "zh");
  if (!wanted.length) return ENGLISH;
  return localeOfTag(match(wanted, TAGS, ENGLISH.tag, { algorithm: "best fit" })) ?? ENGLISH;
}

/** Crawlers are always served the URL they asked for: each language has its own URLs to index. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse/i;

/** Requests for documents a person reads: not data requests, API calls, sign-in callbacks or downloads. */
function isDocumentRequest(request: Request, path: string): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  // `path` is the page's ('.data' removed): a data request is told by the URL it came with.
  if (
    new URL(request.url).pathname.endsWith(".data") ||
    /^\/(?:api|auth|sitemaps?|account\/(?:data|export))(?:[/.]|$)/.test(path)
  )
    return false;
  if (/\.[a-z0-9]{2,5}$/i.test(path)) return false;
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z-]{2,5})(?:;|$)`, "i");

function cookieLanguage(request: Request): Locale | undefined {
  const value = COOKIE_VALUE.exec(request.headers.get("Cookie") ?? "")?.[1];
  if (!value) return undefined;
  return value.toLowerCase() === "en" ? ENGLISH : LOCALES.find((l) => l.prefix === value.toLowerCase());
}

/**
 * The language of the page a same-site link was followed from, when that page is this page in another language
 * (what the language switcher links to); undefined for any other Referer.
 */
function switchedFrom(request: Request, origin: string, path: string): Locale | undefined {
  const referer = request.headers.get("Referer");
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (url.origin !== origin) return undefined;
    const from = splitLocale(url.pathname);
    return from.path === path ? from.locale : undefined;
  } catch {
    return undefined;
  }
}

export type LanguageChoice =
  /** Serve the page as asked; remember its language when the visitor just switched to it. */
  | { kind: "serve"; remember: Locale | null }
  /** An unprefixed URL for a visitor whose language is another: there, temporarily. */
  | { kind: "redirect"; to: Locale };

/**
 * What a request for a page in `locale` should get. Visitors switch language with the switcher's links, which
 * lead to the same page in another language; such a request comes from one of our pages in a different
 * language (its Referer), and the choice is remembered in a cookie. An unprefixed (English) URL for a visitor
 * who chose another language, or who never chose and whose browser prefers one we have, is redirected to
 * that language (302: it depends on the visitor). Crawlers and browsers without Accept-Language get English.
 */
export function chooseLanguage(request: Request, locale: Locale, path: string): LanguageChoice {
  if (!isDocumentRequest(request, path)) return { kind: "serve", remember: null };
  const origin = new URL(request.url).origin;
  const from = switchedFrom(request, origin, path);
  const remembered = cookieLanguage(request);
  if (from && from.prefix !== locale.prefix)
    return { kind: "serve", remember: remembered?.prefix === locale.prefix ? null : locale };
  if (locale.prefix) return { kind: "serve", remember: null };
  const wanted =
    remembered ??
    (CRAWLER.test(request.headers.get("User-Agent") ?? "")
      ? ENGLISH
      : negotiateLocale(request.headers.get("Accept-Language")));
  return wanted.prefix ? { kind: "redirect", to: wanted } : { kind: "serve", remember: null };
}

/** The Set-Cookie header that remembers a language for a year (readable by the page, which sets it too). */
export function languageCookie(locale: Locale, secure: boolean): string {
  return `${languageCookieOf(locale)}${secure ? "; Secure" : ""}`;
}
