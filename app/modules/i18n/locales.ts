/**
 * The languages of the guide. English is at the site's own URLs; every other language prefixes them
 * (`/fr/restaurants/…`, `/pt-br/mobile`), so each page in each language has a URL, a canonical link and an
 * edge-cache entry of its own. Slugs stay the same in every language: only the prefix changes.
 */
export interface Locale {
  /** The URL prefix and the key of the language ('' for English, at the unprefixed URLs). */
  prefix: string;
  /** BCP 47 tag for `lang`, `hreflang` and Intl ('pt-BR'). */
  tag: string;
  /** The language's name in the language itself, as the language switcher lists it. */
  name: string;
  dir: "ltr" | "rtl";
  /** Open Graph's form of the language (language_TERRITORY). */
  og: string;
}

export const LOCALES: readonly Locale[] = [
  { prefix: "", tag: "en", name: "English", dir: "ltr", og: "en_US" },
  { prefix: "es", tag: "es", name: "Español", dir: "ltr", og: "es_ES" },
  { prefix: "fr", tag: "fr", name: "Français", dir: "ltr", og: "fr_FR" },
  { prefix: "de", tag: "de", name: "Deutsch", dir: "ltr", og: "de_DE" },
  { prefix: "it", tag: "it", name: "Italiano", dir: "ltr", og: "it_IT" },
  { prefix: "pt-br", tag: "pt-BR", name: "Português (Brasil)", dir: "ltr", og: "pt_BR" },
  { prefix: "ja", tag: "ja", name: "日本語", dir: "ltr", og: "ja_JP" },
  { prefix: "zh-cn", tag: "zh-CN", name: "简体中文", dir: "ltr", og: "zh_CN" },
  { prefix: "ar", tag: "ar", name: "العربية", dir: "rtl", og: "ar_AR" },
];

export const ENGLISH: Locale = LOCALES[0]!;

/**
 * The pseudo-language (accented, bracketed English) at /en-xa: for tests only. The Worker serves it only when
 * its I18N_PSEUDO variable is "1" (the browser tests set it; elsewhere /en-xa/… is a 404), and it is never
 * listed, linked or indexed.
 */
export const PSEUDO: Locale = { prefix: "en-xa", tag: "en-XA", name: "Pseudo", dir: "ltr", og: "en_XA" };

/** The prefixes of the languages other than English ('es', …, 'ar'): first path segments no username may take. */
export const LOCALE_PREFIXES: readonly string[] = LOCALES.filter((l) => l.prefix).map((l) => l.prefix);

const BY_PREFIX = new Map(LOCALES.map((l) => [l.prefix, l]));
const BY_TAG = new Map(LOCALES.map((l) => [l.tag.toLowerCase(), l]));

/** A language by its prefix ('fr', 'pt-br'; '' is English), ignoring case. */
export function localeOfPrefix(prefix: string): Locale | undefined {
  return BY_PREFIX.get(prefix.toLowerCase());
}

/** A language by its BCP 47 tag ('pt-BR'), ignoring case. */
export function localeOfTag(tag: string): Locale | undefined {
  return BY_TAG.get(tag.toLowerCase());
}

/**
 * A path's language and the path without its prefix: '/fr/restaurants/x' -> French and '/restaurants/x';
 * '/fr' -> French and '/'; a path with no language prefix (or an unknown one: '/xx/…' may be a profile) is
 * English and unchanged.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = match && (match[1]!.toLowerCase() === PSEUDO.prefix ? PSEUDO : localeOfPrefix(match[1]!));
  if (!locale?.prefix) return { locale: ENGLISH, path: pathname };
  return { locale, path: match![2] || "/" };
}

/**
 * The page a path asks for: a data request's path ('/fr/restaurants/x.data', and '/fr.data' for a language's
 * home; '/_root.data' for English's) without Remix's suffix, so it reaches the same language as its page.
 */
export function pagePath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** The cookie that remembers a visitor's language for the unprefixed URLs: a language's prefix, 'en' for English. */
export const LANGUAGE_COOKIE = "lang";

/** The cookie remembering `locale` for a year, as the switcher's script writes it (the server adds Secure). */
export function languageCookieOf(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale.prefix || "en"}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
}

/** A path in a language: '/restaurants/x' in French is '/fr/restaurants/x'; '/' is '/fr'. */
export function localizedPath(locale: Locale, path: string): string {
  if (!locale.prefix) return path;
  return path === "/" ? `/${locale.prefix}` : `/${locale.prefix}${path}`;
}

/**
 * A request's path as the routes know it: without the prefix of the language whose handler serves it
 * ('/fr/restaurants/x' in French is '/restaurants/x'). Loaders read it from the request Remix hands them,
 * whose URL has already lost a data request's '.data' suffix.
 */
export function routePath(request: Request, locale: Locale): string {
  const { pathname } = new URL(request.url);
  return locale.prefix ? pathname.slice(locale.prefix.length + 1) || "/" : pathname;
}
