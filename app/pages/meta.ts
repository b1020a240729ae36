/**
 * The <head> of each page kind the catch-all route serves (title, description, canonical path, indexing),
 * apart from the page components so that the route can load those on demand while its meta stays small.
 * Every text is in the page's language: each function takes the meta function's Translator
 * (`translatorOf(matches)`).
 */

import { isolate } from "~/modules/i18n/bidi";
import type { Translator } from "~/modules/i18n/translator";
import type { PageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import type {
  CountryData,
  InternationalCountryData,
  ProfileData,
  RestaurantData,
  ResultsData,
  StateData,
} from "./data";

/**
 * What a country's first-level divisions are called ('Autonomous community'), as the select of
 * 'meta.country.description' names it ('autonomousCommunity').
 */
const divisionKind = (label: string) => label.toLowerCase().replace(/\s+([a-z])/g, (_, c: string) => c.toUpperCase());

export function countryMeta(page: CountryData, { t }: Translator): PageMeta {
  return {
    title: t("meta.country.title", { country: page.countryName }),
    description: t("meta.country.description", {
      country: page.countryName,
      division: divisionKind(page.divisionLabel),
      label: page.divisionLabel.toLowerCase(),
    }),
    path: paths.country(page.country),
    image: "browse",
    noindex: !page.states.length,
  };
}

export function internationalCountryMeta({ page, mobile }: InternationalCountryData, { t }: Translator): PageMeta {
  if (!page)
    return {
      title: t("browse.guide.notFound.title"),
      path: mobile ? paths.mobileTab("search") : paths.international(),
      noindex: true,
    };
  return {
    title: t("browse.guide.heading", { country: page.countryName }),
    description: t("meta.guide.description", {
      count: page.cityCount,
      country: page.countryName,
      blurb: page.blurb,
    }),
    path: paths.internationalCountry(page.country, { mobile }),
    image: "browse",
    keywords: mobile
      ? undefined
      : [
          t("meta.guide.keyword.restaurants", { country: page.countryName }),
          t("meta.guide.keyword.whereToEat", { country: page.countryName }),
        ],
    mobileTwin: true,
  };
}

export function profileMeta(page: ProfileData, { t }: Translator, pathname: string): PageMeta {
  if (!page.found)
    return {
      title: page.nearMiss ? t("meta.notFound.title") : t("meta.profile.notFound"),
      path: pathname,
      noindex: true,
    };
  return {
    title: t("meta.profile.title", { username: page.username }),
    exactTitle: true,
    description: t("meta.profile.description", { name: isolate(page.displayName ?? page.username) }),
    path: paths.user(page.username),
    type: "profile",
    image: page.image
      ? {
          card: page.image,
          alt: t("lists.meta.profileImageAlt", {
            owner: isolate(page.displayName ?? page.username),
            count: page.lists.length,
          }),
        }
      : "profile",
  };
}

export function restaurantMeta(page: RestaurantData, { t, locale }: Translator): PageMeta {
  // A streamed page's meta is written before the place arrives: then it names the restaurant from the URL.
  const ok =
    !(page.restaurant instanceof Promise) && page.restaurant.status === "ok" ? page.restaurant.place : undefined;
  return {
    title: t("meta.restaurant.title", { name: ok?.name ?? page.name, place: page.place }),
    // The provider's own description only where it is in the page's language (Google's listings come in one).
    description: ok
      ? ((sameLanguage(ok.editorial_summary?.language, locale.tag) ? ok.editorial_summary?.overview : undefined) ??
        t("meta.restaurant.description", { name: ok.name }))
      : t("meta.restaurant.descriptionFromUrl", { name: page.name, place: page.place }),
    path: page.canonical,
    // The restaurant's own photo, as large as a social card shows it; else the restaurant card image.
    image: ok?.photos?.[0] ? { photo: `${ok.photos[0].photo_url}&maxwidth=1200&maxheight=630` } : "restaurant",
    type: "article",
    mobileTwin: true,
  };
}

export function resultsMeta(page: ResultsData, { t }: Translator): PageMeta {
  return {
    title: page.heading.replace(/[“”]/g, '"'),
    description: t("meta.results.description", { heading: page.heading, place: page.place }),
    path: page.canonical,
    image: "results",
    keywords: [
      t("meta.results.keyword.in", { city: page.city }),
      t("meta.results.keyword.best", { city: page.city }),
      t("meta.results.keyword.whereToEat", { city: page.city }),
    ],
    // A business-name search or a price filter is a view of the city page, not a page of its own; a place
    // nobody has confirmed exists is not a page either.
    noindex: Boolean(page.business || page.priceLevel || !page.indexable),
    mobileTwin: true,
  };
}

export function stateMeta(page: StateData, { t }: Translator): PageMeta {
  if (page.international) {
    return {
      title: t("meta.state.intlTitle", { state: page.state, country: page.countryName }),
      description: t("meta.state.intlDescription", { state: page.state, country: page.countryName }),
      path: paths.internationalState(page.country, page.state),
      image: "browse",
      noindex: !page.cityCount,
    };
  }
  return {
    title: t("meta.state.title", { state: page.state, country: page.countryName }),
    description: t("meta.state.description", { count: page.cityCount, state: page.state }),
    path: paths.state(page.country, page.state),
    image: "browse",
    keywords: [
      t("meta.state.keyword.restaurants", { state: page.state }),
      t("meta.state.keyword.best", { state: page.state }),
    ],
    noindex: !page.cityCount,
  };
}

/** Any other path under the catch-all: the 404 page, never indexed. */
export function notFoundMeta(_page: unknown, { t }: Translator, pathname: string): PageMeta {
  return {
    title: t("meta.notFound.title"),
    description: t("meta.notFound.description"),
    path: pathname,
    noindex: true,
  };
}

/** Whether a text's language (as a provider says it, 'en', 'pt-BR') is the page's: the same base language. */
function sameLanguage(text: string | undefined, page: string): boolean {
  if (!text) return page.toLowerCase().startsWith("en");
  return text.split("-")[0]!.toLowerCase() === page.split("-")[0]!.toLowerCase();
}
