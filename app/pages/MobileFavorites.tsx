import { Form, Link } from "@remix-run/react";
import { ExportLinks } from "~/components/ExportLinks";
import { FavoriteFields } from "~/components/FavoriteStar";
import { LineIcon } from "~/components/LineIcon";
import { SignInPrompt } from "~/components/mobile/SignInPrompt";
import { PlacePhoto } from "~/components/PlacePhoto";
import { Stars } from "~/components/Rating";
import { useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import type { MobileFavoritesData } from "./data";
import { ListsSections } from "./ListsIndex";

const HERE = paths.mobileTab("favorites");

/**
 * /mobile/favorites, the Favorites tab: the favorites by city with remove, then the other lists; signed out, sign
 * in.
 */
export function MobileFavorites({ data }: { data: MobileFavoritesData }) {
  const { t } = useT();
  if (!data.signedIn) {
    return (
      <SignInPrompt
        heading={t("mobile.tabs.favorites")}
        title={t("mobile.favorites.signInTitle")}
        message={t("mobile.favorites.signInMessage")}
        returnTo={HERE}
      />
    );
  }
  const here = data.page > 1 ? `${HERE}?page=${data.page}` : HERE;
  let lastCity: string | null = null;
  return (
    <div className="space-y-4">
      <h1 className="font-display text-2xl font-bold">{t("mobile.favorites.title", { count: data.total })}</h1>
      {data.total === 0 ? (
        <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
          <p className="font-semibold">{t("mobile.favorites.emptyTitle")}</p>
          <p className="mt-1 text-sm text-stone-600">{t("mobile.favorites.emptyMessage")}</p>
          <Link to={paths.home({ mobile: true })} className="btn-primary mt-4 min-h-11 w-full">
            {t("mobile.favorites.findRestaurants")}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3" aria-label={t("mobile.favorites.listLabel")}>
          {data.items.map((f) => {
            const heading = f.city !== lastCity ? f.city : null;
            lastCity = f.city;
            return (
              <li key={f.id} data-favorite={f.name}>
                {heading ? (
                  <h2 className="mb-2 mt-4 text-sm font-semibold uppercase tracking-wider text-stone-500">{heading}</h2>
                ) : null}
                <article className="flex overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
                  <Link to={f.href} className="flex min-w-0 flex-1 items-stretch">
                    <span className="block w-24 shrink-0 bg-stone-100">
                      <PlacePhoto name={f.name} photoUrl={f.photoUrl} />
                    </span>
                    <span className="min-w-0 flex-1 space-y-1 p-3">
                      <span className="block truncate font-semibold">{f.name}</span>
                      <Stars rating={f.rating} reviews={f.reviews} />
                      {f.address ? <span className="block truncate text-sm text-stone-600">{f.address}</span> : null}
                    </span>
                  </Link>
                  <Form method="post" action="/favorites" className="flex items-center pe-2">
                    <FavoriteFields intent="remove" placeId={f.placeId} returnTo={here} />
                    <button
                      type="submit"
                      aria-label={t("mobile.favorites.remove", { name: f.name })}
                      className="flex h-11 w-11 items-center justify-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700"
                    >
                      <LineIcon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                    </button>
                  </Form>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {data.pages > 1 ? (
        <nav aria-label={t("mobile.favorites.pagesLabel")} className="flex items-center justify-between">
          {data.page > 1 ? (
            <Link to={`?page=${data.page - 1}`} className="btn-secondary min-h-11">
              {t("mobile.favorites.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-stone-600">
            {t("mobile.favorites.pageOf", { page: data.page, pages: data.pages })}
          </span>
          {data.page < data.pages ? (
            <Link to={`?page=${data.page + 1}`} className="btn-secondary min-h-11">
              {t("mobile.favorites.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <ExportLinks mobile canExport={data.total > 0} />
      {data.total > 1 ? (
        <p className="text-center text-sm text-stone-600">
          <Link to={paths.account()} className="inline-flex min-h-11 items-center font-semibold text-brand-700">
            {t("mobile.favorites.reorder")}
          </Link>
        </p>
      ) : null}
      {data.lists.signedIn ? (
        <ListsSections page={data.lists} own={data.lists.lists.filter((l) => l.kind !== "favorites")} />
      ) : null}
    </div>
  );
}
