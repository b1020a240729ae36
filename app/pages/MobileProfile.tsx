import { Form, Link, useRouteLoaderData } from "@remix-run/react";
import { AccountDataSection } from "~/components/AccountData";
import { MobileLegalLinks } from "~/components/mobile/MobileLegalLinks";
import { SignInPrompt } from "~/components/mobile/SignInPrompt";
import { PublishSwitch } from "~/components/PublishSwitch";
import { useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import type { loader as rootLoader } from "~/root";
import type { MobileProfileData } from "./data";

const HERE = paths.mobileTab("profile");

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-12 items-center justify-between gap-4 px-4 py-2">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="min-w-0 truncate text-end font-medium">{children}</dd>
    </div>
  );
}

/**
 * /mobile/profile, the Profile tab: the account's settings, its public profile and data, sign out; signed out,
 * sign in.
 */
export function MobileProfile({ data }: { data: MobileProfileData }) {
  const { t } = useT();
  // The root loader already has the signed-in user's favorite ids (for the stars): no second query.
  const favorites = useRouteLoaderData<typeof rootLoader>("root")?.favoriteIds.length ?? 0;
  if (!data.signedIn) {
    return (
      <SignInPrompt
        heading={t("mobile.tabs.profile")}
        title={t("mobile.profile.signInTitle")}
        message={t("mobile.profile.signInMessage")}
        returnTo={HERE}
      >
        <MobileLegalLinks />
      </SignInPrompt>
    );
  }
  return (
    <div className="space-y-5">
      <section className="flex items-center gap-4">
        {data.avatarUrl ? (
          <img src={data.avatarUrl} alt="" className="h-16 w-16 rounded-full object-cover" />
        ) : (
          <span
            className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white"
            aria-hidden="true"
          >
            {data.initials}
          </span>
        )}
        <div className="min-w-0">
          <h1 className="truncate font-display text-2xl font-bold">{data.fullName ?? data.email}</h1>
          <p className="truncate text-sm text-stone-600">{data.email}</p>
        </div>
      </section>
      <section aria-labelledby="settings" className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
        <h2 id="settings" className="px-4 pt-4 font-semibold">
          {t("mobile.profile.settings")}
        </h2>
        <dl className="mt-2 divide-y divide-stone-100">
          <Row label={t("mobile.profile.username")}>
            <Link to={paths.user(data.username)} className="inline-flex min-h-11 items-center text-brand-700">
              {data.username}
            </Link>
          </Row>
          <Row label={t("mobile.profile.displayName")}>{data.displayName ?? t("mobile.profile.notSet")}</Row>
          <Row label={t("mobile.tabs.favorites")}>
            <Link to={paths.mobileTab("favorites")} className="inline-flex min-h-11 items-center text-brand-700">
              {t("mobile.profile.favoritesCount", { count: favorites })}
            </Link>
          </Row>
        </dl>
        <div className="p-3">
          <PublishSwitch published={data.favoritesPublished} returnTo={HERE} />
        </div>
      </section>
      <Link to={paths.user(data.username)} className="btn-secondary min-h-11 w-full">
        {t("mobile.profile.viewPublic")}
      </Link>
      <Form method="post" action="/auth/signout">
        <input type="hidden" name="returnTo" value={HERE} />
        <button type="submit" className="btn-secondary min-h-11 w-full text-red-700">
          {t("mobile.profile.signOut")}
        </button>
      </Form>
      <AccountDataSection mobile />
      <MobileLegalLinks />
    </div>
  );
}
