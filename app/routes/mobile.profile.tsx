import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { AccountDataSection } from "~/components/AccountData";
import { MobileLegalLinks } from "~/components/mobile/MobileLegalLinks";
import { SignInPrompt } from "~/components/mobile/SignInPrompt";
import { PublishSwitch } from "~/components/PublishSwitch";
import { initials } from "~/modules/auth/identity";
import { getViewer } from "~/modules/auth/index.server";
import { profileOf } from "~/modules/favorites/index.server";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import type { loader as rootLoader } from "~/root";

const HERE = paths.mobileTab("profile");

/** /mobile/profile, the Profile tab: account settings and the public-profile link, or sign in. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await getViewer(request, context);
  const user = viewer.user;
  if (!user) return { signedIn: false as const };
  const profile = await profileOf(context.db, user.id);
  return {
    signedIn: true as const,
    fullName: user.fullName,
    email: user.email,
    avatarUrl: user.avatarUrl,
    initials: initials(user),
    username: profile?.username ?? user.username,
    displayName: profile?.displayName ?? null,
    favoritesPublished: profile?.favoritesPublished ?? false,
  };
}

export const meta: MetaFunction = ({ matches }) => pageMeta({ title: "Profile", path: HERE, noindex: true }, matches);

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-12 items-center justify-between gap-4 px-4 py-2">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="min-w-0 truncate text-right font-medium">{children}</dd>
    </div>
  );
}

export default function MobileProfile() {
  const data = useLoaderData<typeof loader>();
  // The root loader already has the signed-in user's favorite ids (for the stars): no second query.
  const favorites = useRouteLoaderData<typeof rootLoader>("root")?.favoriteIds.length ?? 0;
  if (!data.signedIn) {
    return (
      <SignInPrompt
        heading="Profile"
        title="Your TableScout profile"
        message="Sign in with Google to save favorites and share them on your own public profile page."
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
          Profile Settings
        </h2>
        <dl className="mt-2 divide-y divide-stone-100">
          <Row label="Username">
            <Link to={paths.user(data.username)} className="inline-flex min-h-11 items-center text-brand-700">
              {data.username}
            </Link>
          </Row>
          <Row label="Display name">{data.displayName ?? "Not set"}</Row>
          <Row label="Favorites">
            <Link to={paths.mobileTab("favorites")} className="inline-flex min-h-11 items-center text-brand-700">
              {`${favorites} ${favorites === 1 ? "restaurant" : "restaurants"}`}
            </Link>
          </Row>
        </dl>
        <div className="p-3">
          <PublishSwitch published={data.favoritesPublished} returnTo={HERE} />
        </div>
      </section>
      <Link to={paths.user(data.username)} className="btn-secondary min-h-11 w-full">
        View my public profile
      </Link>
      <Form method="post" action="/auth/signout">
        <input type="hidden" name="returnTo" value={HERE} />
        <button type="submit" className="btn-secondary min-h-11 w-full text-red-700">
          Sign Out
        </button>
      </Form>
      <AccountDataSection mobile />
      <MobileLegalLinks />
    </div>
  );
}
