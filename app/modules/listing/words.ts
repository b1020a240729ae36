import type { Translator } from "~/modules/i18n/translator";

/**
 * What a results or restaurant page tells a visitor when its data cannot be shown, in the page's language.
 * The loader puts the words in the outcome (the error itself is logged, never shown), so they travel with
 * the data; only a broken stream needs them on the client (the page's translator says them there).
 */
export function unavailable(t: Translator): string {
  return t.t("listing.unavailable");
}
