/**
 * Price levels in the money of the place's country, whatever the page's language: a moderate restaurant is
 * €€ in Paris, ££ in London, ¥¥ in Tokyo, ฿฿ in Bangkok, S$$ in Singapore and $$ in New York. Google's
 * levels are 0 (free) to 4 (very expensive); what each level means is said in words for screen readers.
 * The server finds the sign (currencyOfCountry, currencySign) and sends it with the page; the browser only
 * writes levels with it (priceLevelText), so no currency logic ships to it. The words are the page's language's
 * (a Translator's).
 */
import type { Translator } from "~/modules/i18n/translator";
import { memoize } from "~/modules/memo";

/** The parts of an address this module reads (Google's address components have these and more). */
export type AddressPart = {
  readonly types: readonly string[];
  readonly short_name?: string;
  readonly long_name?: string;
};

/** The place's country as its address names it (Google's short name is the ISO code). */
export function countryOfAddress(components: readonly AddressPart[] = []): string | undefined {
  const country = components.find((c) => c.types.includes("country"))?.short_name;
  return country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : undefined;
}

/**
 * Signs that differ from the narrowest one Intl gives: the Singapore dollar is told apart from the US
 * dollar as Singapore's own menus do, and the Peruvian sol has a sign Intl does not use.
 */
const SIGN_OVERRIDES: Record<string, string> = { SGD: "S$", PEN: "S/", HKD: "HK$", TWD: "NT$" };
/** The signs found, by currency code ('' for a code Intl does not know); the bound is over ISO 4217's codes. */
const signs = memoize(
  512,
  (currency: string) => currency,
  (currency: string) => {
    try {
      return (
        SIGN_OVERRIDES[currency] ??
        new Intl.NumberFormat("en", { style: "currency", currency, currencyDisplay: "narrowSymbol" })
          .formatToParts(0)
          .find((part) => part.type === "currency")?.value ??
        currency
      );
    } catch {
      return "";
    }
  },
);

/** The sign a menu in that currency uses ('€', '£', '¥', 'S$'); none when the currency is not known. */
export function currencySign(currency: string | undefined): string | undefined {
  return (currency && signs(currency)) || undefined;
}

const CURRENCY_SYMBOL = /\p{Sc}/u;

/**
 * A level as menus and guides write it: the sign once per level ('€€€'); a sign of several characters that
 * ends in a currency symbol repeats that symbol ('S$$', 'R$$$'); any other sign is followed by one dot per
 * level ('kr ••', 'S/ ••'). Without a sign (money the guide cannot name) the level is said in words. 0 is 'Free'.
 */
export function priceLevelText(t: Translator, level: number, sign?: string): string {
  if (level === 0 || !sign) return priceLevelWords(t, level);
  const n = Math.min(4, Math.max(1, Math.round(level)));
  const chars = [...sign];
  const last = chars[chars.length - 1]!;
  if (!CURRENCY_SYMBOL.test(last)) return `${sign} ${"•".repeat(n)}`;
  return chars.length === 1 ? sign.repeat(n) : sign + last.repeat(n - 1);
}

/** Google's names for the levels 0 to 4, as the catalogue's selects name them. */
const LEVELS = ["free", "inexpensive", "moderate", "expensive", "veryExpensive"] as const;

const levelName = (level: number) => LEVELS[Math.min(4, Math.max(0, Math.round(level)))]!;

/** What a level means, in words on their own ('Moderate'; Google's own names for the levels). */
export function priceLevelWords(t: Translator, level: number): string {
  return t.t("listing.price.level", { level: levelName(level) });
}

/** What a level means, in words within a sentence ('moderate', as in 'Price: moderate'). */
export function priceLevelMeaning(t: Translator, level: number): string {
  return t.t("listing.price.meaning", { level: levelName(level) });
}
