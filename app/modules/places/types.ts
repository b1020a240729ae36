/**
 * The restaurant snapshot every provider returns, and the other shapes of the places layer.
 * Field names follow the spec (the legacy Places naming the product's data and favorites use), whatever
 * the provider's own names are.
 */
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface OpeningPeriod {
  /** 0 = Sunday ... 6 = Saturday, hours and minutes in the place's local time. */
  open: { day: number; hour: number; minute: number };
  /** Absent for places open 24 hours. */
  close?: { day: number; hour: number; minute: number };
}

/**
 * When a place's Open/Closed next changes, in its own time: it opens or closes on a weekday (0 = Sunday) at
 * an hour and minute, `today` when that is the same day there; or it is open around the clock. Data in no
 * language: pages put it in words (nextChangeWords in hours.ts: 'Closes 10:00 PM', 'Opens Tue 11:00 AM').
 */
export type NextChange =
  | { kind: "always" }
  | { kind: "opens" | "closes"; day: number; hour: number; minute: number; today: boolean };

export interface OpeningHours {
  /** Computed at request time from `periods` and `utc_offset_minutes`; undefined when unknown. */
  isOpen?: boolean;
  /** Computed with `isOpen`: when that changes, in the place's time. */
  next?: NextChange;
  /** The provider's lines for the week, in English ('Monday: 11:00 AM – 3:00 PM'); pages use openingLines. */
  weekday_text: string[];
  periods: OpeningPeriod[];
}

export interface Photo {
  /** Provider reference: served by our photo route, never a URL with a key in it. */
  photo_reference: string;
  /** Our own photo route for this reference. */
  photo_url: string;
  height: number;
  width: number;
  /**
   * Author credits as HTML links: the field of Google's legacy shape that the JSON API (/api/places/*) answers
   * with, as its documented snapshot shape names it. The pages credit authors from `authors`, never this.
   */
  html_attributions: string[];
  authors: { name: string; uri?: string }[];
}

export interface Review {
  author_name: string;
  author_url?: string;
  profile_photo_url?: string;
  rating: number;
  /** The provider's English 'a month ago' (as of when it was fetched); pages use reviewAge (review-age.ts). */
  relative_time_description: string;
  text: string;
  /** The language `text` is in (BCP 47), as the provider says: pages mark it with `lang`. */
  language?: string;
  /** Epoch seconds. */
  time?: number;
}

export interface Restaurant {
  place_id: string;
  name: string;
  formatted_address?: string;
  address_components?: AddressComponent[];
  vicinity?: string;
  rating?: number;
  user_ratings_total?: number;
  /** 1 ($) to 4 ($$$$); 0 for free; undefined when unknown. */
  price_level?: number;
  types?: string[];
  geometry?: { location: { lat: number; lng: number } };
  formatted_phone_number?: string;
  international_phone_number?: string;
  website?: string;
  /** The provider's page for the place (Google Maps URL). */
  url?: string;
  business_status?: string;
  permanently_closed?: boolean;
  opening_hours?: OpeningHours;
  /** Minutes east of UTC, for the open-now check. */
  utc_offset_minutes?: number;
  photos?: Photo[];
  reviews?: Review[];
  /** `language`: what the overview is written in (BCP 47), as the provider says. */
  editorial_summary?: { overview: string; language?: string };
  reservable?: boolean;
  takeout?: boolean;
  delivery?: boolean;
  dine_in?: boolean;
  outdoor_seating?: boolean;
  live_music?: boolean;
  serves_wine?: boolean;
  serves_beer?: boolean;
  serves_vegetarian_food?: boolean;
  serves_breakfast?: boolean;
  serves_brunch?: boolean;
  serves_lunch?: boolean;
  serves_dinner?: boolean;
  /**
   * Which provider produced this snapshot: 'demo' data is labelled in the UI; 'osm' (OpenStreetMap) data
   * credits its contributors and links to its correction.
   */
  source: PlacesSource;
}

/** The places providers: Google Places, the generated demo places, OpenStreetMap's places in D1. */
export type PlacesSource = "google" | "demo" | "osm";

/** How much of a place a call asks for: the field mask decides the price of a Google call. */
export type DetailLevel = "listing" | "listing-text" | "details";

export interface Prediction {
  place_id: string;
  description: string;
  types: string[];
  structured_formatting: { main_text: string; secondary_text: string };
}

export interface GeocodeResult {
  place_id?: string;
  formatted_address: string;
  location: { lat: number; lng: number };
  address_components: AddressComponent[];
  types: string[];
}

export interface Locality {
  name: string;
  location: { lat: number; lng: number };
  /** The country's name, when the provider says. */
  country?: string;
  /** US: the USPS state code; elsewhere the state or region's name; when the provider says. */
  state?: string;
}

export interface PhotoImage {
  body: ReadableStream | ArrayBuffer | string;
  contentType: string;
}

export interface TextSearchParams {
  query: string;
  location?: { lat: number; lng: number };
  /** Metres; Uses 5000 for listings. */
  radius?: number;
  detail?: DetailLevel;
}

export interface AutocompleteParams {
  input: string;
  types?: string[];
  sessionToken?: string;
  location?: { lat: number; lng: number };
}

/** One interface, two implementations (Google Places API (New), demo). */
export interface PlacesProvider {
  readonly name: PlacesSource;
  textSearch(params: TextSearchParams): Promise<Restaurant[]>;
  details(placeId: string, detail?: DetailLevel): Promise<Restaurant | null>;
  /**
   * Where a place is (address components, location, types) and nothing else: the cheapest Place Details
   * call, which also ends an autocomplete typing session when given its token. Null for an unknown id.
   */
  placeAddress(placeId: string, sessionToken?: string): Promise<GeocodeResult | null>;
  photo(reference: string, size: { maxWidth: number; maxHeight?: number }): Promise<PhotoImage | null>;
  autocomplete(params: AutocompleteParams): Promise<Prediction[]>;
  geocode(address: string): Promise<GeocodeResult[]>;
  reverseGeocode(location: { lat: number; lng: number }): Promise<GeocodeResult[]>;
  nearbyLocalities(location: { lat: number; lng: number }, radius: number): Promise<Locality[]>;
  /**
   * The countries and towns the provider's own data holds, where it defines them (OpenStreetMap: the imported
   * regions'); absent where the guide's built-in catalogue is the geography (the demo provider, Google).
   */
  readonly geography?: OwnGeography;
}

/** The countries and towns a provider's data brings: the browse pages list them. */
export interface OwnGeography {
  /** The countries (ISO 3166-1 codes) with places, with how many. */
  countries(): Promise<{ code: string; places: number }[]>;
  /** A country's towns with how many places each has, most first. */
  towns(code: string): Promise<{ name: string; kind: string; places: number }[]>;
}

/** A provider failure with a message safe to show ('Search failed: {message}'). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: "timeout" | "quota" | "denied" | "invalid" | "not-found" | "upstream" = "upstream",
    readonly status?: number,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}
