import { Link } from "@remix-run/react";
import { EmptyState } from "~/components/EmptyState";
import { ListSection } from "~/components/ListSection";
import { ListsGrid } from "~/components/lists/ListsGrid";
import { ShareControl } from "~/components/lists/ShareControl";
import { NotFound } from "~/components/NotFound";
import { Pager } from "~/components/Pager";
import { PlacePhoto } from "~/components/PlacePhoto";
import { MembersRating, PriceBadge, Stars } from "~/components/Rating";
import { ReviewItem } from "~/components/reviews/ReviewItem";
import { useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import type { ProfileData } from "./data";

/** /{username}. */
export function Profile({ page }: { page: ProfileData }) {
  const { t } = useT();
  if (!page.found && page.nearMiss) return <NotFound suggestion={page.nearMiss} />;
  if (!page.found) {
    return (
      <div className="px-4">
        <EmptyState
          headingLevel={1}
          title={t("account.profilePage.notFoundTitle")}
          message={t("account.profilePage.notFound")}
          action={{ to: paths.home(), label: t("account.profilePage.home") }}
        />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-2xl font-bold text-white"
        >
          {(page.displayName ?? page.username).slice(0, 1).toUpperCase()}
        </span>
        <div>
          <h1 className="font-display text-3xl font-bold">{page.displayName ?? page.username}</h1>
          <p className="text-stone-600">@{page.username}</p>
        </div>
      </header>
      {page.shareUrl ? (
        <div className="mt-6 max-w-2xl">
          <ShareControl
            url={page.shareUrl}
            title={page.displayName ?? page.username}
            label={t("lists.share.profileLinkLabel")}
          />
        </div>
      ) : null}
      {page.lists.length ? (
        <section aria-labelledby="public-lists" className="mt-10">
          <h2 id="public-lists" className="text-2xl font-semibold">
            {t("lists.profile.lists")}
          </h2>
          <div className="mt-4">
            <ListsGrid
              lists={page.lists.map((l) => ({
                ...l,
                kind: "custom" as const,
                visibility: "public" as const,
                updatedAt: null,
              }))}
            />
          </div>
        </section>
      ) : null}
      {page.favoritesPublished ? (
        <ListSection
          id="favorite-restaurants"
          title={t("account.profilePage.favorites")}
          className="mt-10"
          listClassName="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          empty={
            page.favorites.length ? undefined : <p className="mt-4 text-stone-600">{t("account.profilePage.empty")}</p>
          }
        >
          {page.favorites.map((f) => (
            <li key={f.id} className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
              <div className="relative aspect-[4/3] bg-stone-100">
                <PlacePhoto name={f.name} photoUrl={f.photoUrl} credit={f.photoCredit} />
              </div>
              <div className="space-y-1 p-4">
                <h3 className="text-lg font-semibold">
                  <Link to={f.href} className="hover:text-brand-700">
                    {f.name}
                  </Link>
                </h3>
                <Stars rating={f.rating} reviews={f.reviews} />
                {f.members ? <MembersRating members={f.members} /> : null}
                <PriceBadge level={f.priceLevel} sign={f.priceSign} />
                {f.address ? <p className="text-sm text-stone-600">{f.address}</p> : null}
              </div>
            </li>
          ))}
        </ListSection>
      ) : null}
      {page.favoritesPublished ? (
        <Pager page={page.page} pages={page.pages} label={t("account.favorites.pages")} />
      ) : null}
      {page.reviews.length ? (
        <section aria-labelledby="profile-reviews" className="mt-10">
          <h2 id="profile-reviews" className="text-2xl font-semibold">
            {t("reviews.profile.title")}
          </h2>
          <ul className="mt-4 space-y-4">
            {page.reviews.map((r) => (
              <li key={r.id} className="rounded-2xl border border-stone-200 bg-white p-4">
                <ReviewItem review={r} place />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
