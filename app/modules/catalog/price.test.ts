import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { ENGLISH } from "~/modules/i18n/locales";
import { currencyOfCountry, placePriceSign } from "./index";
import { countryOfAddress, currencySign, priceLevelText, priceLevelWords } from "./price";

const en = serverTranslator(ENGLISH);

describe("price levels in the money of the place's country", () => {
  it.each([
    ["FR", 2, "€€"],
    ["DE", 4, "€€€€"],
    ["GB", 3, "£££"],
    ["JP", 2, "¥¥"],
    ["TH", 1, "฿"],
    ["SG", 2, "S$$"],
    ["BR", 3, "R$$$"],
    ["US", 2, "$$"],
    ["SE", 2, "kr ••"],
    ["PE", 3, "S/ •••"],
    ["XX", 2, "Moderate"],
  ])("a level in %s reads as the menus there write it (%s: %s)", (country, level, text) => {
    expect(priceLevelText(en, level, currencySign(currencyOfCountry(country)))).toBe(text);
  });

  it("says what a level means, and that 0 is free", () => {
    expect([0, 1, 2, 3, 4].map((level) => priceLevelWords(en, level))).toEqual([
      "Free",
      "Inexpensive",
      "Moderate",
      "Expensive",
      "Very expensive",
    ]);
    expect(priceLevelText(en, 0, "€")).toBe("Free");
  });

  it("reads the country from an address as Google writes it, and names no sign for a money it does not know", () => {
    expect(
      countryOfAddress([
        { types: ["locality"], long_name: "Paris", short_name: "Paris" },
        { types: ["country"], long_name: "France", short_name: "FR" },
      ]),
    ).toBe("FR");
    expect(countryOfAddress([{ types: ["country"], long_name: "France", short_name: "France" }])).toBeUndefined();
    expect(currencySign(undefined)).toBeUndefined();
    expect(currencySign("NOT-A-CURRENCY")).toBeUndefined();
    expect(currencySign("HKD")).toBe("HK$");
  });

  it("prices a place in its own country's money, the page's only when its address names no country", () => {
    const at = (code: string) => ({
      address_components: [{ types: ["country", "political"], long_name: code, short_name: code }],
    });
    expect(placePriceSign(at("MY"), "SGD")).toBe("RM");
    expect(placePriceSign(at("HK"), "CNY")).toBeUndefined();
    expect(placePriceSign({}, "SGD")).toBe("S$");
    expect(placePriceSign({})).toBeUndefined();
  });
});
