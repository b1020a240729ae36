/**
 * Where a search goes: typed text searches '{text} restaurant'
 * and follows the first result; a chosen suggestion follows its own place (a city or region goes to its
 * results page, a business to its city's results with ?q={name}). Exact catalogue city names go straight
 * to their page. Returns null when no state or city can be found (the box then does nothing).
 */
import { findCatalogueCities, findCountry, findUsState, isUs, US } from "~/modules/catalog";
import type { GeocodeResult, Places, Restaurant } from "~/modules/places/index.server";
import { parseSelection } from "~/modules/places/rules";
import { paths } from "~/modules/urls";

const AREA_TYPES = [
  "locality",
  "sublocality",
  "neighborhood",
  "administrative_area_level_1",
  "administrative_area_level_2",
  "colloquial_area",
  "political",
  "postal_code",
];

function component(place: Pick<GeocodeResult, "address_components">, type: string) {
  return place.address_components?.find((c) => c.types.includes(type));
}

/** The results path for a place and an optional business name. */
export function targetFor(place: {
  formatted_address?: string;
  name?: string;
  types?: readonly string[];
  address_components?: GeocodeResult["address_components"];
}): string | null {
  const countryPart = place.address_components
    ? component({ address_components: place.address_components }, "country")
    : undefined;
  const country = countryPart
    ? countryPart.short_name === "US"
      ? findCountry("United States")
      : findCountry(countryPart.long_name)
    : undefined;
  const selection = parseSelection({
    formatted_address: place.formatted_address ?? "",
    name: place.name,
    types: place.types,
  });
  const query = selection?.query;
  const withQuery = (path: string) => (query ? `${path}?${new URLSearchParams({ q: query })}` : path);
  if (country && !isUs(country)) {
    const city =
      (place.address_components &&
        (
          component({ address_components: place.address_components }, "locality") ??
          component({ address_components: place.address_components }, "postal_town")
        )?.long_name) ??
      selection?.city;
    if (!city) return null;
    const region =
      place.address_components &&
      component({ address_components: place.address_components }, "administrative_area_level_1")?.long_name;
    return withQuery(paths.results({ country: country.name, state: region, city }));
  }
  if (!selection) return null;
  const state = findUsState(selection.state);
  if (!state) return null;
  return withQuery(paths.results({ country: US.name, state: state.name, city: selection.city }));
}

/**
 * Resolves typed text (or a chosen suggestion, with its types). Typed text naming exactly one catalogue
 * city goes there; naming several ('Portland') resolves to nothing, so the caller can offer the choice.
 */
export async function resolveSearch(
  places: Places,
  text: string,
  suggestion?: { types: readonly string[] },
): Promise<string | null> {
  const q = text.trim();
  if (!q) return null;
  if (!suggestion) {
    const exact = findCatalogueCities(q).filter((c) => c.city.toLowerCase() === q.toLowerCase());
    if (exact.length === 1) return paths.results(exact[0]!);
    if (exact.length > 1) return null;
  }
  if (suggestion?.types.some((t) => AREA_TYPES.includes(t))) {
    const [area] = (await places.geocode(q)).value;
    return area ? targetFor({ ...area, name: undefined, types: area.types }) : null;
  }
  const [first] = (await places.search({ query: suggestion ? q : `${q} restaurant` })).value;
  return first ? targetFor(first as Restaurant) : null;
}

const RESTAURANT_TYPES = ["restaurant", "food", "cafe", "bar", "bakery", "meal_takeaway", "establishment"];

/**
 * A chosen suggestion with its place id: one Place Details call (address only, with the typing session's
 * token, which ends that session) routes it. A city or area goes to its results page; a restaurant
 * straight to its own page, named as the suggestion showed it. Null when no state or city is found.
 */
export async function resolveChoice(
  places: Places,
  choice: { placeId: string; sessionToken?: string; name?: string; types: readonly string[] },
): Promise<string | null> {
  const { value: address } = await places.placeAddress(choice.placeId, choice.sessionToken);
  if (!address) return null;
  const isArea = choice.types.some((t) => AREA_TYPES.includes(t)) && !choice.types.some((t) => t === "restaurant");
  const results = targetFor({ ...address, name: undefined });
  if (isArea || !choice.name || !choice.types.some((t) => RESTAURANT_TYPES.includes(t))) return results;
  const country = component(address, "country");
  const city = (component(address, "locality") ?? component(address, "postal_town"))?.long_name;
  if (!country || !city) return results;
  const us = country.short_name === "US";
  const region = component(address, "administrative_area_level_1");
  const state = us ? findUsState(region?.short_name ?? "")?.name : region?.long_name;
  if (us && !state) return results;
  return paths.restaurant(
    {
      name: choice.name,
      country: us ? "United States" : (findCountry(country.long_name)?.name ?? country.long_name),
      state: state && state !== city ? state : undefined,
      city,
    },
    { placeId: choice.placeId },
  );
}
