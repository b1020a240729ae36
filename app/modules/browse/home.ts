import {
  countryLabel,
  countryOfCode,
  findUsState,
  HOME_MORE_US,
  HOME_MORE_WORLD,
  HOME_TOP_US,
  HOME_TOP_WORLD,
  US,
} from "~/modules/catalog";
import type { Translator } from "~/modules/i18n/translator";
import type { OwnGeography } from "~/modules/places/types";
import { paths } from "~/modules/urls/paths";

export interface HomeCityCard {
  name: string;
  subtitle: string;
  to: string;
}

const usCard =
  (mobile: boolean) =>
  (c: { city: string; state: string }): HomeCityCard => {
    const state = findUsState(c.state)!;
    return {
      name: c.city,
      subtitle: state.name,
      to: paths.results({ country: US.name, state: state.name, city: c.city }, { mobile }),
    };
  };

const worldCard =
  (mobile: boolean) =>
  (c: { city: string; region: string; country: string }): HomeCityCard => ({
    name: c.city,
    subtitle: c.country,
    to: paths.results({ country: c.country, state: c.region, city: c.city }, { mobile }),
  });

/** The mobile home's two short lists: the top 10 hotspots in the US and around the world, /mobile/ links. */
export function mobileHomeCities(t: Translator): { id: string; title: string; cities: HomeCityCard[] }[] {
  return [
    {
      id: "top-us",
      title: t.t("browse.home.group.topUs", { count: HOME_TOP_US.length }),
      cities: HOME_TOP_US.map(usCard(true)),
    },
    {
      id: "top-world",
      title: t.t("browse.home.group.topWorld", { count: HOME_TOP_WORLD.length }),
      cities: HOME_TOP_WORLD.map(worldCard(true)),
    },
  ];
}

/** A group of towns on a home page: a heading, its tiles and a link to the rest. */
export interface HomeGroup {
  id: string;
  title: string;
  cities: HomeCityCard[];
  featured: boolean;
  more?: { to: string; label: string };
}

/** How many of the data's countries a home page shows, and how many towns of each. */
const OWN_COUNTRIES = 4;
const OWN_TOWNS = 10;

/**
 * Where the places provider's data is the geography (OpenStreetMap's imported regions), the home page offers
 * what the data has: its countries with the most places, each with its towns that have the most (every link a
 * page with places, never a catalogue city the data does not cover), and a link to the country's page.
 */
export async function ownHomeGroups(own: OwnGeography, t: Translator, mobile = false): Promise<HomeGroup[]> {
  const countries = (await own.countries()).sort((a, b) => b.places - a.places).slice(0, OWN_COUNTRIES);
  const groups = await Promise.all(
    countries.map(async ({ code }): Promise<HomeGroup | null> => {
      const country = countryOfCode(code);
      if (!country) return null;
      const towns = (await own.towns(code)).filter((town) => town.places > 0).slice(0, OWN_TOWNS);
      if (!towns.length) return null;
      return {
        id: `country-${code.toLowerCase()}`,
        title: countryLabel(t, country.name),
        cities: towns.map((town) => ({
          name: town.name,
          subtitle: t.t("browse.guide.placeCount", { count: town.places }),
          to: paths.results({ country: country.name, city: town.name }, { mobile }),
        })),
        featured: true,
        more: { to: paths.internationalCountry(country.name, { mobile }), label: t.t("browse.allCities") },
      };
    }),
  );
  return groups.filter((g) => g !== null);
}

/** The footer's two columns of towns where the data is the geography: its two countries with the most places. */
export async function ownFooterTowns(
  own: OwnGeography,
  t: Translator,
): Promise<{ title: string; towns: { name: string; to: string }[] }[]> {
  return (await ownHomeGroups(own, t))
    .slice(0, 2)
    .map((g) => ({ title: g.title, towns: g.cities.map(({ name, to }) => ({ name, to })) }));
}

/** The home page's four city groups, links built by the URL module. */
export function homeCityGroups(t: Translator): HomeGroup[] {
  return [
    {
      id: "top-us",
      title: t.t("browse.home.group.topUs", { count: HOME_TOP_US.length }),
      cities: HOME_TOP_US.map(usCard(false)),
      featured: true,
      more: { to: paths.unitedStates(), label: t.t("browse.allStates") },
    },
    {
      id: "more-us",
      title: t.t("browse.home.group.moreUs"),
      cities: HOME_MORE_US.map(usCard(false)),
      featured: false,
    },
    {
      id: "top-world",
      title: t.t("browse.home.group.topWorld", { count: HOME_TOP_WORLD.length }),
      cities: HOME_TOP_WORLD.map(worldCard(false)),
      featured: true,
      more: { to: paths.international(), label: t.t("browse.home.group.browseInternational") },
    },
    {
      id: "more-world",
      title: t.t("browse.home.group.moreWorld"),
      cities: HOME_MORE_WORLD.map(worldCard(false)),
      featured: false,
    },
  ];
}
