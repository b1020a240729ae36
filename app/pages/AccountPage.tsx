import { Form, Link, useLocation } from "@remix-run/react";
import { AccountDataSection } from "~/components/AccountData";
import { ExportLinks } from "~/components/ExportLinks";
import { Pager } from "~/components/Pager";
import { PublishSwitch } from "~/components/PublishSwitch";
import { MyReviews } from "~/components/reviews/MyReviews";
import { SortableFavorites } from "~/components/SortableFavorites";
import { DISPLAY_NAME_MAX } from "~/modules/http/limits";
import { useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import type { AccountPageData } from "./data";

/**
 * /account: the settings (username, display name, publishing), the favorites by city and the account's data;
 * signed out, a sign-in link.
 */
export function AccountPage({ data }: { data: AccountPageData }) {
  const { t } = useT();
  const location = useLocation();
  const here = location.pathname + location.search;
  if (!data.signedIn) {
    return (
      <section className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="font-display text-3xl font-bold">{t("account.title")}</h1>
        <p className="mt-4 text-stone-600">{t("account.signedOut")}</p>
        <Link to={`${paths.auth()}?${new URLSearchParams({ returnTo: paths.account() })}`} className="btn-primary mt-6">
          {t("account.signIn")}
        </Link>
      </section>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight">{t("account.title")}</h1>
      <section aria-labelledby="settings" className="mt-8 rounded-2xl border border-stone-200 bg-white p-6">
        <h2 id="settings" className="text-xl font-semibold">
          {t("account.settings.title")}
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-stone-600">{t("account.settings.username")}</dt>
            <dd className="font-medium">
              <Link to={paths.user(data.username)} className="text-brand-700 hover:underline">
                {data.username}
              </Link>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">
              <label htmlFor="display-name">{t("account.settings.displayName")}</label>
            </dt>
            <dd>
              <Form method="post" action="/account/profile" className="mt-1 flex gap-2">
                <input type="hidden" name="returnTo" value={here} />
                <input
                  id="display-name"
                  name="displayName"
                  defaultValue={data.displayName ?? ""}
                  maxLength={DISPLAY_NAME_MAX}
                  placeholder={data.username}
                  aria-describedby="display-name-hint"
                  className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-2"
                />
                <button type="submit" className="btn-secondary">
                  {t("account.settings.save")}
                </button>
              </Form>
              <p id="display-name-hint" className="mt-1 text-xs text-stone-600">
                {t("account.settings.displayNameHint")}
              </p>
            </dd>
          </div>
        </dl>
        <div className="mt-6">
          <PublishSwitch published={data.favoritesPublished} returnTo={here} />
        </div>
        <Form method="post" action="/auth/signout" className="mt-6">
          <button type="submit" className="btn-secondary">
            {t("account.signOut")}
          </button>
        </Form>
      </section>

      <section aria-labelledby="favorites" className="mt-10">
        <h2 id="favorites" className="text-2xl font-semibold">
          {t("account.favorites.title", { count: data.total })}
        </h2>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <ExportLinks canExport={data.total > 0} />
          <Link to={paths.lists()} className="text-sm font-semibold text-brand-700 hover:underline">
            {t("lists.page.allLists")}
          </Link>
        </div>
        {data.total === 0 ? (
          <p className="mt-4 text-stone-600">
            {t("account.favorites.empty")}{" "}
            <Link to={paths.home()} className="font-semibold text-brand-700 hover:underline">
              {t("account.favorites.findRestaurants")}
            </Link>
          </p>
        ) : (
          data.groups.map((g) => (
            <section key={g.city} aria-label={g.city} className="mt-6">
              <h3 className="text-lg font-semibold text-stone-800">{g.city}</h3>
              <SortableFavorites items={g.items} sortable={g.complete} returnTo={here} />
            </section>
          ))
        )}
        <Pager
          page={data.page}
          pages={data.pages}
          label={t("account.favorites.pages")}
          steps={{ previous: t("account.favorites.previous"), next: t("account.favorites.next") }}
        />
      </section>

      <MyReviews reviews={data.reviews} moderator={data.moderator} />

      <div className="mt-10">
        <AccountDataSection />
      </div>
    </div>
  );
}
