/**
 * The OpenStreetMap provider (PLACES_PROVIDER=osm): every call the pages make, answered from what an import
 * wrote to D1 from an extract (scripts/places-import.ts): listings near a point, a place by id and name
 * suggestions from its places; nearby towns, reverse geocoding, town suggestions and the towns the guide's own
 * gazetteer does not know from its towns and neighbourhoods. The gazetteer that ships with the guide still
 * geocodes the towns it knows first (as the demo provider does), so a results URL means the same town whichever
 * provider answers, and it names the country and state a town of the extract is in.
 * Data © OpenStreetMap contributors (ODbL): the pages credit them wherever a place from here shows.
 */

import { boundedCache } from "~/modules/bounded-cache";
import { countryOfCode, findWorldCountry } from "~/modules/catalog";
import { loadGazetteer } from "~/modules/catalog/gazetteer.server";
import type { Db } from "~/modules/db/db.server";
import type { Translator } from "~/modules/i18n/translator";
import { slugify } from "~/modules/slug";
import { DemoProvider, listingQueryParts, townPredictions } from "../demo/index.server";
import { foldName } from "../rules";
import type {
  AddressComponent,
  AutocompleteParams,
  GeocodeResult,
  Locality,
  OwnGeography,
  PhotoImage,
  PlacesProvider,
  Prediction,
  Restaurant,
  TextSearchParams,
} from "../types";
import { OSM_LOCALITY_ID, OSM_PLACE_ID } from "./ids";
import { osmRestaurant } from "./restaurant";
import {
  osmCountries,
  osmLocalitiesNamed,
  osmLocalitiesNear,
  osmLocalityById,
  osmLocalityBySlug,
  osmNameSuggestions,
  osmPlaceById,
  osmPlacesNear,
  osmTownsOf,
  type StoredOsmLocality,
  type StoredOsmPlace,
} from "./store.server";

/** The gazetteer's town of the points asked lately, by 0.01-degree square (see OsmProvider.where), 1,000 at most. */
const townOfSquare = boundedCache<string, AddressComponent[] | undefined>({ max: 1000 });

/**
 * How many places a listing hands on, nearest first: the pages filter them (cuisine, features, open now) and
 * page through them 20 at a time.
 */
const LISTING_MAX = 500;
/** How many places a name asked for anywhere gives (the search box takes the best match). */
const NAMED_MAX = 60;
const SUGGESTIONS = 5;
/** The kinds of the extract's localities that are towns (the others are neighbourhoods of one). */
const TOWNS: ReadonlySet<string> = new Set(["city", "town", "village"]);
/** How far a point's town may be (reverse geocoding). */
const TOWN_RADIUS_M = 10_000;

const isTown = (l: StoredOsmLocality) => TOWNS.has(l.kind);
/** An article that starts many a town's name and that people leave out ('les Escaldes', 'La Massana', 'El Tarter'). */
const ARTICLE = /^(?:les|la|le|el|els|l|los|las|il|lo|gli|der|die|das|de|den|het|the|o|a|os|as) /;

export class OsmProvider implements PlacesProvider {
  readonly name = "osm" as const;
  /** The gazetteer's answers about towns, shared with the demo provider. */
  private readonly towns: DemoProvider;

  /** The countries and towns of the imported regions. */
  readonly geography: OwnGeography = {
    countries: () => osmCountries(this.db),
    towns: async (code) =>
      (await osmTownsOf(this.db, code)).map(({ town, places }) => ({
        name: town.name,
        kind: town.kind,
        places,
      })),
  };

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
    if (townOfSquare.has(key)) return townOfSquare.get(key);
    const town = (await this.towns.reverseGeocode(at))[0]?.address_components;
    townOfSquare.set(key, town);
    return town;
  }

  private snapshot(p: StoredOsmPlace, where: AddressComponent[] | undefined): Restaurant {
    return osmRestaurant(p, { language: this.language, where });
  }

  /** The gazetteer's town and country of a place, for a row imported before the import kept its own. */
  private async whereOf(p: StoredOsmPlace): Promise<AddressComponent[] | undefined> {
    return p.country ? undefined : this.where(p);
  }

  /**
   * The places around the listing's point, nearest first; a search by name (its words in a name) gives the
   * places so named, and a cuisine or food word puts the places whose cuisine says it first.
   */
  async textSearch({ query, location, radius: asked }: TextSearchParams): Promise<Restaurant[]> {
    const radius = asked ?? 5000;
    await loadGazetteer();
    const { place, words } = listingQueryParts(query);
    const center = location ?? place?.location;
    // A name asked for with no area (the search box), or with no place and no visitor's position: the places
    // so named wherever they are, the nearest first where there is a point to be near.
    const anywhere = async (named: readonly string[]) => {
      const found = await osmNameSuggestions(this.db, named.join(" "), NAMED_MAX, center);
      return Promise.all(found.map(async (p) => this.snapshot(p, await this.whereOf(p))));
    };
    if (!center) return words.length ? anywhere(words) : [];
    // Rows imported before a place kept its own town: the gazetteer's town of the listing's point.
    const snapshots = async (found: { place: StoredOsmPlace }[]) => {
      const where = found.some((n) => !n.place.country) ? await this.where(center) : undefined;
      return found.map((n) => this.snapshot(n.place, where));
    };
    if (words.length) {
      const named = await osmPlacesNear(this.db, center, radius, { name: words.join(" "), limit: LISTING_MAX });
      if (named.length) return snapshots(named);
      // The search box's question (no area): a name, wherever it is; where a town was read in the words, the
      // whole text, since a name may hold a town's ('Bella Vista' is a town in Arkansas and many a trattoria).
      if (asked === undefined) {
        const found = await anywhere(place ? foldName(query).split(" ").filter(Boolean) : words);
        if (found.length) return found;
      }
    }
    const places = await snapshots(await osmPlacesNear(this.db, center, radius, { limit: LISTING_MAX }));
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
    if (!found.country) await loadGazetteer();
    return this.snapshot(found, await this.whereOf(found));
  }

  async placeAddress(placeId: string): Promise<GeocodeResult | null> {
    const locality = OSM_LOCALITY_ID.exec(placeId)?.[1];
    if (locality) {
      const found = await osmLocalityById(this.db, locality);
      return found ? this.located(found) : null;
    }
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

  /** Towns (the extract's, then the gazetteer's), then places, whose names begin with the text. */
  async autocomplete({ input }: AutocompleteParams): Promise<Prediction[]> {
    await loadGazetteer();
    const own = await osmLocalitiesNamed(this.db, input, SUGGESTIONS);
    const ownTowns = await Promise.all(
      own.map(async (l): Promise<Prediction> => {
        const at = await this.located(l);
        return {
          place_id: at.place_id!,
          description: at.formatted_address,
          types: [...at.types, "geocode"],
          structured_formatting: { main_text: l.name, secondary_text: at.formatted_address.slice(l.name.length + 2) },
        };
      }),
    );
    const seen = new Set(ownTowns.map((p) => foldName(p.description)));
    const towns = [
      ...ownTowns,
      ...townPredictions(input, SUGGESTIONS).filter((p) => !seen.has(foldName(p.description))),
    ];
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

  /**
   * A town or neighbourhood of the extract where it is: in the country the import found its point in, a
   * neighbourhood in the town it is part of. Rows imported before those were kept: where the gazetteer puts it.
   */
  private async located(locality: StoredOsmLocality): Promise<GeocodeResult> {
    const town = isTown(locality);
    const country = countryOfCode(locality.country);
    const around: AddressComponent[] = country
      ? [
          ...(!town && locality.town
            ? [{ long_name: locality.town.name, short_name: locality.town.name, types: ["locality", "political"] }]
            : []),
          { long_name: country.name, short_name: country.code, types: ["country", "political"] },
        ]
      : // A town takes the gazetteer's place as its own; a neighbourhood stays in the gazetteer's town.
        ((await this.where(locality)) ?? []).filter(
          (c) => !c.types.includes("neighborhood") && !(town && c.types.includes("locality")),
        );
    return {
      place_id: `osm-geo~${locality.id}`,
      formatted_address: [locality.name, ...around.map((c) => c.long_name)].join(", "),
      location: { lat: locality.lat, lng: locality.lng },
      address_components: [
        {
          long_name: locality.name,
          short_name: locality.name,
          types: [town ? "locality" : "neighborhood", "political"],
        },
        ...around,
      ],
      types: [town ? "locality" : "neighborhood", "political"],
    };
  }

  /**
   * An address as the results pages write it ('Escaldes, Andorra la Vella, Andorra'): first the extract's
   * town (or neighbourhood of that town) in that country, by the slug its page has; then the gazetteer's answer
   * for a town it knows; then the extract's town or neighbourhood of that name anywhere.
   */
  async geocode(address: string): Promise<GeocodeResult[]> {
    const parts = address
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const country = parts.length > 1 ? findWorldCountry(parts[parts.length - 1]!) : undefined;
    if (country) {
      const [first, second] = parts;
      const own = await osmLocalityBySlug(this.db, country.code, slugify(first!));
      // A neighbourhood must be of the town the address names next (else it is someone else's).
      const inTown = (l: StoredOsmLocality) =>
        isTown(l) || parts.length < 3 || (l.town !== undefined && slugify(l.town.name) === slugify(second!));
      if (own && inTown(own)) return [await this.located(own)];
    }
    await loadGazetteer();
    const known = await this.towns.geocode(address);
    if (known.length) return known;
    // Any of its names, or its name without a leading article ('Escaldes' is 'les Escaldes').
    const name = foldName(parts[0] ?? "");
    const names = (l: StoredOsmLocality) => [l.name, ...Object.values(l.names)].map(foldName);
    const fits = (n: string) => n === name || n.replace(ARTICLE, "") === name;
    const named = (await osmLocalitiesNamed(this.db, name, 20)).filter(
      (l) => (!country || !l.country || l.country === country.code) && names(l).some(fits),
    );
    const best = named.find(isTown) ?? named[0];
    return best ? [await this.located(best)] : [];
  }

  /** The extract's nearest town, in the gazetteer's state and country; else the gazetteer's town. */
  async reverseGeocode(location: { lat: number; lng: number }): Promise<GeocodeResult[]> {
    await loadGazetteer();
    const nearest = (await osmLocalitiesNear(this.db, location, TOWN_RADIUS_M, 40)).find((n) => isTown(n.locality));
    return nearest ? [await this.located(nearest.locality)] : this.towns.reverseGeocode(location);
  }

  /** The extract's towns near a point, nearest first; where the extract has none, the gazetteer's. */
  async nearbyLocalities(location: { lat: number; lng: number }, radius: number): Promise<Locality[]> {
    await loadGazetteer();
    const near = (await osmLocalitiesNear(this.db, location, radius, 100)).filter((n) => isTown(n.locality));
    if (!near.length) return this.towns.nearbyLocalities(location, radius);
    const where = near.some((n) => !n.locality.country) ? ((await this.where(location)) ?? []) : [];
    const country = where.find((c) => c.types.includes("country"));
    const state = where.find((c) => c.types.includes("administrative_area_level_1"));
    return near.slice(0, 20).map(({ locality }) => {
      const own = countryOfCode(locality.country);
      if (own) return { name: locality.name, location: { lat: locality.lat, lng: locality.lng }, country: own.name };
      return {
        name: locality.name,
        location: { lat: locality.lat, lng: locality.lng },
        ...(country ? { country: country.long_name } : {}),
        ...(state ? { state: country?.short_name === "US" ? state.short_name : state.long_name } : {}),
      };
    });
  }
}
