import { findUsState, HOME_MORE_US, HOME_MORE_WORLD, HOME_TOP_US, HOME_TOP_WORLD, US } from "~/modules/catalog";
import { paths } from "~/modules/urls";

export interface HomeCityCard {
  name: string;
  subtitle: string;
  to: string;
}

const usCard = (c: { city: string; state: string }): HomeCityCard => {
  const state = findUsState(c.state)!;
  return { name: c.city, subtitle: state.name, to: paths.cityResults({ country: US.name, state: state.name, city: c.city }) };
};

const worldCard = (c: { city: string; region: string; country: string }): HomeCityCard => ({
  name: c.city,
  subtitle: c.country,
  to: paths.results({ country: c.country, state: c.region, city: c.city }),
});

/** The home page's four city groups (SPEC §2), links built by the URL module. */
export function homeCityGroups(): { id: string; title: string; cities: HomeCityCard[]; featured: boolean; more?: { to: string; label: string } }[] {
  return [
    {
      id: "top-us",
      title: "Top 10 Restaurant Hotspots in the United States",
      cities: HOME_TOP_US.map(usCard),
      featured: true,
      more: { to: paths.unitedStates(), label: "Browse all states" },
    },
    { id: "more-us", title: "More Foodie Destinations in the United States", cities: HOME_MORE_US.map(usCard), featured: false },
    {
      id: "top-world",
      title: "Top 10 Restaurant Hotspots Around the World",
      cities: HOME_TOP_WORLD.map(worldCard),
      featured: true,
      more: { to: paths.international(), label: "Browse international guides" },
    },
    { id: "more-world", title: "Additional International Foodie Destinations", cities: HOME_MORE_WORLD.map(worldCard), featured: false },
  ];
}
