/**
 * The <head> of each page kind the catch-all route serves (title, description, canonical path, indexing),
 * apart from the page components so that the route can load those on demand while its meta stays small.
 */
import type { PageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import type { CountryData } from "./CountryStates";
import type { InternationalCountryData } from "./InternationalCountry";
import type { ProfileData } from "./Profile";
import type { RestaurantData } from "./Restaurant";
import type { ResultsData } from "./Results";
import type { StateData } from "./StateCities";

export function countryMeta(page: CountryData): PageMeta {
  return {
    title: `Restaurants in ${page.country} by State & Province`,
    description: `Find restaurants across ${page.country}: choose a ${page.divisionLabel.toLowerCase()} to see its cities and the best places to eat.`,
    path: paths.country(page.country),
    image: "browse",
    noindex: !page.states.length,
  };
}

export function internationalCountryMeta({ page, mobile }: InternationalCountryData): PageMeta {
  if (!page)
    return {
      title: "Country Not Found",
      path: mobile ? paths.mobileTab("search") : paths.international(),
      noindex: true,
    };
  return {
    title: `Best Restaurants in ${page.country}`,
    description: `Restaurant guides for ${page.cityCount} cities in ${page.country}. ${page.blurb}`,
    path: paths.internationalCountry(page.country, { mobile }),
    image: "browse",
    keywords: mobile ? undefined : [`${page.country} restaurants`, `where to eat in ${page.country}`],
    mobileTwin: true,
  };
}

export function profileMeta(page: ProfileData, pathname: string): PageMeta {
  if (!page.found)
    return { title: page.nearMiss ? "Page not found" : "Profile Not Found", path: pathname, noindex: true };
  return {
    title: `${page.username} TableScout - Favorites!`,
    exactTitle: true,
    description: `${page.displayName ?? page.username}'s favorite restaurants on TableScout.`,
    path: paths.user(page.username),
    type: "profile",
    image: "profile",
  };
}

export function restaurantMeta(page: RestaurantData): PageMeta {
  // A streamed page's meta is written before the place arrives: then it names the restaurant from the URL.
  const ok =
    !(page.restaurant instanceof Promise) && page.restaurant.status === "ok" ? page.restaurant.place : undefined;
  return {
    title: `${ok?.name ?? page.name} - ${page.place}`,
    description: ok
      ? (ok.editorial_summary?.overview ?? `${ok.name}: address, hours, photos, reviews and contact details.`)
      : `Address, hours, photos and reviews for ${page.name} in ${page.place}.`,
    path: page.canonical,
    // The restaurant's own photo, as large as a social card shows it; else the restaurant card image.
    image: ok?.photos?.[0] ? { photo: `${ok.photos[0].photo_url}&maxwidth=1200&maxheight=630` } : "restaurant",
    type: "article",
    mobileTwin: true,
  };
}

export function resultsMeta(page: ResultsData): PageMeta {
  return {
    title: page.heading.replace(/[“”]/g, '"'),
    description: `${page.heading}: compare ratings, prices, opening hours and locations on a map, and find the best places to eat in ${page.place}.`,
    path: page.canonical,
    image: "results",
    keywords: [`restaurants in ${page.city}`, `best restaurants ${page.city}`, `where to eat in ${page.city}`],
    // A business-name search or a price filter is a view of the city page, not a page of its own; a place
    // nobody has confirmed exists is not a page either.
    noindex: Boolean(page.business || page.priceLevel || !page.indexable),
    mobileTwin: true,
  };
}

export function stateMeta(page: StateData): PageMeta {
  if (page.international) {
    return {
      title: `Cities in ${page.state}, ${page.country}`,
      description: `Restaurants in ${page.state}, ${page.country}: the cities we cover, with ratings, prices and hours.`,
      path: paths.internationalState(page.country, page.state),
      image: "browse",
      noindex: !page.cityCount,
    };
  }
  return {
    title: `Cities in ${page.state}, ${page.country} - Restaurant Guide`,
    description: `Discover restaurants in ${page.cityCount} cities across ${page.state}: top destinations and every city we cover, with ratings, prices and hours.`,
    path: paths.state(page.country, page.state),
    image: "browse",
    keywords: [`${page.state} restaurants`, `best restaurants in ${page.state}`],
    noindex: !page.cityCount,
  };
}
