/**
 * Page data for the browse pages (country, state and international pages): plain, serialisable
 * objects built from the catalogues, with every link built by the URL module.
 */
import {
  ALL_CITIES_GRID,
  type CountryEntry,
  findGuideCountry,
  GUIDE_COUNTRIES,
  guideCitiesIn,
  hasStateGrid,
  isUs,
  TOP_DESTINATIONS,
  US,
  US_STATES,
  usCities,
} from "~/modules/catalog";
import type { Crumb } from "~/modules/seo/jsonld";
import { paths } from "~/modules/urls/paths";

export interface LinkItem {
  name: string;
  to: string;
  subtitle?: string;
}

const HOME: Crumb = { name: "Home", path: "/" };
const RESTAURANTS: Crumb = { name: "Restaurants", path: paths.unitedStates() };
const INTERNATIONAL: Crumb = { name: "International", path: paths.international() };

const COUNT = new Intl.NumberFormat("en-US");
const formatCount = (n: number) => COUNT.format(n);

// ---------------------------------------------------------------- /restaurants/united-states

export function usOverview() {
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
    crumbs: [HOME, { name: "Restaurants" }, { name: "United States" }] satisfies Crumb[],
  };
}

// ---------------------------------------------------------------- /restaurants/{country}

export function countryPage(country: CountryEntry, known: boolean) {
  const states: LinkItem[] =
    known && (hasStateGrid(country) || country.divisions.length > 0)
      ? country.divisions.map((d) => ({ name: d, to: paths.state(country.name, d) }))
      : [];
  return {
    country: country.name,
    divisionLabel: country.divisionLabel,
    states,
    crumbs: [HOME, RESTAURANTS, { name: country.name }] satisfies Crumb[],
  };
}

// ---------------------------------------------------------------- /restaurants/{country}/{state}

export function statePage(country: CountryEntry, state: string, stateCode: string | undefined, international = false) {
  let cities: { name: string; to: string; subtitle?: string }[] = [];
  if (isUs(country) && stateCode) {
    cities = usCities(stateCode).map((c) => ({
      name: c.name,
      to: paths.results({ country: US.name, state, city: c.name }),
      subtitle: `${formatCount(c.population)} residents`,
    }));
  } else {
    const guide = findGuideCountry(country.slug);
    if (guide) {
      cities = guideCitiesIn(guide, state).map((c) => ({
        name: c.name,
        to: international
          ? paths.results({ country: guide.name, state, city: c.name })
          : paths.results({ country: guide.name, state, city: c.name }),
        subtitle: `Population ${c.population}`,
      }));
    }
  }
  const countryCrumb: Crumb = international
    ? { name: country.name, path: paths.internationalCountry(country.name) }
    : { name: country.name, path: paths.country(country.name) };
  return {
    country: country.name,
    state,
    cityCount: cities.length,
    topDestinations: cities.slice(0, TOP_DESTINATIONS),
    allCities: cities.slice(0, ALL_CITIES_GRID),
    crumbs: [
      HOME,
      RESTAURANTS,
      ...(international ? [INTERNATIONAL] : []),
      countryCrumb,
      { name: state },
    ] satisfies Crumb[],
  };
}

// ---------------------------------------------------------------- /restaurants/international

export function internationalIndex(mobile = false) {
  return {
    countries: GUIDE_COUNTRIES.map((g) => ({
      name: g.name,
      region: g.region,
      blurb: g.blurb,
      cityCount: g.cities.length,
      to: paths.internationalCountry(g.name, { mobile }),
    })),
    crumbs: [HOME, RESTAURANTS, { name: "International" }] satisfies Crumb[],
  };
}

// ---------------------------------------------------------------- /restaurants/international/{country}

export function internationalCountry(slug: string, mobile = false) {
  const guide = findGuideCountry(slug);
  if (!guide) return undefined;
  const link = (c: { name: string; region: string }) =>
    paths.results({ country: guide.name, state: c.region, city: c.name }, { mobile });
  return {
    country: guide.name,
    region: guide.region,
    blurb: guide.blurb,
    cityCount: guide.cities.length,
    majorCities: guide.cities
      .filter((c) => c.type !== "other")
      .map((c) => ({
        name: c.name,
        population: c.population,
        capital: c.type === "capital",
        region: c.region,
        to: link(c),
      })),
    otherCities: guide.cities
      .filter((c) => c.type === "other")
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((c) => ({ name: c.name, population: c.population, region: c.region, to: link(c) })),
    crumbs: [HOME, RESTAURANTS, INTERNATIONAL, { name: guide.name }] satisfies Crumb[],
  };
}
