/**
 * Formatting messages in a page's language, on the server and in the browser alike. Messages are ICU
 * MessageFormat strings (plurals, selects, tags for links inside sentences) kept in one catalogue per language
 * under app/messages/; the server compiles them (catalogue.server.ts) and the browser receives them compiled,
 * so it formats with intl-messageformat's runtime and never parses a message (the build aliases the parser
 * away in the client bundle). A message with nothing to format travels as its plain text.
 */
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import type { MessageKey } from "./keys";
import type { Locale } from "./locales";

export type { MessageKey };

/** One compiled message: its text when it is plain, else its ICU syntax tree. */
export type CompiledMessage = string | MessageFormatElement[];
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

const formatters = new WeakMap<Catalogue, Map<string, IntlMessageFormat>>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

/** A cached Intl.NumberFormat: building one is far dearer than using it, and pages format hundreds of numbers. */
export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

function listFormat(tag: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(tag, { type: "conjunction", ...options });
    listFormats.set(key, format);
  }
  return format;
}

/**
 * A translator over a catalogue. Formatters are kept per catalogue (the server's catalogues live as long as
 * the isolate, so their formatters serve every request in that language). A key the catalogue lacks shows
 * as the key itself, which the pseudo-language test and the catalogue test catch.
 */
export function createTranslator(locale: Locale, catalogue: Catalogue): Translator {
  let cache = formatters.get(catalogue);
  if (!cache) {
    cache = new Map();
    formatters.set(catalogue, cache);
  }
  const known = cache;
  const formatter = (key: string): IntlMessageFormat | string => {
    const message = catalogue[key];
    if (message === undefined) return key;
    if (typeof message === "string") return message;
    let format = known.get(key);
    if (!format) {
      format = new IntlMessageFormat(message, locale.tag);
      known.set(key, format);
    }
    return format;
  };
  const translator: Translator = {
    locale,
    catalogue,
    t(key, values) {
      const format = formatter(key);
      if (typeof format === "string") return format;
      const out = format.format<string>(values as Record<string, string>);
      return Array.isArray(out) ? out.join("") : String(out);
    },
    rich<T>(key: MessageKey, values: Readonly<Record<string, Value | T | ((chunks: (string | T)[]) => T)>>) {
      const format = formatter(key);
      if (typeof format === "string") return [format];
      const out = format.format<T>(values as Record<string, T>);
      return (Array.isArray(out) ? out : [out]) as (string | T)[];
    },
    number: (value, options) => numberFormat(locale.tag, options).format(value),
    list: (items, options) => listFormat(locale.tag, options).format(items),
  };
  return translator;
}
