/**
 * The Worker's catalogues, compiled once per isolate and language: every app/messages/{language}/{area}.json
 * is bundled into the Worker at build time and compiled here on first use (compile.ts).
 */
import { memoize } from "../memo";
import { buildCatalogue, type Source } from "./compile";
import { AREAS, type Area } from "./keys";
import type { Locale } from "./locales";
import { CLIENT_AREAS, type ClientPart, pickParts } from "./parts";
import { type Catalogue, createTranslator, type Translator } from "./translator";

export { CLIENT_AREAS };

/**
 * Vite (the app build, its dev server and the tests) bundles the catalogues here. The Worker entry
 * (server.ts) is bundled by wrangler's esbuild, which has no import.meta.glob and no import.meta.env: its copy
 * of this module has no catalogues and is never asked for one (its only text, the guard pages, reads its own).
 */
const FILES: Record<string, Source> = import.meta.env
  ? import.meta.glob<Source>("../../messages/*/*.json", { eager: true, import: "default" })
  : {};

/** The source messages of one language's area ('en', 'shell'): {} when the file is missing. */
function source(language: string, area: Area): Source {
  return FILES[`../../messages/${language}/${area}.json`] ?? {};
}

/**
 * The compiled catalogues, by language and areas: a few sets of areas (all, the client's, the legal pages')
 * per language. The bound is over that, only against keys nobody expects.
 */
const compiled = memoize(
  64,
  (locale: Locale, areas: readonly Area[]) => `${locale.prefix}|${areas.join(",")}`,
  (locale: Locale, areas: readonly Area[]) => buildCatalogue(locale, areas, source),
);

/** A language's messages from the given areas, compiled (English where the language has none). */
export function catalogue(locale: Locale, areas: readonly Area[] = AREAS): Catalogue {
  return compiled(locale, areas);
}

/** A translator for server code outside React (loaders, actions, server-built pages and messages). */
export function serverTranslator(locale: Locale): Translator {
  return createTranslator(locale, catalogue(locale));
}

/**
 * What a page renders with on the server: the parts of the client catalogue the browser will hydrate it with
 * (kept by language and parts: the pages show a few dozen sets of parts in all).
 */
export const partsCatalogue: (locale: Locale, parts: readonly ClientPart[]) => Catalogue = memoize(
  512,
  (locale, parts) => `${locale.prefix}|${parts.join(",")}`,
  (locale, parts) => pickParts(catalogue(locale, CLIENT_AREAS), parts),
);
