/**
 * 'Popular searches' on the mobile Search tab: an editorial list of classic dish-and-city pairs (we
 * keep no search analytics to rank by), each linking straight to its mobile results page.
 */
import { findUsState, US } from "~/modules/catalog";
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

export function popularSearches(): { label: string; to: string }[] {
  return PAIRS.map(([businessType, city, code]) => ({
    label: `${businessType.kind === "restaurants" ? "Restaurants" : businessType.name} in ${city}`,
    to: paths.results({ country: US.name, state: findUsState(code)!.name, city }, { businessType, mobile: true }),
  }));
}
