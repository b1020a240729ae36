/**
 * 'Popular searches' on the mobile Search tab: an editorial list of classic dish-and-city pairs (we
 * keep no search analytics to rank by), each linking straight to its mobile results page.
 */
import { cuisineLabel, featureLabel, findUsState, foodLabel, US } from "~/modules/catalog";
import type { Translator } from "~/modules/i18n/translator";
import { type BusinessType, paths } from "~/modules/urls/paths";

const PAIRS: readonly [BusinessType, string, string][] = [
  [{ kind: "food", name: "Pizza" }, "New York", "NY"],
  [{ kind: "food", name: "Tacos" }, "Los Angeles", "CA"],
  [{ kind: "food", name: "Sushi" }, "San Francisco", "CA"],
  [{ kind: "food", name: "Barbecue" }, "Austin", "TX"],
  [{ kind: "cuisine", name: "Cajun" }, "New Orleans", "LA"],
  [{ kind: "food", name: "Ramen" }, "Seattle", "WA"],
  [{ kind: "food", name: "Brunch" }, "Chicago", "IL"],
  [{ kind: "cuisine", name: "Cuban" }, "Miami", "FL"],
];

/** A dish's, cuisine's or feature's name in the page's language. */
function label(t: Translator, businessType: Exclude<BusinessType, { kind: "restaurants" }>): string {
  if (businessType.kind === "feature") return featureLabel(t, businessType.name);
  return businessType.kind === "cuisine" ? cuisineLabel(t, businessType.name) : foodLabel(t, businessType.name);
}

/** The pairs, labelled in the language of `t` ('Pizza in New York'). */
export function popularSearches(t: Translator): { label: string; to: string }[] {
  return PAIRS.map(([businessType, city, code]) => ({
    label:
      businessType.kind === "restaurants"
        ? t.t("shell.restaurantsIn", { city })
        : t.t("shell.search.popular", { name: label(t, businessType), city }),
    to: paths.results({ country: US.name, state: findUsState(code)!.name, city }, { businessType, mobile: true }),
  }));
}
