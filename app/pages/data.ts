/**
 * What each page component receives: its own loader's data as it arrives in the browser (promises stay
 * promises when the page streams). One home for these types, so a page and the parts it is made of (its
 * outcome views, its <head>) read them from here rather than from each other.
 */
import type { SerializeFrom } from "@remix-run/cloudflare";
import type { accountLoader, mobileFavoritesLoader, mobileProfileLoader } from "./account.server";
import type { signInLoader } from "./auth.server";
import type { internationalIndexLoader, unitedStatesLoader } from "./browse.server";
import type { countryLoader, internationalCountryLoader } from "./country.server";
import type { homeLoader, mobileHomeLoader } from "./home.server";
import type { notFoundLoader } from "./kinds.server";
import type { aboutDataLoader } from "./legal.server";
import type { arrangePageLoader, deletePageLoader, listPageLoader, listsIndexLoader } from "./lists.server";
import type { nearMeLoader } from "./near-me.server";
import type { profileLoader } from "./profile.server";
import type { restaurantLoader } from "./restaurant.server";
import type { resultsLoader } from "./results.server";
import type { mobileSearchLoader, searchLoader } from "./search.server";
import type { stateLoader } from "./state.server";

// biome-ignore lint/suspicious/noExplicitAny: any loader signature; only its return type matters
export type PageData<L extends (...args: any[]) => unknown> = SerializeFrom<L>;

export type ResultsData = PageData<typeof resultsLoader>;
export type RestaurantData = PageData<typeof restaurantLoader>;
export type StateData = PageData<typeof stateLoader>;
export type CountryData = PageData<typeof countryLoader>;
export type InternationalCountryData = PageData<typeof internationalCountryLoader>;
export type ProfileData = PageData<typeof profileLoader>;
export type NotFoundData = PageData<typeof notFoundLoader>;
/** Every page the catch-all route (app/pages/kinds.ts) shows, told apart by `kind`. */
export type CatchAllPage =
  | ResultsData
  | RestaurantData
  | StateData
  | CountryData
  | InternationalCountryData
  | ProfileData
  | NotFoundData;

export type ListsIndexData = PageData<typeof listsIndexLoader>;
export type ListPageData = Exclude<PageData<typeof listPageLoader>, { missing: true }>;
export type ArrangeListData = PageData<typeof arrangePageLoader>;
export type DeleteListData = PageData<typeof deletePageLoader>;
export type AccountPageData = PageData<typeof accountLoader>;
export type MobileProfileData = PageData<typeof mobileProfileLoader>;
export type MobileFavoritesData = PageData<typeof mobileFavoritesLoader>;
export type SearchData = PageData<typeof searchLoader>;
export type MobileSearchData = PageData<typeof mobileSearchLoader>;
export type HomeData = PageData<typeof homeLoader>;
export type MobileHomeData = PageData<typeof mobileHomeLoader>;
export type UnitedStatesData = PageData<typeof unitedStatesLoader>;
export type InternationalIndexData = PageData<typeof internationalIndexLoader>;
export type AboutDataPageData = PageData<typeof aboutDataLoader>;
export type SignInData = PageData<typeof signInLoader>;
export type NearMeData = PageData<typeof nearMeLoader>;
