import type { ReactNode } from "react";
import { formatDate } from "~/components/LegalPage";
import { OSM_COPYRIGHT_URL } from "~/components/OsmCredit";
import { MoreMessages, Rich, useT } from "~/modules/i18n/react";
import type { AboutDataPageData } from "./data";

const link = (href: string) => (chunks: ReactNode[]) => (
  <a href={href} rel="noopener noreferrer" className="text-brand-700 underline">
    {chunks}
  </a>
);

/** The regions' table: each column's heading and the side its values keep to (numbers and dates at the end). */
const COLUMNS = [
  ["legal.data.regions.region", "start"],
  ["legal.data.regions.dataAt", "start"],
  ["legal.data.regions.places", "end"],
  ["legal.data.regions.imported", "end"],
] as const;

function AboutData({ data }: { data: AboutDataPageData }) {
  const translator = useT();
  const { t, locale } = translator;
  const day = (iso: string | null) => (iso ? formatDate(iso, locale.tag) : t("legal.data.unknownDate"));
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-4xl font-bold tracking-tight">{t("legal.data.title")}</h1>
      <p className="mt-3 text-stone-600">{t("legal.data.description")}</p>
      <section aria-labelledby="places" className="mt-10">
        <h2 id="places" className="font-display text-2xl font-bold">
          {t("legal.data.places.title")}
        </h2>
        {data.provider === "osm" ? (
          <>
            <p className="mt-3 text-stone-700">
              <Rich
                k="legal.data.places.osm"
                values={{
                  osm: link("https://www.openstreetmap.org/about"),
                  licence: link(OSM_COPYRIGHT_URL),
                }}
              />
            </p>
            {data.regions.length ? (
              <table className="mt-6 w-full text-start text-sm">
                <caption className="mb-2 text-start font-semibold">{t("legal.data.regions.caption")}</caption>
                <thead className="border-b border-stone-300 text-stone-600">
                  <tr>
                    {COLUMNS.map(([key, side]) => (
                      <th
                        key={key}
                        scope="col"
                        className={`py-2 font-medium ${side === "end" ? "text-end" : "text-start"}`}
                      >
                        {t(key)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.regions.map((r) => (
                    <tr key={r.region} className="border-b border-stone-200">
                      <th scope="row" className="py-2 text-start font-medium">
                        <bdi>{r.region}</bdi>
                      </th>
                      <td className="py-2">{day(r.dataAt)}</td>
                      <td className="py-2 text-end tabular-nums">{translator.number(r.places)}</td>
                      <td className="py-2 text-end">{day(r.importedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="mt-4 text-stone-600">{t("legal.data.regions.none")}</p>
            )}
          </>
        ) : (
          <p className="mt-3 text-stone-700">
            {t(data.provider === "google" ? "legal.data.places.google" : "legal.data.places.demo")}
          </p>
        )}
      </section>
      <section aria-labelledby="map" className="mt-10">
        <h2 id="map" className="font-display text-2xl font-bold">
          {t("legal.data.map.title")}
        </h2>
        <p className="mt-3 text-stone-700">
          {data.map === "own"
            ? data.basemap
              ? t("legal.data.map.own", { built: day(data.basemap.builtAt), dataAt: day(data.basemap.dataAt) })
              : t("legal.data.map.ownNone")
            : t(data.map === "google" ? "legal.data.map.google" : "legal.data.map.tiles")}
        </p>
      </section>
    </article>
  );
}

/** /about/data: where the guide's places and map come from, with the legal area's messages. */
export function AboutDataPage({ data }: { data: AboutDataPageData }) {
  return (
    <MoreMessages messages={data.messages}>
      <AboutData data={data} />
    </MoreMessages>
  );
}
