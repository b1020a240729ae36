/**
 * Page data for the browse pages (country, state and international pages): plain, serialisable
 * objects built from the catalogues, with every link built by the URL module and every text in the
 * page's language (the Translator each builder takes).
 */
import {
  ALL_CITIES_GRID,
  type CountryEntry,
  countryLabel,
  countryOfCode,
  findGuideCountry,
  GUIDE_COUNTRIES,
  guideCitiesIn,
  hasStateGrid,
  isUs,
  parsePopulation,
  TOP_DESTINATIONS,
  US,
  US_STATES,
  usCities,
} from "~/modules/catalog";
import type { Translator } from "~/modules/i18n/translator";
import type { Crumb } from "~/modules/seo/jsonld";
import { paths } from "~/modules/urls/paths";

export interface LinkItem {
  name: string;
  to: string;
  subtitle?: string;
}

const home = (t: Translator): Crumb => ({ name: t.t("browse.crumb.home"), path: "/" });
const restaurants = (t: Translator): Crumb => ({ name: t.t("browse.crumb.restaurants"), path: paths.unitedStates() });
const internationalCrumb = (t: Translator): Crumb => ({
  name: t.t("browse.crumb.international"),
  path: paths.international(),
});

/**
 * A guide city's population as the catalogue rounds it ('3.8 million', '775,000'), in the page's language
 * ('3,8 Millionen', '775.000').
 */
function population(t: Translator, text: string): string {
  const n = parsePopulation(text);
  return n >= 1_000_000
    ? t.number(n, { notation: "compact", compactDisplay: "long", maximumFractionDigits: 1 })
    : t.number(n);
}

/** A guide country's world region ('Europe') in the page's language. */
const worldRegion = (t: Translator, region: string) => t.t("browse.worldRegion", { region });

// ---------------------------------------------------------------- /restaurants/united-states

export function usOverview(t: Translator) {
  const states = US_STATES.map((s) => {
    const cities = usCities(s.code);
    return {
      name: s.name,
      code: s.code,
      to: paths.state(US.name, s.name),
      cityCount: cities.length,
      topCities: cities
        .slice(0, 3)
        .map((c) => ({ name: c.name, to: paths.results({ country: US.name, state: s.name, city: c.name }) })),
    };
  });
  return {
    states,
    totalCities: states.reduce((n, s) => n + s.cityCount, 0),
    crumbs: [home(t), { name: t.t("browse.crumb.restaurants") }, { name: countryLabel(t, US.name) }] satisfies Crumb[],
  };
}

// ---------------------------------------------------------------- /restaurants/{country}

export function countryPage(t: Translator, country: CountryEntry, known: boolean) {
  const states: LinkItem[] =
    known && (hasStateGrid(country) || country.divisions.length > 0)
      ? country.divisions.map((d) => ({ name: d, to: paths.state(country.name, d) }))
      : [];
  return {
    country: country.name,
    countryName: countryLabel(t, country.name),
    divisionLabel: country.divisionLabel,
    states,
    crumbs: [home(t), restaurants(t), { name: countryLabel(t, country.name) }] satisfies Crumb[],
  };
}

// ---------------------------------------------------------------- /restaurants/{country}/{state}

export function statePage(
  t: Translator,
  country: CountryEntry,
  state: string,
  stateCode: string | undefined,
  international = false,
) {
  let cities: { name: string; to: string; subtitle?: string }[] = [];
  if (isUs(country) && stateCode) {
    cities = usCities(stateCode).map((c) => ({
      name: c.name,
      to: paths.results({ country: US.name, state, city: c.name }),
      subtitle: t.t("browse.state.residents", { count: c.population }),
    }));
  } else {
    const guide = findGuideCountry(country.slug);
    if (guide) {
      cities = guideCitiesIn(guide, state).map((c) => ({
        name: c.name,
        to: international
          ? paths.results({ country: guide.name, state, city: c.name })
          : paths.results({ country: guide.name, state, city: c.name }),
        subtitle: t.t("browse.population", { population: population(t, c.population) }),
      }));
    }
  }
  const countryCrumb: Crumb = international
    ? { name: countryLabel(t, country.name), path: paths.internationalCountry(country.name) }
    : { name: countryLabel(t, country.name), path: paths.country(country.name) };
  return {
    country: country.name,
    countryName: countryLabel(t, country.name),
    state,
    cityCount: cities.length,
    topDestinations: cities.slice(0, TOP_DESTINATIONS),
    allCities: cities.slice(0, ALL_CITIES_GRID),
    crumbs: [
      home(t),
      restaurants(t),
      ...(international ? [internationalCrumb(t)] : []),
      countryCrumb,
      { name: state },
    ] satisfies Crumb[],
  };
}

// ---------------------------------------------------------------- /restaurants/international

/**
 * The international index: the guide's countries, or, where the places provider's data defines the guide's
 * geography (OpenStreetMap), the countries its places are in (`own`, ISO codes with their place counts), most
 * places first. Outside the US in both cases.
 */
export function internationalIndex(t: Translator, mobile = false, own?: readonly { code: string; places: number }[]) {
  const crumbs = [home(t), restaurants(t), { name: t.t("browse.crumb.international") }] satisfies Crumb[];
  if (own) {
    const countries = own
      .flatMap(({ code, places }) => {
        const country = countryOfCode(code);
        return country && !isUs(country) ? [{ country, places }] : [];
      })
      .sort((a, b) => b.places - a.places || a.country.name.localeCompare(b.country.name));
    return {
      intro: t.t("browse.international.fromData"),
      countries: countries.map(({ country, places }) => ({
        name: countryLabel(t, country.name),
        region: "",
        blurb: "",
        cityCount: undefined,
        count: t.t("browse.guide.placeCount", { count: places }),
        to: paths.internationalCountry(country.name, { mobile }),
      })),
      crumbs,
    };
  }
  return {
    intro: t.t("browse.international.intro"),
    countries: GUIDE_COUNTRIES.map((g) => ({
      name: countryLabel(t, g.name),
      region: worldRegion(t, g.region),
      blurb: t.t(g.blurb),
      cityCount: g.cities.length as number | undefined,
      count: t.t("browse.international.cityCount", { count: g.cities.length }),
      to: paths.internationalCountry(g.name, { mobile }),
    })),
    crumbs,
  };
}

// ---------------------------------------------------------------- /restaurants/international/{country}

/** A town of a provider's own data, as a country page lists it. */
export interface OwnTown {
  name: string;
  kind: string;
  places: number;
}

/**
 * A country's page from the towns the places provider's data has there (OpenStreetMap's imported regions):
 * its cities and towns, then its villages with places; undefined when the data has no town there.
 */
export function ownCountryPage(t: Translator, country: CountryEntry, towns: readonly OwnTown[], mobile = false) {
  if (!towns.length) return undefined;
  const link = (name: string) => paths.results({ country: country.name, city: name }, { mobile });
  const tile = (town: OwnTown) => ({
    name: town.name,
    population: t.t("browse.guide.placeCount", { count: town.places }),
    capital: false,
    region: "",
    to: link(town.name),
  });
  const places = towns.reduce((n, town) => n + town.places, 0);
  return {
    country: country.name,
    countryName: countryLabel(t, country.name),
    region: "",
    blurb: t.t("browse.guide.fromData", { country: countryLabel(t, country.name) }),
    cityCount: towns.length,
    placeCount: t.t("browse.guide.placeCount", { count: places }),
    majorTitle: t.t("browse.guide.towns"),
    othersTitle: t.t("browse.guide.villages"),
    majorCities: towns.filter((town) => town.kind !== "village").map(tile),
    otherCities: towns
      .filter((town) => town.kind === "village")
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(tile),
    crumbs: [home(t), restaurants(t), internationalCrumb(t), { name: countryLabel(t, country.name) }] satisfies Crumb[],
  };
}

export function internationalCountry(t: Translator, slug: string, mobile = false) {
  const guide = findGuideCountry(slug);
  if (!guide) return undefined;
  const link = (c: { name: string; region: string }) =>
    paths.results({ country: guide.name, state: c.region, city: c.name }, { mobile });
  return {
    country: guide.name,
    countryName: countryLabel(t, guide.name),
    region: worldRegion(t, guide.region),
    blurb: t.t(guide.blurb),
    cityCount: guide.cities.length,
    majorCities: guide.cities
      .filter((c) => c.type !== "other")
      .map((c) => ({
        name: c.name,
        population: population(t, c.population),
        capital: c.type === "capital",
        region: c.region,
        to: link(c),
      })),
    otherCities: guide.cities
      .filter((c) => c.type === "other")
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((c) => ({ name: c.name, population: population(t, c.population), region: c.region, to: link(c) })),
    placeCount: undefined,
    majorTitle: t.t("browse.guide.majorCities"),
    othersTitle: t.t("browse.allCities"),
    crumbs: [home(t), restaurants(t), internationalCrumb(t), { name: countryLabel(t, guide.name) }] satisfies Crumb[],
  };
}
