import { describe, expect, it } from "vitest";
import { isUsername } from "~/modules/urls";
import { ENGLISH, LOCALE_PREFIXES, LOCALES, localizedPath, splitLocale } from "./locales";
import { acceptedLanguages, negotiateLocale } from "./negotiate.server";

describe("the guide's languages", () => {
  it("are English at today's URLs and eight prefixed languages, Arabic right to left", () => {
    expect(LOCALES.map((l) => l.prefix)).toEqual(["", "es", "fr", "de", "it", "pt-br", "ja", "zh-cn", "ar"]);
    expect(LOCALES.filter((l) => l.dir === "rtl").map((l) => l.tag)).toEqual(["ar"]);
  });

  it("read a path's prefix, and leave unknown prefixes to mean what they meant (a profile, or 404)", () => {
    expect(splitLocale("/fr/restaurants/united-states").locale.tag).toBe("fr");
    expect(splitLocale("/fr/restaurants/united-states").path).toBe("/restaurants/united-states");
    expect(splitLocale("/PT-BR").path).toBe("/");
    expect(splitLocale("/pt-br").locale.tag).toBe("pt-BR");
    expect(splitLocale("/xx/restaurants")).toEqual({ locale: ENGLISH, path: "/xx/restaurants" });
    expect(splitLocale("/frank")).toEqual({ locale: ENGLISH, path: "/frank" });
    expect(splitLocale("/")).toEqual({ locale: ENGLISH, path: "/" });
  });

  it("write a path in a language, and back", () => {
    for (const locale of LOCALES)
      for (const path of ["/", "/mobile", "/restaurants/international/japan/tokyo/tokyo"]) {
        const localized = localizedPath(locale, path);
        expect(splitLocale(localized)).toEqual({ locale, path });
      }
  });

  it("are never usernames", () => {
    for (const prefix of LOCALE_PREFIXES) expect(isUsername(prefix)).toBe(false);
    expect(isUsername("pt-brazil")).toBe(true);
  });
});

describe("choosing a language from Accept-Language", () => {
  it.each([
    ["fr-CA,fr;q=0.9,en;q=0.8", "fr"],
    ["pt-PT", "pt-BR"],
    ["zh-CN", "zh-CN"],
    ["zh-SG", "zh-CN"],
    ["zh-Hans", "zh-CN"],
    ["zh-TW", "en"],
    ["zh-HK,zh;q=0.5", "en"],
    ["nl,de;q=0.7", "de"],
    ["en-GB,fr;q=0.9", "en"],
    ["ar-EG", "ar"],
    ["ja-JP", "ja"],
    ["es-419", "es"],
    ["*", "en"],
    ["", "en"],
    ["de;q=0.1,it;q=0.9", "it"],
  ])("%s reads %s", (header, tag) => {
    expect(negotiateLocale(header).tag).toBe(tag);
  });

  it("gives English to requests without the header and ignores what is not a language", () => {
    expect(negotiateLocale(null)).toBe(ENGLISH);
    expect(acceptedLanguages("fr;q=abc, <script>, de;q=2, it;q=0.5")).toEqual(["it"]);
    expect(negotiateLocale(`${"x".repeat(2000)},fr`)).toBe(ENGLISH);
  });
});
