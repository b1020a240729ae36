import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { compileMessage } from "./compile";
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
