/**
 * The places layer as routes and loaders use it: the configured provider (see `providerChoice`) behind the
 * KV cache, with the open-now check computed at request time. Built per request from the Worker's env and
 * ctx.
 */

import type { AppLoadContext } from "@remix-run/cloudflare";
import { boundedCache } from "~/modules/bounded-cache";
import { createDb } from "~/modules/db/db.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { ENGLISH, type Locale } from "~/modules/i18n/locales";
import { type CacheDeps, type Cached, cached } from "./cache.server";
import { providerChoice } from "./choice";
import { DEMO_DATA_VERSION, DemoProvider, photoUrl } from "./demo/index.server";
import { GoogleProvider } from "./google.server";
import { secondsUntilChange, withOpenNow } from "./hours";
import { OsmProvider } from "./osm/provider.server";
import {
  GeocodeSchema,
  LocalitiesSchema,
  MaybeGeocodeSchema,
  MaybeRestaurantSchema,
  PredictionsSchema,
  RestaurantsSchema,
} from "./schemas";
import { signedPhotoPath, signedStaticMapPath, urlSigner } from "./signed-urls.server";
import type {
  AutocompleteParams,
  DetailLevel,
  GeocodeResult,
  Locality,
  OwnGeography,
  PhotoImage,
  PlacesProvider,
  Prediction,
  Restaurant,
  TextSearchParams,
} from "./types";

export * from "./types";
export { providerChoice };
export { photoUrl };

export const AUTOCOMPLETE_MIN_CHARS = 2;
export const PHOTO_DEFAULT_MAX_WIDTH = 800;

/** Whether this deployment shows the demo provider's generated data. */
export function usesDemoData(env: Partial<Env>): boolean {
  return providerChoice(env) === "demo";
}

/**
 * The places provider's own geography for a request (Places.geography), without making a provider where the
 * configuration has none: the root loader asks on every page (the footer's towns), and only OpenStreetMap's
 * data is its own geography (the demo and Google providers use the catalogue's).
 */
export function ownGeographyFor(context: Parameters<typeof placesFor>[0]): OwnGeography | undefined {
  return providerChoice(context.cloudflare.env) === "osm" ? placesFor(context).geography : undefined;
}

export function createProvider(env: Partial<Env>, locale: Locale = ENGLISH): PlacesProvider {
  const choice = providerChoice(env);
  // The demo provider writes its descriptions in the page's language.
  if (choice === "demo") return new DemoProvider(serverTranslator(locale));
  // OpenStreetMap's places are shared data that no visitor writes: read outside the request's D1 session.
  if (choice === "osm") return new OsmProvider(createDb(env.DB!), locale.tag, serverTranslator(locale));
  const key = env.GOOGLE_MAPS_API_KEY!.trim();
  // One signer (its keys derived once) for every photo URL this provider writes.
  const signer = urlSigner(env);
  return new GoogleProvider({
    apiKey: key,
    placesBaseUrl: env.GOOGLE_PLACES_BASE_URL || undefined,
    geocodingBaseUrl: env.GOOGLE_GEOCODING_BASE_URL || undefined,
    timeoutMs: env.PLACES_TIMEOUT_MS ? Number(env.PLACES_TIMEOUT_MS) : undefined,
    languageCode: locale.tag,
    // A photo the server cannot sign is not shown (its route would refuse it): the card draws its own art.
    photoUrl: (ref) => (signer ? signedPhotoPath(signer, ref) : ""),
  });
}

/** Seconds an isolate keeps an OpenStreetMap answer: a place an import removed is gone within a minute. */
const OSM_MEMO_S = 60;

/** Lists with Open/Closed filled in, per cached list, for the minute they were filled in. */
const freshLists = new WeakMap<Restaurant[], { minute: number; value: Restaurant[] }>();

/** How long a page of OpenStreetMap places may be shared, in seconds. */
const OWN_DATA_SHARED_S = 60;

/**
 * Answers about the provider's own geography, by question, kept a minute from when they were asked, 500 at
 * most (least recently used out first): one store an isolate, under a registered symbol, since the Worker
 * entry and the app build each bundle their own copy of this module. An import elsewhere changes the data
 * without telling the isolate; its answers follow within the minute they are kept (the Worker tests, which
 * write regions in a shared isolate, empty it as that minute would: tests/worker/helpers.ts, forgetGeography).
 */
export const GEOGRAPHY_ANSWERS = Symbol.for("tablescout.geography");
const geographyAnswers = boundedCache<string, Promise<unknown>>({
  max: 500,
  ageMs: 60_000,
  shared: GEOGRAPHY_ANSWERS,
});

function keptAMinute<T>(key: string, ask: () => Promise<T>): Promise<T> {
  const kept = geographyAnswers.get(key);
  if (kept) return kept as Promise<T>;
  const answer = ask();
  geographyAnswers.set(key, answer);
  // A failure is not kept: the next page asks again.
  answer.catch(() => geographyAnswers.delete(key));
  return answer;
}

export class Places {
  constructor(
    readonly provider: PlacesProvider,
    private readonly deps: CacheDeps,
    private readonly now: () => Date = () => new Date(),
    /** The page's language: the cache keys of answers in it (suggestions; the demo's listings) carry it. */
    private readonly language = "en",
  ) {}

  get isDemo(): boolean {
    return this.provider.name === "demo";
  }

  /**
   * Whether the provider's places have ratings and price levels: OpenStreetMap's have neither, so its pages
   * offer no price filter and no sorting by rating or reviews.
   */
  /**
   * Whether a listing pages through every place within its area, 20 a page: the OpenStreetMap places are the
   * guide's own, read nearest first from D1. Google's Text Search answers 20 places a question (60 at most,
   * through page tokens that each cost a call), and the demo provider imitates it: those listings show the 20
   * best.
   */
  get pagesListings(): boolean {
    return this.provider.name === "osm";
  }

  get ratesPlaces(): boolean {
    return this.provider.name !== "osm";
  }

  /**
   * The demo and OpenStreetMap providers answer listings and details in the page's language (it costs nothing
   * per language), so their cache entries are per language; Google's are asked for in one language for all
   * (LISTING_LANGUAGE).
   */
  private demoLanguage(): { language?: string } {
    return this.provider.name !== "google" ? { language: this.language } : {};
  }

  /**
   * The Static Maps image of a listing (Google's data must be shown on a Google map; this image is the map
   * without JavaScript), signed for /api/maps/static; undefined for the other providers or nothing to sign with.
   */
  staticMapPath(points: readonly { lat: number; lng: number }[]): string | undefined {
    const signer = this.provider.name === "google" ? urlSigner(this.deps.env) : null;
    return signer && points.length ? signedStaticMapPath(signer, points) : undefined;
  }

  /**
   * The places with Open/Closed as of now. Opening hours change state on whole minutes, so the answer of
   * a cached list is the same for a minute: it is kept per list (the isolate's cache hands back the same
   * array while the answer lasts) and minute.
   */
  private fresh(places: Restaurant[]): Restaurant[] {
    const now = this.now();
    const minute = Math.floor(now.getTime() / 60_000);
    const known = freshLists.get(places);
    if (known?.minute === minute) return known.value;
    const value = places.map((p) => withOpenNow(p, now));
    freshLists.set(places, { minute, value });
    return value;
  }

  /**
   * Seconds until a page showing these places goes stale: until the first of them opens or closes (its
   * Open/Closed shown now), and for the OpenStreetMap places a minute at most, so that a place a new import
   * removed is gone from every shared page within a minute (an isolate keeps answers as long).
   */
  changesIn(places: readonly Restaurant[]): number | undefined {
    const now = this.now();
    let soonest: number | undefined = this.provider.name === "osm" ? OWN_DATA_SHARED_S : undefined;
    for (const p of places) {
      const s = secondsUntilChange(p.opening_hours?.periods, p.utc_offset_minutes, now);
      if (s !== undefined && (soonest === undefined || s < soonest)) soonest = s;
    }
    return soonest;
  }

  /**
   * The countries and towns of the provider's own data (OpenStreetMap's imported regions), each answer kept a
   * minute in the isolate (the footer of every page shows them); undefined where the guide's catalogue is the
   * geography.
   */
  get geography(): OwnGeography | undefined {
    const own = this.provider.geography;
    if (!own) return undefined;
    return {
      countries: () => keptAMinute(`${this.provider.name}|countries`, () => own.countries()),
      towns: (code) => keptAMinute(`${this.provider.name}|towns|${code}`, () => own.towns(code)),
    };
  }

  async search(params: TextSearchParams): Promise<Cached<Restaurant[]>> {
    const detail = params.detail ?? "listing";
    const r = await cached(this.deps, "search", { ...params, detail, ...this.demoLanguage() }, RestaurantsSchema, () =>
      this.provider.textSearch({ ...params, detail }),
    );
    return { value: this.fresh(r.value), cached: r.cached };
  }

  async details(placeId: string, detail: DetailLevel = "details"): Promise<Cached<Restaurant | null>> {
    const r = await cached(
      this.deps,
      "details",
      { placeId, detail, ...this.demoLanguage() },
      MaybeRestaurantSchema,
      () => this.provider.details(placeId, detail),
      (v) => v !== null,
    );
    return { value: r.value ? withOpenNow(r.value, this.now()) : null, cached: r.cached };
  }

  /**
   * Where a chosen suggestion is. With the typing session's token it always asks the provider (one Place
   * Details call ends the session, which makes its autocomplete requests free); without one, KV first.
   */
  async placeAddress(placeId: string, sessionToken?: string): Promise<Cached<GeocodeResult | null>> {
    if (sessionToken) {
      await this.deps.beforeUpstream?.();
      return { value: await this.provider.placeAddress(placeId, sessionToken), cached: false };
    }
    return cached(
      this.deps,
      "details",
      { placeId, detail: "address" },
      MaybeGeocodeSchema,
      () => this.provider.placeAddress(placeId),
      (v) => v !== null,
    );
  }

  /** Fewer than 2 characters: an empty list without calling anyone. */
  async autocomplete(params: AutocompleteParams): Promise<Cached<Prediction[]>> {
    if (params.input.trim().length < AUTOCOMPLETE_MIN_CHARS) return { value: [], cached: false };
    // The session token groups a typing session for billing; it is not part of the question.
    const { sessionToken: _token, ...question } = params;
    return cached(this.deps, "autocomplete", { ...question, language: this.language }, PredictionsSchema, () =>
      this.provider.autocomplete(params),
    );
  }

  /** One geocode per address per request, however many parts of a page ask (one instance per request). */
  private readonly geocodes = new Map<string, Promise<Cached<GeocodeResult[]>>>();

  geocode(address: string): Promise<Cached<GeocodeResult[]>> {
    let answer = this.geocodes.get(address);
    if (!answer) {
      answer = cached(
        this.deps,
        "geocode",
        { address },
        GeocodeSchema,
        () => this.provider.geocode(address),
        (v) => v.length > 0,
      );
      this.geocodes.set(address, answer);
    }
    return answer;
  }

  reverseGeocode(location: { lat: number; lng: number }): Promise<Cached<GeocodeResult[]>> {
    return cached(
      this.deps,
      "reverse",
      location,
      GeocodeSchema,
      () => this.provider.reverseGeocode(location),
      (v) => v.length > 0,
    );
  }

  nearbyLocalities(location: { lat: number; lng: number }, radius: number): Promise<Cached<Locality[]>> {
    return cached(this.deps, "nearby", { ...location, radius }, LocalitiesSchema, () =>
      this.provider.nearbyLocalities(location, radius),
    );
  }

  /** Photos are streamed, not put in KV; the route sets HTTP cache headers. */
  photo(reference: string, size: { maxWidth: number; maxHeight?: number }): Promise<PhotoImage | null> {
    return this.provider.photo(reference, size);
  }
}

/** The places layer for a request. */
export function placesFor(
  context: Pick<AppLoadContext, "cloudflare"> & Partial<Pick<AppLoadContext, "upstream" | "locale">>,
  provider?: PlacesProvider,
): Places {
  const { env, ctx } = context.cloudflare;
  const locale = context.locale ?? ENGLISH;
  const language = locale.tag;
  const chosen = provider ?? createProvider(env, locale);
  const namespace = chosen.name === "demo" ? `demo${DEMO_DATA_VERSION}` : chosen.name;
  return new Places(
    chosen,
    {
      // OpenStreetMap's places are in D1 already, read in a millisecond or two: a copy in KV would keep showing
      // a place for many minutes after an import removed it. The isolate keeps its answers for a minute.
      kv: chosen.name === "osm" ? undefined : env.CACHE,
      memoSeconds: chosen.name === "osm" ? OSM_MEMO_S : undefined,
      waitUntil: (p) => ctx.waitUntil(p),
      env,
      provider: namespace,
      // The abuse limit guards calls that cost money or a quota (Google's); a read of D1 is neither.
      beforeUpstream: chosen.name === "osm" ? undefined : context.upstream,
    },
    undefined,
    language,
  );
}
