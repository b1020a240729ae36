/**
 * The search box's suggestions, each labelled with what it is: the provider's places (cities, areas,
 * restaurants) after the guide's own, which cost no provider call:
 * - a dish, cuisine or feature whose name starts with the text ('sus' -> Sushi), leading to that page
 *   in the visitor's city (or to the search page, which offers a choice of cities);
 * - a dish in a city as it is typed ('ramen in sea' -> Ramen in Seattle).
 * The guide's suggestions are worded in the page's language.
 */
import { type CataloguePlace, findCatalogueCities } from "~/modules/catalog";
import type { Translator } from "~/modules/i18n/translator";
import type { VisitorPlace } from "~/modules/location/index.server";
import { foldName } from "~/modules/places/rules";
import type { Prediction } from "~/modules/places/types";
import { paths } from "~/modules/urls";
import { topicLabel, visitorCity } from "./index.server";
import { CONNECTOR, readWhat, type Topic, topicIndex } from "./understand.server";

export type SuggestionKind = "city" | "neighborhood" | "region" | "restaurant" | "place" | Topic["kind"];

export interface Suggestion extends Prediction {
  kind: SuggestionKind;
  /** The page a guide suggestion leads to (provider suggestions are routed by their place id). */
  to?: string;
}

const LOCAL_MAX = 3;
const RESTAURANT_TYPES = ["restaurant", "food", "cafe", "bar", "bakery", "meal_takeaway", "establishment"];

/** What a provider prediction is, from its types. */
export function kindOf(types: readonly string[]): SuggestionKind {
  if (types.includes("locality") || types.includes("postal_town")) return "city";
  if (types.some((t) => t === "neighborhood" || t.startsWith("sublocality"))) return "neighborhood";
  if (types.some((t) => t.startsWith("administrative_area") || t === "country")) return "region";
  if (types.some((t) => RESTAURANT_TYPES.includes(t))) return "restaurant";
  return "place";
}

function topicSuggestion(t: Translator, topic: Topic, where: CataloguePlace | undefined, key: string): Suggestion {
  const values = { kind: topic.kind, name: topicLabel(t, topic) };
  const title = where
    ? t.t("shell.search.topicIn", { ...values, city: where.city })
    : t.t("shell.search.topic", values);
  const secondary = where
    ? [where.state !== where.city ? where.state : undefined, where.country].filter(Boolean).join(", ")
    : t.t("shell.search.chooseACity");
  return {
    place_id: `guide:${key}`,
    description: title,
    types: [],
    structured_formatting: { main_text: title, secondary_text: secondary },
    kind: topic.kind,
    to: where ? paths.results(where, { businessType: topic }) : paths.search(topic.name),
  };
}

/** The guide's own suggestions for the text typed so far (at most three), worded in the language of `t`. */
export function guideSuggestions(input: string, visitor: VisitorPlace | null, t: Translator): Suggestion[] {
  const words = foldName(input).split(" ").filter(Boolean);
  if (!words.length) return [];
  // 'ramen in sea': the dish, in the cities whose names start with what follows the connector.
  let at = words.length - 1;
  while (at > 0 && !CONNECTOR.has(words[at]!)) at--;
  if (at > 0) {
    const what = readWhat(words.slice(0, at));
    const rest = words.slice(at + 1).join(" ");
    if (!what?.topic || !rest) return [];
    return findCatalogueCities(rest, LOCAL_MAX).map((place) =>
      topicSuggestion(t, what.topic!, place, `${what.topic!.name}:${place.country}:${place.state}:${place.city}`),
    );
  }
  const text = words.join(" ");
  if (text.length < 2) return [];
  const home = visitorCity(visitor);
  const topics = new Map<string, Topic>();
  for (const [key, topic] of topicIndex()) {
    if (key.startsWith(text) && topics.size < LOCAL_MAX) topics.set(`${topic.kind}:${topic.name}`, topic);
  }
  const homePlace = home && { city: home.city, state: home.state ?? home.country, country: home.country };
  return [...topics].map(([key, topic]) => topicSuggestion(t, topic, homePlace, key));
}
