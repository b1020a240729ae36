import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { MobileLegalLinks } from "~/components/mobile/MobileLegalLinks";
import { NearYouStrip } from "~/components/NearYouStrip";
import { PlaceArt } from "~/components/PlaceArt";
import { SearchForm } from "~/components/SearchForm";
import { mobileHomeCities, ownHomeGroups } from "~/modules/browse/home";
import { canStream, pageHeaders, sharedPage } from "~/modules/http/streaming.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { useT } from "~/modules/i18n/react";
import { edgePlace, nearYou } from "~/modules/location/index.server";
import { placesFor } from "~/modules/places/index.server";
import { pageMeta } from "~/modules/seo/meta";
import { answerAt } from "~/modules/urls/route.server";

/** /mobile: 'Find Great Food', the search box, 'Near you' and the hotspot cities. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // Reads no query parameter: any is redirected away, so the page cache keeps one copy per edge city.
  answerAt(request, context.pageCache, null);
  const place = edgePlace(request, context.cloudflare.cf, context.cloudflare.env);
  const places = placesFor(context);
  const near = place ? nearYou(places, place, { mobile: true }).catch(() => null) : null;
  const t = serverTranslator(context.locale);
  return data(
    {
      near: near && !canStream(request) ? await near : near,
      // The data's own countries and towns where the provider's data is the geography, else the catalogue's.
      groups: places.geography ? await ownHomeGroups(places.geography, t, true) : mobileHomeCities(t),
    },
    sharedPage(context),
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return pageMeta(
    {
      title: t("mobile.home.metaTitle"),
      exactTitle: true,
      description: t("mobile.home.metaDescription"),
      path: "/mobile",
    },
    matches,
  );
};

// The browse part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("browse");
export const clientLoader = loadingMessages("browse");

export default function MobileHome() {
  const { near, groups } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <div className="space-y-6">
      <section className="-mx-4 -mt-4 bg-gradient-to-br from-brand-700 via-brand-600 to-amber-500 px-4 pb-6 pt-8 text-white">
        <h1 className="font-display text-3xl font-bold tracking-tight">{t("mobile.home.title")}</h1>
        <p className="mt-1 text-white/90">{t("mobile.home.intro")}</p>
        <div className="mt-5">
          <SearchForm mobile size="large" placeholder={t("mobile.home.searchPlaceholder")} />
        </div>
      </section>
      <NearYouStrip near={near} mobile />
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={g.id}>
          <h2 id={g.id} className="text-lg font-semibold leading-snug">
            {g.title}
          </h2>
          <ul className="-mx-4 mt-3 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2">
            {g.cities.map((c) => (
              <li key={c.to} className="w-36 shrink-0 snap-start">
                <Link
                  to={c.to}
                  className="block overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
                >
                  <div className="aspect-[4/3]">
                    <PlaceArt name={c.name} />
                  </div>
                  <div className="px-3 py-2">
                    <p className="truncate font-semibold">{c.name}</p>
                    <p className="truncate text-xs text-stone-600">{c.subtitle}</p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <MobileLegalLinks />
    </div>
  );
}
