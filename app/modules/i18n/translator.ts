/**
 * Formatting messages in a page's language, on the server and in the browser alike. Messages are ICU
 * MessageFormat strings (plurals, selects, tags for links inside sentences) kept in one catalogue per language
 * under app/messages/; they are compiled (compile.ts) on the server and, for browsers, at build time, and
 * formatted by format.ts, so no page parses a message. A message with nothing to format is its plain text.
 */
import { memoize } from "../memo";
import { type Element, formatParts, numberFormat } from "./format";
import type { MessageKey } from "./keys";
import type { Locale } from "./locales";

export type { MessageKey };
export { numberFormat };

/** One compiled message: its text when it is plain, else its ICU syntax tree (literals as plain text). */
export type CompiledMessage = string | Element[];
/** A language's messages by key, compiled. */
export type Catalogue = Readonly<Record<string, CompiledMessage>>;

export type Value = string | number | Date | null | undefined;
export type Values = Readonly<Record<string, Value>>;

export interface Translator {
  readonly locale: Locale;
  /** The messages it formats. */
  readonly catalogue: Catalogue;
  /** A message as text: `t("footer.rights", { year: 2026 })`. */
  t(key: MessageKey, values?: Values): string;
  /**
   * A message whose tags (`<link>…</link>`) become what `values` makes of them: React nodes in components,
   * markup strings in server-built HTML. Plain values are formatted as in `t`.
   */
  rich<T>(
    key: MessageKey,
    values: Readonly<Record<string, Value | T | ((chunks: (string | T)[]) => T)>>,
  ): (string | T)[];
  /** A number in the page's language ('4,5' in French, '1.234' in German). */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A list in the page's language ('Thai, Lao and Vietnamese'). */
  list(items: readonly string[], options?: Intl.ListFormatOptions): string;
}

/** The list formats made, by language and options (a few per language; the bound is well over them). */
const listFormats = memoize(
  256,
  (tag: string, options: Intl.ListFormatOptions) => `${tag}|${JSON.stringify(options)}`,
  (tag: string, options: Intl.ListFormatOptions) => new Intl.ListFormat(tag, { type: "conjunction", ...options }),
);

function listFormat(tag: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return listFormats(tag, options);
}

/**
 * A translator over a catalogue. A key the catalogue lacks shows as the key itself, which the
 * pseudo-language test and the catalogue test catch.
 */
export function createTranslator(locale: Locale, catalogue: Catalogue): Translator {
  const { tag } = locale;
  return {
    locale,
    catalogue,
    t(key, values = {}) {
      const message = catalogue[key];
      if (message === undefined) return key;
      if (typeof message === "string") return message;
      return formatParts<string>(message, tag, values).join("");
    },
    rich<T>(key: MessageKey, values: Readonly<Record<string, Value | T | ((chunks: (string | T)[]) => T)>>) {
      const message = catalogue[key];
      if (message === undefined) return [key];
      if (typeof message === "string") return [message];
      return formatParts<T>(message, tag, values);
    },
    number: (value, options) => numberFormat(tag, options).format(value),
    list: (items, options) => listFormat(tag, options).format(items),
  };
}
