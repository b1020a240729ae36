// Google Maps Platform list prices that TableScout's calls are billed at: USD per 1,000 billable events,
// first volume tier (0-100,000 a month), from Google's pricing page for the SKUs of March 2025, as checked on
// PRICES_CHECKED. docs/google-prices.md explains the table. Each SKU also has a monthly free allowance,
// which this model ignores (it prices the marginal view).
export const PRICES_CHECKED = "2026-11-23";

/** USD per 1,000 events. */
export const PRICE = {
  "Text Search Essentials (IDs Only)": 0,
  "Text Search Pro": 32,
  "Text Search Enterprise": 35,
  "Text Search Enterprise + Atmosphere": 40,
  "Place Details Essentials": 5,
  "Place Details Pro": 17,
  "Place Details Enterprise": 20,
  "Place Details Enterprise + Atmosphere": 25,
  "Autocomplete Requests": 2.83,
  "Autocomplete Session Usage": 0,
  "Nearby Search Pro": 32,
  "Place Details Photos": 7,
  Geocoding: 5,
};

// Which tier a Places API (New) field belongs to: a call is billed at the highest tier its field mask asks for.
const TIER_FIELDS = {
  "IDs Only": ["id", "name", "photos", "attributions", "moved_place", "moved_place_id"],
  Essentials: [
    "addressComponents",
    "formattedAddress",
    "location",
    "plusCode",
    "shortFormattedAddress",
    "types",
    "viewport",
    "adrFormatAddress",
    "postalAddress",
  ],
  Pro: [
    "displayName",
    "businessStatus",
    "primaryType",
    "primaryTypeDisplayName",
    "googleMapsUri",
    "utcOffsetMinutes",
    "accessibilityOptions",
    "iconBackgroundColor",
    "iconMaskBaseUri",
    "openingDate",
    "containingPlaces",
    "pureServiceAreaBusiness",
    "googleMapsLinks",
    "timeZone",
    "subDestinations",
  ],
  Enterprise: [
    "rating",
    "userRatingCount",
    "priceLevel",
    "priceRange",
    "regularOpeningHours",
    "currentOpeningHours",
    "currentSecondaryOpeningHours",
    "regularSecondaryOpeningHours",
    "websiteUri",
    "nationalPhoneNumber",
    "internationalPhoneNumber",
  ],
  "Enterprise + Atmosphere": [
    "reviews",
    "reviewSummary",
    "editorialSummary",
    "generativeSummary",
    "servesBreakfast",
    "servesBrunch",
    "servesLunch",
    "servesDinner",
    "servesBeer",
    "servesWine",
    "servesVegetarianFood",
    "servesCocktails",
    "servesCoffee",
    "servesDessert",
    "delivery",
    "takeout",
    "dineIn",
    "curbsidePickup",
    "outdoorSeating",
    "reservable",
    "liveMusic",
    "menuForChildren",
    "goodForChildren",
    "goodForGroups",
    "goodForWatchingSports",
    "allowsDogs",
    "restroom",
    "paymentOptions",
    "parkingOptions",
    "fuelOptions",
    "evChargeOptions",
  ],
};
const ORDER = ["IDs Only", "Essentials", "Pro", "Enterprise", "Enterprise + Atmosphere"];

export function tierOf(fieldMask) {
  let top = 0;
  for (const raw of (fieldMask ?? "").split(",")) {
    const field = raw
      .trim()
      .replace(/^places\./, "")
      .split(".")[0];
    const tier = ORDER.findIndex((t) => TIER_FIELDS[t].includes(field));
    top = Math.max(top, tier < 0 ? ORDER.length - 1 : tier); // an unknown field: assume the dearest
  }
  return ORDER[top];
}

/** The SKU a recorded request to the Google fake is billed under (autocomplete is settled per session). */
export function skuOf(request) {
  const mask = request.headers?.["x-goog-fieldmask"];
  if (request.path === "/v1/places:searchText") {
    const tier = tierOf(mask);
    return tier === "IDs Only"
      ? "Text Search Essentials (IDs Only)"
      : `Text Search ${tier === "Essentials" ? "Pro" : tier}`;
  }
  if (request.path === "/v1/places:autocomplete") return "Autocomplete Requests";
  if (request.path === "/v1/places:searchNearby") return "Nearby Search Pro";
  if (/\/media$/.test(request.path)) return "Place Details Photos";
  if (request.path.startsWith("/v1/places/")) {
    const tier = tierOf(mask);
    return `Place Details ${tier === "IDs Only" ? "Essentials" : tier}`;
  }
  if (request.path.startsWith("/maps/api/geocode")) return "Geocoding";
  return null;
}

/**
 * Prices a list of recorded requests. Autocomplete requests that share a session token with a Place
 * Details call are billed as one 'Autocomplete Session Usage' (free) instead of per request.
 */
export function billOf(requests) {
  const closed = new Set(
    requests
      .filter((r) => r.path.startsWith("/v1/places/") && !r.path.endsWith("/media") && r.query?.get?.("sessionToken"))
      .map((r) => r.query.get("sessionToken")),
  );
  const bill = {};
  for (const r of requests) {
    let sku = skuOf(r);
    if (!sku) continue;
    if (sku === "Autocomplete Requests" && closed.has(r.body?.sessionToken)) sku = "Autocomplete Session Usage";
    bill[sku] = (bill[sku] ?? 0) + 1;
  }
  const dollars = Object.entries(bill).reduce((sum, [sku, n]) => sum + (n * PRICE[sku]) / 1000, 0);
  return { bill, dollars };
}
