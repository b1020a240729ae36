import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { compileMessage } from "./compile";
import { formatParts } from "./format";
import { AREAS } from "./keys";
import { ENGLISH, LOCALES, localeOfPrefix, PSEUDO } from "./locales";
import { PSEUDO_CLOSE, PSEUDO_OPEN } from "./pseudo";
import { createTranslator, type MessageKey } from "./translator";

const DIR = join(__dirname, "../../messages");
const read = (language: string, area: string): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(join(DIR, language, `${area}.json`), "utf8"));
  } catch {
    return {};
  }
};

/** What a message needs from its caller: argument names with their kinds, and its tags. */
function shape(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      out.add(`<${el.value}>`);
      shape(el.children, out);
      continue;
    }
    out.add(`${el.value}:${TYPE[el.type]}`);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) shape(option.value, out);
  }
  return out;
}

const languages = LOCALES.map((l) => l.prefix || "en");

describe("the message catalogues", () => {
  it("are a folder per language, an area file each, and nothing else", () => {
    expect(readdirSync(DIR).sort()).toEqual([...languages].sort());
    for (const language of languages)
      for (const file of readdirSync(join(DIR, language))) expect(AREAS).toContain(file.replace(/\.json$/, ""));
  });

  it("keep each area's keys under its name, with English text for every one", () => {
    for (const area of AREAS)
      for (const [key, text] of Object.entries(read("en", area))) {
        expect(key.startsWith(`${area}.`), key).toBe(true);
        expect(text.trim(), key).not.toBe("");
      }
  });

  for (const language of languages.filter((l) => l !== "en"))
    it(`${language}: has every English key and no other, each message parses and asks for what English does`, () => {
      const missing: string[] = [];
      const extra: string[] = [];
      const mismatched: string[] = [];
      for (const area of AREAS) {
        const english = read("en", area);
        const translated = read(language, area);
        for (const key of Object.keys(english)) if (!(key in translated)) missing.push(key);
        for (const [key, text] of Object.entries(translated)) {
          if (!(key in english)) {
            extra.push(key);
            continue;
          }
          let elements: MessageFormatElement[];
          try {
            elements = parse(text);
          } catch (error) {
            mismatched.push(`${key}: does not parse (${(error as Error).message})`);
            continue;
          }
          const want = [...shape(parse(english[key]!))].sort();
          const got = [...shape(elements)].sort();
          if (want.join() !== got.join()) mismatched.push(`${key}: ${got.join(" ")} instead of ${want.join(" ")}`);
        }
      }
      expect({ missing, extra, mismatched }).toEqual({ missing: [], extra: [], mismatched: [] });
    });
});

/** Values that reach every branch of a message: each select's cases, plural counts across the categories. */
function valueSets(elements: MessageFormatElement[]): Record<string, unknown>[] {
  const selects = new Map<string, string[]>();
  const numbers = new Set<string>();
  const strings = new Set<string>();
  const tags = new Set<string>();
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.select) selects.set(el.value, Object.keys(el.options));
      else if (el.type === TYPE.plural || el.type === TYPE.number) numbers.add(el.value);
      else if (el.type === TYPE.argument) strings.add(el.value);
      else if (el.type === TYPE.tag) tags.add(el.value);
      if (el.type === TYPE.select || el.type === TYPE.plural) for (const o of Object.values(el.options)) walk(o.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(elements);
  const sets: Record<string, unknown>[] = [];
  const cases = [...selects].flatMap(([name, keys]) => keys.map((key) => [name, key] as const));
  for (const count of [0, 1, 2, 3, 5, 11, 21, 102, 1234.5])
    for (const [name, key] of cases.length ? cases : [[null, null] as const]) {
      const values: Record<string, unknown> = {};
      for (const n of numbers) values[n] = count;
      for (const a of strings) values[a] = a === "count" ? count : `«${a}»`;
      for (const [s, keys] of selects) values[s] = keys[0];
      if (name) values[name] = key;
      for (const t of tags) values[t] = (chunks: string[]) => `<${t}>${chunks.join("")}</${t}>`;
      sets.push(values);
    }
  return sets;
}

describe("the pages' message formatter", () => {
  for (const language of languages)
    it(`${language}: writes every message as FormatJS's intl-messageformat does`, () => {
      const locale = localeOfPrefix(language === "en" ? "" : language) ?? ENGLISH;
      const differences: string[] = [];
      for (const area of AREAS)
        for (const [key, text] of Object.entries(read(language, area))) {
          const elements = parse(text);
          for (const values of valueSets(elements)) {
            const theirs = new IntlMessageFormat(elements, locale.tag).format(values as never);
            const expected = Array.isArray(theirs) ? theirs.join("") : String(theirs);
            // What the pages format: the compiled message (literals as text), not the parser's tree.
            const compiled = compileMessage(text);
            const ours =
              typeof compiled === "string" ? compiled : formatParts<string>(compiled, locale.tag, values).join("");
            if (ours !== expected) differences.push(`${key} ${JSON.stringify(values)}: ${ours} | ${expected}`);
          }
        }
      expect(differences.slice(0, 5)).toEqual([]);
    });
});

describe("formatting in a language", () => {
  it("writes numbers and plurals the language's way", () => {
    const fr = createTranslator(localeOfPrefix("fr")!, {});
    expect(fr.number(4.5, { maximumFractionDigits: 1 })).toBe("4,5");
    const de = createTranslator(localeOfPrefix("de")!, {});
    expect(de.number(1234)).toBe("1.234");
    expect(createTranslator(ENGLISH, {}).list(["Thai", "Lao", "Vietnamese"])).toBe("Thai, Lao, and Vietnamese");
  });

  it("formats compiled messages, and the pseudo-language accents only their text", () => {
    const source = "{count, plural, one {# place} other {# places}} in <b>{city}</b>";
    const catalogueOf = (pseudo: boolean) => ({ "shell.x": compileMessage(source, pseudo) });
    const values = { count: 1200, city: "Paris", b: (chunks: string[]) => `*${chunks.join("")}*` };
    const de = createTranslator(localeOfPrefix("de")!, catalogueOf(false));
    expect(de.rich<string>("shell.x" as MessageKey, values).join("")).toBe("1.200 places in *Paris*");
    const pseudo = createTranslator(PSEUDO, catalogueOf(true))
      .rich<string>("shell.x" as MessageKey, values)
      .join("");
    expect(pseudo).toBe(`${PSEUDO_OPEN}1,200 þļàçéš îñ *Paris* ${PSEUDO_CLOSE}`);
  });
});
