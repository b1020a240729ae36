/**
 * The page's language outside components. Meta functions are plain functions (Remix calls them while it
 * renders `<Meta />`, on the server and in the browser), so they find the language in the root route's data
 * and its messages where each side's entry put them: the Worker's compiled catalogues, or the file the
 * browser read before hydrating. What is registered is a lookup by language, the same for every request.
 */
import { ENGLISH, type Locale } from "./locales";
import { type Catalogue, createTranslator, type Translator } from "./translator";

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

const NONE: Catalogue = {};
let catalogues: (locale: Locale) => Catalogue = () => NONE;

/** Called once by each entry (entry.server.tsx, entry.client.tsx). */
export function provideCatalogues(lookup: (locale: Locale) => Catalogue): void {
  catalogues = lookup;
}

/** The translator of the page a meta function describes. */
export function translatorOf(matches: Matches): Translator {
  const root = matches.find((m) => m?.id === "root")?.data as { locale?: Locale } | undefined;
  const locale = root?.locale ?? ENGLISH;
  return createTranslator(locale, catalogues(locale));
}
