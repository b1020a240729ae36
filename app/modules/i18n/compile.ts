/**
 * Compiling messages: ICU MessageFormat text to FormatJS's syntax tree, a plain message to its text. The
 * Worker compiles its catalogues on first use (catalogue.server.ts); the build compiles each language's
 * client catalogue into a static file (i18n-assets.ts), so browsers format without ever parsing.
 */
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import type { Element } from "./format";
import type { Area } from "./keys";
import { type Locale, PSEUDO } from "./locales";
import { pseudoMessage } from "./pseudo";
import type { CompiledMessage } from "./translator";

export function compileMessage(message: string, pseudo = false): CompiledMessage {
  const parsed = parse(message);
  const ast = pseudo ? pseudoMessage(parsed) : parsed;
  if (ast.length === 0) return "";
  if (ast.length === 1 && ast[0]!.type === TYPE.literal) return ast[0]!.value;
  return compact(ast);
}

/** A tree with each literal as its text (format.ts, Element), at every depth. */
function compact(elements: readonly MessageFormatElement[]): Element[] {
  return elements.map((el): Element => {
    if (el.type === TYPE.literal) return el.value;
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([k, option]) => [k, { value: compact(option.value) }]),
      );
      return { ...el, options } as MessageFormatElement;
    }
    if (el.type === TYPE.tag) return { ...el, children: compact(el.children) as MessageFormatElement[] };
    return el;
  });
}

/** One language's source messages of one area ('en', 'shell'). */
export type Source = Readonly<Record<string, string>>;

/**
 * A language's catalogue from the given areas: English first, the language's own messages over it (so a key
 * it lacks reads in English, never as nothing), compiled. The pseudo-language (tests only) is English with
 * every text accented and bracketed, so a test can tell catalogue text from text written anywhere else.
 */
export function buildCatalogue(
  locale: Locale,
  areas: readonly Area[],
  source: (language: string, area: Area) => Source,
): Record<string, CompiledMessage> {
  const out: Record<string, CompiledMessage> = {};
  // By prefix: the Worker entry and the app build each bundle their own copy of the locale objects.
  const pseudo = locale.prefix === PSEUDO.prefix;
  for (const area of areas) {
    const messages: Record<string, string> = { ...source("en", area) };
    if (locale.prefix && !pseudo) Object.assign(messages, source(locale.prefix, area));
    for (const [key, text] of Object.entries(messages)) out[key] = compileMessage(text, pseudo);
  }
  return out;
}
