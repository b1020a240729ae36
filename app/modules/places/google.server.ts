/**
 * Google provider: Places API (New) v1 and the Geocoding API, server-side only (the key travels in the
 * X-Goog-Api-Key header, never in a URL the browser sees). Field masks are explicit per use: listing
 * cards ask for the Enterprise fields a card shows; the cuisine check adds summary, reviews and the
 * serves flags only when a cuisine filter needs them; the restaurant page asks for everything it shows.
 */
import { escapeHtml } from "~/modules/html";
import { openingHours } from "./hours";
import type {
  AddressComponent,
  AutocompleteParams,
  DetailLevel,
  GeocodeResult,
  Locality,
  PhotoImage,
  PlacesProvider,
  Prediction,
  Restaurant,
  TextSearchParams,
} from "./types";
import { ProviderError } from "./types";

export interface GoogleConfig {
  apiKey: string;
  /** Overridable for tests against a local fake. */
  placesBaseUrl?: string;
  geocodingBaseUrl?: string;
  timeoutMs?: number;
  /**
   * The page's language (BCP 47, 'pt-BR'): suggestions come in it. Everything else is asked for in
   * LISTING_LANGUAGE whatever the page's language (see there).
   */
  languageCode?: string;
  fetch?: typeof fetch;
  /** Builds our own photo route URL for a photo reference. */
  photoUrl: (reference: string) => string;
}

/**
 * Text searches and Place Details are asked for in one language for every page language, and kept in one cache
 * entry: they are the calls that cost (Enterprise SKUs, $25-40 per 1,000), and what a card and a restaurant page
 * show from them is mostly language-neutral (ids, coordinates, rating, price level, hours as numbers, photos)
 * or the place's own words (its name; reviews, which pages show with the language Google gives them). Asking
 * per page language would pay for the same facts up to nine times. Geocoding and nearby cities are asked for
 * in it too: their names are looked up in the catalogues and made into links. Only suggestions, which a
 * person reads as they type, come in the page's language.
 */
export const LISTING_LANGUAGE = "en";

const LISTING_FIELDS = [
  "id",
  "displayName",
  "formattedAddress",
  "shortFormattedAddress",
  "addressComponents",
  "location",
  "types",
  "primaryType",
  "businessStatus",
  "rating",
  "userRatingCount",
  "priceLevel",
  "regularOpeningHours",
  "utcOffsetMinutes",
  "photos",
  "googleMapsUri",
];
const TEXT_FIELDS = [
  "editorialSummary",
  "reviews",
  "servesBreakfast",
  "servesBrunch",
  "delivery",
  "takeout",
  "outdoorSeating",
];
const DETAIL_FIELDS = [
  ...LISTING_FIELDS,
  ...TEXT_FIELDS,
  "websiteUri",
  "nationalPhoneNumber",
  "internationalPhoneNumber",
  "reservable",
  "dineIn",
  "liveMusic",
  "servesWine",
  "servesBeer",
  "servesVegetarianFood",
  "servesLunch",
  "servesDinner",
];

/** Place Details Essentials: enough to route a chosen suggestion to its page, and the cheapest SKU. */
export const ADDRESS_MASK = "id,formattedAddress,location,addressComponents,types";

/** The field mask for a detail level; `prefix` is 'places.' for search endpoints. */
export function fieldMask(detail: DetailLevel, prefix = ""): string {
  const fields =
    detail === "details"
      ? DETAIL_FIELDS
      : detail === "listing-text"
        ? [...LISTING_FIELDS, ...TEXT_FIELDS]
        : LISTING_FIELDS;
  return [...new Set(fields)].map((f) => prefix + f).join(",");
}

const PRICE: Record<string, number | undefined> = {
  PRICE_LEVEL_FREE: 0,
  PRICE_LEVEL_INEXPENSIVE: 1,
  PRICE_LEVEL_MODERATE: 2,
  PRICE_LEVEL_EXPENSIVE: 3,
  PRICE_LEVEL_VERY_EXPENSIVE: 4,
};

// ---------------------------------------------------------------- Google's response shapes (the parts we read)

interface LocalizedText {
  text?: string;
  languageCode?: string;
}
interface AuthorAttribution {
  displayName?: string;
  uri?: string;
  photoUri?: string;
}
interface GPoint {
  day: number;
  hour: number;
  minute: number;
}
export interface GPlace {
  id?: string;
  displayName?: LocalizedText;
  formattedAddress?: string;
  shortFormattedAddress?: string;
  addressComponents?: { longText?: string; shortText?: string; types?: string[] }[];
  location?: { latitude: number; longitude: number };
  types?: string[];
  primaryType?: string;
  businessStatus?: string;
  rating?: number;
  userRatingCount?: number;
  priceLevel?: string;
  regularOpeningHours?: {
    openNow?: boolean;
    periods?: { open: GPoint; close?: GPoint }[];
    weekdayDescriptions?: string[];
  };
  utcOffsetMinutes?: number;
  photos?: { name: string; widthPx?: number; heightPx?: number; authorAttributions?: AuthorAttribution[] }[];
  googleMapsUri?: string;
  websiteUri?: string;
  nationalPhoneNumber?: string;
  internationalPhoneNumber?: string;
  editorialSummary?: LocalizedText;
  reviews?: {
    rating?: number;
    text?: LocalizedText;
    originalText?: LocalizedText;
    relativePublishTimeDescription?: string;
    publishTime?: string;
    authorAttribution?: AuthorAttribution;
  }[];
  reservable?: boolean;
  takeout?: boolean;
  delivery?: boolean;
  dineIn?: boolean;
  outdoorSeating?: boolean;
  liveMusic?: boolean;
  servesWine?: boolean;
  servesBeer?: boolean;
  servesVegetarianFood?: boolean;
  servesBreakfast?: boolean;
  servesBrunch?: boolean;
  servesLunch?: boolean;
  servesDinner?: boolean;
}

/** Google's address components -> the spec's. */
function componentsOf(p: GPlace): AddressComponent[] | undefined {
  return p.addressComponents?.map((c) => ({
    long_name: c.longText ?? "",
    short_name: c.shortText ?? c.longText ?? "",
    types: c.types ?? [],
  }));
}

/** Google's place -> the spec's snapshot. */
export function mapPlace(p: GPlace, photoUrl: (ref: string) => string): Restaurant | null {
  if (!p.id || !p.displayName?.text) return null;
  const hours = p.regularOpeningHours;
  return {
    place_id: p.id,
    name: p.displayName.text,
    formatted_address: p.formattedAddress,
    address_components: componentsOf(p),
    vicinity: p.shortFormattedAddress,
    rating: p.rating,
    user_ratings_total: p.userRatingCount,
    price_level: p.priceLevel ? PRICE[p.priceLevel] : undefined,
    types: p.types,
    geometry: p.location ? { location: { lat: p.location.latitude, lng: p.location.longitude } } : undefined,
    formatted_phone_number: p.nationalPhoneNumber,
    international_phone_number: p.internationalPhoneNumber,
    website: p.websiteUri,
    url: p.googleMapsUri,
    business_status: p.businessStatus,
    permanently_closed: p.businessStatus === "CLOSED_PERMANENTLY",
    opening_hours: hours?.periods
      ? openingHours(
          hours.periods.map((x) => ({ open: x.open, close: x.close })),
          hours.weekdayDescriptions,
        )
      : undefined,
    utc_offset_minutes: p.utcOffsetMinutes,
    photos: p.photos?.map((ph) => {
      const authors = (ph.authorAttributions ?? []).map((a) => ({ name: a.displayName ?? "Google user", uri: a.uri }));
      return {
        photo_reference: ph.name,
        photo_url: photoUrl(ph.name),
        width: ph.widthPx ?? 0,
        height: ph.heightPx ?? 0,
        authors,
        html_attributions: authors.map((a) =>
          a.uri && /^https:\/\//.test(a.uri)
            ? `<a href="${escapeHtml(a.uri)}">${escapeHtml(a.name)}</a>`
            : escapeHtml(a.name),
        ),
      };
    }),
    reviews: p.reviews?.map((r) => ({
      author_name: r.authorAttribution?.displayName ?? "Google user",
      author_url: r.authorAttribution?.uri,
      profile_photo_url: r.authorAttribution?.photoUri,
      rating: r.rating ?? 0,
      relative_time_description: r.relativePublishTimeDescription ?? "",
      text: r.text?.text ?? r.originalText?.text ?? "",
      language: (r.text?.text ? r.text.languageCode : r.originalText?.languageCode) || undefined,
      time: r.publishTime ? Math.floor(Date.parse(r.publishTime) / 1000) : undefined,
    })),
    editorial_summary: p.editorialSummary?.text
      ? { overview: p.editorialSummary.text, language: p.editorialSummary.languageCode || undefined }
      : undefined,
    reservable: p.reservable,
    takeout: p.takeout,
    delivery: p.delivery,
    dine_in: p.dineIn,
    outdoor_seating: p.outdoorSeating,
    live_music: p.liveMusic,
    serves_wine: p.servesWine,
    serves_beer: p.servesBeer,
    serves_vegetarian_food: p.servesVegetarianFood,
    serves_breakfast: p.servesBreakfast,
    serves_brunch: p.servesBrunch,
    serves_lunch: p.servesLunch,
    serves_dinner: p.servesDinner,
    source: "google",
  };
}

/** Places API (New) limits circle radii to 50 km. */
const MAX_RADIUS_M = 50_000;

export class GoogleProvider implements PlacesProvider {
  readonly name = "google" as const;
  private readonly places: string;
  private readonly geocoding: string;
  private readonly timeoutMs: number;
  private readonly doFetch: typeof fetch;

  constructor(private readonly config: GoogleConfig) {
    this.places = (config.placesBaseUrl ?? "https://places.googleapis.com").replace(/\/$/, "");
    this.geocoding = (config.geocodingBaseUrl ?? "https://maps.googleapis.com").replace(/\/$/, "");
    this.timeoutMs = config.timeoutMs ?? 8_000;
    this.doFetch = config.fetch ?? ((...args) => fetch(...args));
  }

  private async call(url: string, init: RequestInit & { fieldMask?: string }): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("X-Goog-Api-Key", this.config.apiKey);
    if (init.fieldMask) headers.set("X-Goog-FieldMask", init.fieldMask);
    if (init.body) headers.set("Content-Type", "application/json");
    let res: Response;
    try {
      res = await this.doFetch(url, { ...init, headers, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      const name = (error as Error)?.name;
      if (name === "TimeoutError" || name === "AbortError")
        throw new ProviderError("the places service took too long to answer", "timeout");
      throw new ProviderError("the places service could not be reached", "upstream");
    }
    if (!res.ok) throw await errorFrom(res);
    return res;
  }

  private async json<T>(url: string, init: RequestInit & { fieldMask?: string }): Promise<T> {
    const res = await this.call(url, init);
    try {
      return (await res.json()) as T;
    } catch {
      throw new ProviderError("the places service sent an unreadable answer", "upstream", res.status);
    }
  }

  async textSearch({ query, location, radius = 5000, detail = "listing" }: TextSearchParams): Promise<Restaurant[]> {
    // Up to 20 places: Google's default and largest page.
    const body: Record<string, unknown> = {
      textQuery: query,
      languageCode: LISTING_LANGUAGE,
    };
    if (location)
      body.locationBias = {
        circle: { center: { latitude: location.lat, longitude: location.lng }, radius: Math.min(radius, MAX_RADIUS_M) },
      };
    const data = await this.json<{ places?: GPlace[] }>(`${this.places}/v1/places:searchText`, {
      method: "POST",
      body: JSON.stringify(body),
      fieldMask: fieldMask(detail, "places."),
    });
    return (data.places ?? []).map((p) => mapPlace(p, this.config.photoUrl)).filter((p): p is Restaurant => p !== null);
  }

  /** One Place Details (New) call with a field mask; null for a place Google does not know. */
  private async placeById(placeId: string, mask: string, sessionToken?: string): Promise<GPlace | null> {
    const params = new URLSearchParams({ languageCode: LISTING_LANGUAGE });
    if (sessionToken) params.set("sessionToken", sessionToken);
    try {
      return await this.json<GPlace>(`${this.places}/v1/places/${encodeURIComponent(placeId)}?${params}`, {
        method: "GET",
        fieldMask: mask,
      });
    } catch (error) {
      if (error instanceof ProviderError && error.kind === "not-found") return null;
      throw error;
    }
  }

  async details(placeId: string, detail: DetailLevel = "details"): Promise<Restaurant | null> {
    const data = await this.placeById(placeId, fieldMask(detail));
    return data ? mapPlace(data, this.config.photoUrl) : null;
  }

  async placeAddress(placeId: string, sessionToken?: string): Promise<GeocodeResult | null> {
    // The session token makes this call the end of the typing session: its autocomplete requests are then
    // not billed, and this call is billed at the Essentials rate of its field mask.
    const data = await this.placeById(placeId, ADDRESS_MASK, sessionToken);
    if (!data?.location) return null;
    return {
      place_id: data.id ?? placeId,
      formatted_address: data.formattedAddress ?? "",
      location: { lat: data.location.latitude, lng: data.location.longitude },
      address_components: componentsOf(data) ?? [],
      types: data.types ?? [],
    };
  }

  async photo(reference: string, size: { maxWidth: number; maxHeight?: number }): Promise<PhotoImage | null> {
    if (!/^places\/[A-Za-z0-9_-]+\/photos\/[A-Za-z0-9_-]+$/.test(reference)) return null;
    // skipHttpRedirect: Google answers the image's own URL (on googleusercontent.com) as JSON instead of a
    // redirect, so the key header goes to Google only; the image is then fetched without it.
    const params = new URLSearchParams({ maxWidthPx: String(size.maxWidth), skipHttpRedirect: "true" });
    if (size.maxHeight) params.set("maxHeightPx", String(size.maxHeight));
    try {
      const media = await this.json<{ name?: string; photoUri?: string }>(
        `${this.places}/v1/${reference}/media?${params}`,
        { method: "GET" },
      );
      if (!media.photoUri || !/^https?:\/\//.test(media.photoUri)) return null;
      const res = await this.doFetch(media.photoUri, { signal: AbortSignal.timeout(this.timeoutMs) });
      const contentType = res.headers.get("content-type") ?? "";
      if (!res.ok || !contentType.startsWith("image/") || !res.body) return null;
      return { body: res.body, contentType };
    } catch {
      return null;
    }
  }

  async autocomplete({ input, sessionToken, location, types }: AutocompleteParams): Promise<Prediction[]> {
    const body: Record<string, unknown> = { input, languageCode: this.config.languageCode ?? "en" };
    if (sessionToken) body.sessionToken = sessionToken;
    // 'establishment' is a legacy collection; the New API suggests establishments and geocodes by default.
    const primary = (types ?? []).filter((t) => t !== "establishment" && t !== "geocode");
    if (primary.length) body.includedPrimaryTypes = primary.slice(0, 5);
    if (location)
      body.locationBias = {
        circle: { center: { latitude: location.lat, longitude: location.lng }, radius: MAX_RADIUS_M },
      };
    const data = await this.json<{
      suggestions?: {
        placePrediction?: {
          placeId: string;
          text?: LocalizedText;
          structuredFormat?: { mainText?: LocalizedText; secondaryText?: LocalizedText };
          types?: string[];
        };
      }[];
    }>(`${this.places}/v1/places:autocomplete`, { method: "POST", body: JSON.stringify(body) });
    return (data.suggestions ?? [])
      .map((s) => s.placePrediction)
      .filter((p): p is NonNullable<typeof p> => Boolean(p?.placeId && p.text?.text))
      .map((p) => ({
        place_id: p.placeId,
        description: p.text!.text!,
        types: p.types ?? [],
        structured_formatting: {
          main_text: p.structuredFormat?.mainText?.text ?? p.text!.text!,
          secondary_text: p.structuredFormat?.secondaryText?.text ?? "",
        },
      }));
  }

  private async geocodeCall(params: URLSearchParams): Promise<GeocodeResult[]> {
    // Geocoded names are looked up in the catalogues and made into slugs: asked for in one language.
    params.set("language", LISTING_LANGUAGE);
    // The Geocoding web service takes its key as a parameter; this URL never leaves the server.
    params.set("key", this.config.apiKey);
    const data = await this.json<{
      status: string;
      error_message?: string;
      results?: {
        place_id?: string;
        formatted_address: string;
        geometry: { location: { lat: number; lng: number } };
        address_components: GeocodeResult["address_components"];
        types: string[];
      }[];
    }>(`${this.geocoding}/maps/api/geocode/json?${params}`, { method: "GET" });
    switch (data.status) {
      case "OK":
        return (data.results ?? []).map((r) => ({
          place_id: r.place_id,
          formatted_address: r.formatted_address,
          location: r.geometry.location,
          address_components: r.address_components,
          types: r.types,
        }));
      case "ZERO_RESULTS":
        return [];
      case "OVER_QUERY_LIMIT":
      case "OVER_DAILY_LIMIT":
        throw new ProviderError("the geocoding quota is used up", "quota");
      case "REQUEST_DENIED":
        throw new ProviderError("the geocoding request was denied", "denied");
      case "INVALID_REQUEST":
        throw new ProviderError("the geocoding request was invalid", "invalid");
      default:
        throw new ProviderError("the geocoding service failed", "upstream");
    }
  }

  geocode(address: string): Promise<GeocodeResult[]> {
    return this.geocodeCall(new URLSearchParams({ address }));
  }

  reverseGeocode(location: { lat: number; lng: number }): Promise<GeocodeResult[]> {
    return this.geocodeCall(
      new URLSearchParams({
        latlng: `${location.lat},${location.lng}`,
        result_type: "locality|sublocality|neighborhood",
      }),
    );
  }

  async nearbyLocalities(location: { lat: number; lng: number }, radius: number): Promise<Locality[]> {
    const data = await this.json<{ places?: GPlace[] }>(`${this.places}/v1/places:searchNearby`, {
      method: "POST",
      // Address components (same Pro tier as the name) say which state and country each locality is in.
      fieldMask: "places.displayName,places.location,places.addressComponents",
      body: JSON.stringify({
        // Nearby cities are looked up in the catalogues and linked by name: in one language, as geocoding.
        languageCode: LISTING_LANGUAGE,
        includedTypes: ["locality"],
        maxResultCount: 20,
        rankPreference: "DISTANCE",
        locationRestriction: {
          circle: {
            center: { latitude: location.lat, longitude: location.lng },
            radius: Math.min(radius, MAX_RADIUS_M),
          },
        },
      }),
    });
    return (data.places ?? [])
      .filter((p) => p.displayName?.text && p.location)
      .map((p) => {
        const part = (type: string) => p.addressComponents?.find((c) => c.types?.includes(type));
        const country = part("country");
        const region = part("administrative_area_level_1");
        const state = country?.shortText === "US" ? region?.shortText : region?.longText;
        return {
          name: p.displayName!.text!,
          location: { lat: p.location!.latitude, lng: p.location!.longitude },
          ...(country?.longText ? { country: country.longText } : {}),
          ...(state ? { state } : {}),
        };
      });
  }
}

/** Google's error body ({error: {code, message, status}}) -> ProviderError. */
async function errorFrom(res: Response): Promise<ProviderError> {
  let status = "";
  let message = "";
  try {
    const body = (await res.json()) as { error?: { message?: string; status?: string } };
    status = body.error?.status ?? "";
    message = body.error?.message ?? "";
  } catch {
    // not JSON
  }
  if (res.status === 429 || status === "RESOURCE_EXHAUSTED")
    return new ProviderError("the places quota is used up", "quota", res.status);
  if (res.status === 403 || status === "PERMISSION_DENIED")
    return new ProviderError("the places request was denied", "denied", res.status);
  // A malformed place id is a 400 INVALID_ARGUMENT ("Not a valid Place ID: …"): a place Google does not know.
  if (res.status === 404 || status === "NOT_FOUND" || (status === "INVALID_ARGUMENT" && /place id/i.test(message)))
    return new ProviderError("the place was not found", "not-found", res.status);
  if (res.status === 400 || status === "INVALID_ARGUMENT")
    return new ProviderError(
      `the places request was invalid${message ? ` (${message.slice(0, 120)})` : ""}`,
      "invalid",
      res.status,
    );
  return new ProviderError(`the places service failed (HTTP ${res.status})`, "upstream", res.status);
}
