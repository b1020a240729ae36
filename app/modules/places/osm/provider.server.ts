/**
 * The OpenStreetMap provider (PLACES_PROVIDER=osm): every call the pages make, answered from the places an
 * import wrote to D1 (scripts/places-import.ts) — listings near a point, a place by id, name suggestions —
 * and from the gazetteer that ships with the guide for towns: geocoding, reverse geocoding, nearby towns and
 * town suggestions (the same answers the demo provider gives, so a results URL means the same town).
 * Data © OpenStreetMap contributors (ODbL): the pages credit them wherever a place from here shows.
 */
import { loadGazetteer } from "~/modules/catalog/gazetteer.server";
import type { Db } from "~/modules/db/db.server";
import type { Translator } from "~/modules/i18n/translator";
import { DemoProvider, listingQueryParts, townPredictions } from "../demo/index.server";
import { foldName } from "../rules";
import type {
  AddressComponent,
  AutocompleteParams,
  GeocodeResult,
  Locality,
  PhotoImage,
  PlacesProvider,
  Prediction,
  Restaurant,
  TextSearchParams,
} from "../types";
import { OSM_PLACE_ID } from "./ids";
import { osmRestaurant } from "./restaurant";
import { osmNameSuggestions, osmPlaceById, osmPlacesNear, type StoredOsmPlace } from "./store.server";

/** The towns of points asked lately (see OsmProvider.where). */
const towns = new Map<string, AddressComponent[] | undefined>();

/** How many places a listing hands on: the pages filter (cuisine, price, features, open now) and keep 20. */
const LISTING_MAX = 60;
const SUGGESTIONS = 5;

export class OsmProvider implements PlacesProvider {
  readonly name = "osm" as const;
  /** The gazetteer's answers about towns, shared with the demo provider. */
  private readonly towns: DemoProvider;

  constructor(
    private readonly db: Db,
    /** The page's language: names in it where OpenStreetMap has them. */
    private readonly language: string,
    t?: Translator,
  ) {
    this.towns = new DemoProvider(t);
  }

  /** The town and country a point is in, from the gazetteer (for addresses that do not say). */
  private async where(at: { lat: number; lng: number }): Promise<AddressComponent[] | undefined> {
    // Kept by the point's 0.01-degree square (about 1 km): the gazetteer's answer is the nearest town's.
    const key = `${at.lat.toFixed(2)},${at.lng.toFixed(2)}`;
    if (!towns.has(key)) {
      if (towns.size > 1000) towns.clear();
      towns.set(key, (await this.towns.reverseGeocode(at))[0]?.address_components);
    }
    return towns.get(key);
  }

  private snapshot(p: StoredOsmPlace, where: AddressComponent[] | undefined): Restaurant {
    return osmRestaurant(p, { language: this.language, where });
  }

  /**
   * The places around the listing's point, nearest first; a search by name (its words in a name) gives the
   * places so named, and a cuisine or food word puts the places whose cuisine says it first.
   */
  async textSearch({ query, location, radius = 5000 }: TextSearchParams): Promise<Restaurant[]> {
    await loadGazetteer();
    const { place, words } = listingQueryParts(query);
    const center = location ?? place?.location;
    if (!center) return [];
    const where = await this.where(center);
    if (words.length) {
      const named = await osmPlacesNear(this.db, center, radius, { name: words.join(" "), limit: LISTING_MAX });
      if (named.length) return named.map((n) => this.snapshot(n.place, where));
    }
    const near = await osmPlacesNear(this.db, center, radius, { limit: 500 });
    const places = near.map((n) => this.snapshot(n.place, where));
    if (!words.length) return places.slice(0, LISTING_MAX);
    const text = (p: Restaurant) => foldName(`${p.name} ${(p.types ?? []).join(" ").replace(/_/g, " ")}`);
    return places
      .map((p, i) => ({ p, i, s: words.filter((w) => text(p).includes(w)).length }))
      .sort((a, b) => b.s - a.s || a.i - b.i)
      .slice(0, LISTING_MAX)
      .map((x) => x.p);
  }

  async details(placeId: string): Promise<Restaurant | null> {
    const id = OSM_PLACE_ID.exec(placeId)?.[1];
    const found = id ? await osmPlaceById(this.db, id) : null;
    if (!found) return null;
    await loadGazetteer();
    return this.snapshot(found, await this.where(found));
  }

  async placeAddress(placeId: string): Promise<GeocodeResult | null> {
    if (!OSM_PLACE_ID.test(placeId)) return placeId.startsWith("demo-geo~") ? this.towns.placeAddress(placeId) : null;
    const place = await this.details(placeId);
    if (!place?.geometry) return null;
    return {
      place_id: place.place_id,
      formatted_address: place.formatted_address ?? place.name,
      location: place.geometry.location,
      address_components: place.address_components ?? [],
      types: place.types ?? [],
    };
  }

  /** OpenStreetMap has no photos: the cards and pages draw their own art. */
  async photo(): Promise<PhotoImage | null> {
    return null;
  }

  /** Towns, then places, whose names begin with the text. */
  async autocomplete({ input }: AutocompleteParams): Promise<Prediction[]> {
    await loadGazetteer();
    const towns = townPredictions(input, SUGGESTIONS);
    const places = await osmNameSuggestions(this.db, input, SUGGESTIONS);
    const named = places.map((p): Prediction => {
      const r = this.snapshot(p, undefined);
      const address = r.formatted_address ?? "";
      return {
        place_id: r.place_id,
        description: address ? `${r.name}, ${address}` : r.name,
        types: ["restaurant", "food", "establishment"],
        structured_formatting: { main_text: r.name, secondary_text: address },
      };
    });
    return [...towns.slice(0, named.length ? 3 : SUGGESTIONS), ...named].slice(0, SUGGESTIONS);
  }

  geocode(address: string): Promise<GeocodeResult[]> {
    return this.towns.geocode(address);
  }

  reverseGeocode(location: { lat: number; lng: number }): Promise<GeocodeResult[]> {
    return this.towns.reverseGeocode(location);
  }

  nearbyLocalities(location: { lat: number; lng: number }, radius: number): Promise<Locality[]> {
    return this.towns.nearbyLocalities(location, radius);
  }
}
