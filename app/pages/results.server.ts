/** The results page's loader logic, called by the catch-all route. */

import type { AppLoadContext } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { z } from "zod";
import { getViewer } from "~/modules/auth/index.server";
import { currencySign } from "~/modules/catalog/price";
import { BusinessName, queryInputs } from "~/modules/http/params";
import { canStream, outcomeInit, streamedInit } from "~/modules/http/streaming.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { routePath } from "~/modules/i18n/locales";
import type { MessageKey, Translator } from "~/modules/i18n/translator";
import {
  breadcrumbs,
  describeLocation,
  filterLinks,
  type LinkItem,
  listingHeading,
  loadListing,
  MOBILE_NEIGHBORHOOD_CHIPS,
  nearbyCityLinks,
  neighborhoodLinks,
  providerConfirms,
} from "~/modules/listing/index.server";
import { mapConfig } from "~/modules/maps";
import { memoize } from "~/modules/memo";
import { placesFor } from "~/modules/places/index.server";
import { MEMBERS_MIN, SORT_ORDERS, type SortOrder } from "~/modules/places/rules";
import { membersAverages } from "~/modules/reviews/reads.server";
import { type BusinessType, canonicalResultsPath, type Location, paths, type Route } from "~/modules/urls";
import { PAGE_SLOT } from "~/modules/urls/paths";
import { answerAt } from "~/modules/urls/route.server";

/** The results page's query, its complaints in the page's language. */
function resultsQuery(t: Translator) {
  const fromInvalid = t.t("listing.results.fromInvalid");
  return z.object({
    q: BusinessName.optional(),
    price: z.enum(["", "1", "2", "3", "4"], { error: t.t("listing.results.priceInvalid") }).optional(),
    view: z.enum(["cards", "map"]).optional(),
    open: z.enum(["1"], { error: t.t("listing.results.openInvalid") }).optional(),
    members: z.enum([String(MEMBERS_MIN)], { error: t.t("listing.results.membersInvalid") }).optional(),
    sort: z.enum(SORT_ORDERS, { error: t.t("listing.results.sortInvalid") }).optional(),
    /** 'Nearest to me': the visitor's position as 'lat,lng', rounded by the browser to 3 decimals (about 100 m). */
    from: z
      .string()
      .regex(/^-?\d{1,2}(\.\d{1,6})?,-?\d{1,3}(\.\d{1,6})?$/, { error: fromInvalid })
      .transform((s) => {
        const [lat, lng] = s.split(",").map(Number) as [number, number];
        return { lat, lng };
      })
      .refine((p) => Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180, { error: fromInvalid })
      .optional(),
  });
}

/** The query's schema per language (its prefix): built once per isolate and language. */
const resultsQueryIn = memoize(64, (t: Translator) => t.locale.prefix, resultsQuery);

/** A results page's number, from 1. */
const PAGE_NUMBER = /^[1-9][0-9]{0,3}$/;

const SORT_LABELS: Record<SortOrder, MessageKey> = {
  best: "listing.controls.sortBest",
  rating: "listing.controls.sortRating",
  reviews: "listing.controls.sortReviews",
  members: "listing.controls.sortMembers",
  distance: "listing.controls.sortDistance",
};

export async function resultsLoader(
  request: Request,
  context: AppLoadContext,
  route: Extract<Route, { kind: "results" }>,
) {
  const t = serverTranslator(context.locale);
  const url = new URL(request.url);
  const inputs = queryInputs(url);
  const parsed = resultsQueryIn(t).safeParse(inputs);
  if (!parsed.success)
    throw data(parsed.error.issues[0]?.message ?? t.t("listing.results.invalidFilters"), { status: 400 });
  const { q, price, view, open, sort = "best", members } = parsed.data;
  const membersMin = members ? MEMBERS_MIN : undefined;
  const places = placesFor(context);
  // Which 20 places, where the provider pages its listings (page 1 is the page's own address, without it);
  // elsewhere ?page= is a parameter the page does not read, redirected away like any other.
  const asked = places.pagesListings ? inputs.page : undefined;
  if (asked !== undefined && !PAGE_NUMBER.test(asked))
    throw data(t.t("listing.results.invalidFilters"), { status: 400 });
  const pageNo = asked !== undefined && Number(asked) > 1 ? Number(asked) : undefined;
  // A position matters only to 'Nearest'; other orders drop it from their links.
  const from = sort === "distance" ? parsed.data.from : undefined;
  const openNow = open === "1";
  const business = q || undefined;
  const priceLevel = price || undefined;
  const { location: loc, businessType: bt, mobile } = route;
  const answersAt = canonicalResultsPath(route);
  // One URL per page: defaults, blanks, repeats and parameters a results page does not read are left out.
  answerAt(request, context.pageCache, answersAt ?? null, {
    q: business,
    price: priceLevel,
    view: view === "map" ? view : undefined,
    open: openNow ? "1" : undefined,
    members: membersMin ? String(membersMin) : undefined,
    sort: sort === "best" ? undefined : sort,
    from: from ? inputs.from : undefined,
    page: pageNo ? String(pageNo) : undefined,
  });
  const where = describeLocation(loc);
  // A /mobile page's canonical link names its web twin (pageMeta does that for every page).
  const here = routePath(request, context.locale);
  // A later page of a listing is a page of its own: its address says which.
  const canonical = (answersAt ?? here) + (pageNo ? `?page=${pageNo}` : "");
  /** This page with some query parameters changed (undefined removes one); the rest are kept. */
  const withParams = (changes: Record<string, string | undefined>) => {
    const params = new URLSearchParams(url.searchParams);
    // Another filter or order starts again at the first page; another view of the same page keeps it.
    if (!("page" in changes) && !("view" in changes)) params.delete("page");
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) params.delete(name);
      else params.set(name, value);
    }
    const search = params.toString();
    return search ? `${here}?${search}` : here;
  };
  const withView = (v: "cards" | "map") => withParams({ view: v === "cards" ? undefined : v });
  const kept = new URLSearchParams();
  if (openNow) kept.set("open", "1");
  if (membersMin) kept.set("members", String(membersMin));
  if (sort !== "best") kept.set("sort", sort);
  if (from) kept.set("from", inputs.from!);
  const keeping = <T extends { to: string }>(link: T): T => (kept.size ? { ...link, to: `${link.to}?${kept}` } : link);
  // Without parameters to keep, the catalogue's link lists are passed on as they are: the same arrays on
  // every request, whose markup PageLinkList has already built.
  const keepingAll = (links: LinkItem[]) => (kept.size ? links.map(keeping) : links);
  const keepingOrder = (links: ReturnType<typeof filterLinks>) => ({
    ...links,
    all: keeping(links.all),
    cuisines: keepingAll(links.cuisines),
    foods: keepingAll(links.foods),
    features: keepingAll(links.features),
  });
  const rated = places.ratesPlaces;
  // A city or neighbourhood typed into the URL that no catalogue lists is indexable only once the provider
  // confirms it; until then the page points search engines at the nearest page that really exists.
  const confirmed = await providerConfirms(places, loc);
  const pending = loadListing(
    t,
    places,
    loc,
    bt,
    { priceLevel: rated ? priceLevel : undefined, membersMin, features: [], openNow, sort, from, page: pageNo },
    business,
    mobile,
    // A signed-in member sees the averages as they are now (their own review counted at once); any other
    // visitor, as a cached copy of this page may show them (kept.server).
    async (ids) => membersAverages(context.db, ids, { fresh: (await getViewer(request, context)).user !== null }),
  );
  const page = {
    kind: "results" as const,
    mobile,
    heading: business
      ? t.t("listing.results.businessHeading", { business, place: where.short })
      : listingHeading(t, bt, loc),
    place: where.short,
    placeText: where.text,
    crumbs: breadcrumbs(t, loc, mobile),
    // Cuisine, feature and neighbourhood links keep 'open now' and the sort order.
    links: keepingOrder(filterLinks(t, bt, loc, mobile)),
    neighborhoods: keepingAll(neighborhoodLinks(bt, loc, mobile, mobile ? MOBILE_NEIGHBORHOOD_CHIPS : undefined)),
    nearby: nearbyCityLinks(loc, mobile),
    priceLevel,
    /** Whether the places have ratings and prices (else no price filter and no sorting by them). */
    rated,
    /** The sign of the money of the listing's country ('€'), in which the price filter is written. */
    priceSign: currencySign(loc.country.currency),
    business,
    view: view ?? "cards",
    map: mapConfig(context.cloudflare.env),
    viewHrefs: { cards: withView("cards"), map: withView("map") },
    openNow: { active: openNow, to: withParams({ open: openNow ? undefined : "1" }) },
    membersFilter: {
      active: Boolean(membersMin),
      to: withParams({ members: membersMin ? undefined : String(MEMBERS_MIN) }),
    },
    sorts: SORT_ORDERS.filter((order) => rated || (order !== "rating" && order !== "reviews")).map((order) => ({
      name: t.t(SORT_LABELS[order]),
      // 'Nearest' is to the place's centre; to the visitor's position is 'Nearest to me' (nearMe).
      to: withParams({ sort: order === "best" ? undefined : order, from: undefined }),
      active: order === sort && !from,
    })),
    /** 'Nearest to me' (with JavaScript): this page sorted by distance, to which the browser adds `from`. */
    nearMe: { to: withParams({ sort: "distance", from: undefined }), active: Boolean(from) },
    /** Kept by the price form, which sends only its own fields. */
    keep: Object.fromEntries(kept) as Record<string, string | undefined>,
    canonical: confirmed ? canonical : nearestListedPage(loc, bt),
    /** The listing's first page (where a page past its last sends the visitor). */
    canonicalFirst: withParams({ page: undefined }),
    /** Page N of the listing, with its filters and order: PAGE_NUMBER stands for N. */
    pageHref: withParams({ page: PAGE_SLOT }),
    indexable: confirmed,
    city: loc.city,
  };
  if (canStream(request)) {
    return data({ ...page, listing: pending }, streamedInit(context, pending));
  }
  const listing = await pending;
  return data({ ...page, listing }, outcomeInit(context, listing));
}

/** For an unconfirmed location: its city's page, or for an unconfirmed city its state's (else country's). */
function nearestListedPage(loc: Location, bt: BusinessType): string {
  const country = loc.country.name;
  if (!loc.unlisted?.includes("city")) {
    return paths.results({ country, state: loc.state, city: loc.city }, { businessType: bt });
  }
  const page = loc.state
    ? loc.international
      ? paths.internationalState(country, loc.state)
      : paths.state(country, loc.state)
    : loc.international
      ? paths.internationalCountry(country)
      : paths.country(country);
  return page;
}
