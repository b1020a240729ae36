import { findUsState, HOME_MORE_US, HOME_MORE_WORLD, HOME_TOP_US, HOME_TOP_WORLD, US } from "~/modules/catalog";
import type { Translator } from "~/modules/i18n/translator";
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

/** The home page's four city groups, links built by the URL module. */
export function homeCityGroups(t: Translator): {
  id: string;
  title: string;
  cities: HomeCityCard[];
  featured: boolean;
  more?: { to: string; label: string };
}[] {
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
