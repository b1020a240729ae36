import { Link } from "@remix-run/react";
import { MobileLegalLinks } from "~/components/mobile/MobileLegalLinks";
import { NearYouStrip } from "~/components/NearYouStrip";
import { PlaceArt } from "~/components/PlaceArt";
import { SearchForm } from "~/components/SearchForm";
import { useT } from "~/modules/i18n/react";
import type { MobileHomeData } from "./data";

/** /mobile: 'Find Great Food', the search box, 'Near you' and the hotspot cities. */
export function MobileHome({ data }: { data: MobileHomeData }) {
  const { near, groups } = data;
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
