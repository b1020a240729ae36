/**
 * Formats a compiled ICU message (FormatJS's syntax tree, as @formatjs/icu-messageformat-parser writes it)
 * with Intl's plural rules and number formats. The catalogues use literals, arguments, `{n, number}`, plurals
 * (exact `=n` cases and categories, `#`), selects and tags; anything else in a tree is a build error (the
 * catalogue test formats every message of every language here and with FormatJS's own intl-messageformat,
 * and requires the same text). This is what pages run instead of intl-messageformat: about 0.5 kB where that
 * library is 2.3 kB gzipped, on every page.
 */
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { memoize } from "../memo";

// The element kinds, as FormatJS numbers them (its TYPE enum; imported as numbers so no parser code loads).
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

export type Part<T> = string | T;
/**
 * A compiled message's element: a literal is its text (shorter in the browser's files than FormatJS's
 * `{"type":0,"value":…}`), anything else FormatJS's element, whose options and children are elements again.
 */
export type Element = string | MessageFormatElement;
type Value = unknown;

/**
 * Cached Intl.NumberFormats, by language and options: building one is far dearer than using it, and pages
 * format hundreds of numbers. A language has a few sets of options; the bound is well over them all.
 */
const numberFormats = memoize(
  256,
  (tag: string, options: Intl.NumberFormatOptions) => `${tag}|${JSON.stringify(options)}`,
  (tag: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options),
);

/** A cached Intl.NumberFormat (see numberFormats). */
export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return numberFormats(tag, options);
}

/** The plural rules of a language, one per language (the bound is over the guide's languages). */
const pluralRule = memoize(
  64,
  (tag: string) => tag,
  (tag: string) => new Intl.PluralRules(tag),
);

/** A message's parts: text, and what tag functions return for its tags (React nodes, markup). */
export function formatParts<T>(
  elements: readonly Element[],
  tag: string,
  values: Readonly<Record<string, Value>>,
  count?: number,
): Part<T>[] {
  const out: Part<T>[] = [];
  const push = (part: Part<T>) => {
    if (typeof part === "string" && typeof out[out.length - 1] === "string") out[out.length - 1] += part;
    else if (part !== "") out.push(part);
  };
  for (const el of elements) {
    if (typeof el === "string") {
      push(el);
      continue;
    }
    switch (el.type) {
      case LITERAL:
        push(el.value);
        break;
      case POUND:
        push(count === undefined ? "#" : numberFormat(tag).format(count));
        break;
      case ARGUMENT: {
        const value = values[el.value];
        push(typeof value === "string" || typeof value === "number" ? String(value) : ((value as T) ?? ""));
        break;
      }
      case NUMBER:
        push(numberFormat(tag).format(Number(values[el.value])));
        break;
      case SELECT: {
        const option = el.options[String(values[el.value])] ?? el.options.other;
        for (const part of formatParts<T>(option?.value ?? [], tag, values, count)) push(part);
        break;
      }
      case PLURAL: {
        const n = Number(values[el.value]) - el.offset;
        const option = el.options[`=${n + el.offset}`] ?? el.options[pluralRule(tag).select(n)] ?? el.options.other;
        for (const part of formatParts<T>(option?.value ?? [], tag, values, n)) push(part);
        break;
      }
      case TAG: {
        const render = values[el.value];
        const children = formatParts<T>(el.children, tag, values, count);
        if (typeof render === "function") push((render as (chunks: Part<T>[]) => T)(children));
        else for (const part of children) push(part);
        break;
      }
      default:
        throw new Error(`A message element of kind ${el.type} is not supported`);
    }
  }
  return out;
}
