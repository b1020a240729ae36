import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { Badge, PlaceTile } from "~/components/PlaceTile";
import { internationalIndex } from "~/modules/browse";
import { pageHeaders, sharedPage } from "~/modules/http/streaming.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { useT } from "~/modules/i18n/react";
import { placesFor } from "~/modules/places/index.server";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { answerAt } from "~/modules/urls/route.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Reads no query parameter: any is redirected away, so the page cache keeps one copy.
  answerAt(request, context.pageCache, null);
  const own = await placesFor(context).geography?.countries();
  return data(internationalIndex(serverTranslator(context.locale), false, own), sharedPage(context));
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const { t } = translatorOf(matches);
  return pageMeta(
    {
      title: t("meta.international.title"),
      exactTitle: true,
      description: t("meta.international.description"),
      path: paths.international(),
      image: "browse",
      keywords: [
        t("meta.international.keyword.international"),
        t("meta.international.keyword.abroad"),
        t("meta.international.keyword.travel"),
      ],
    },
    matches,
  );
};

// The browse part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("browse");
export const clientLoader = loadingMessages("browse");

export default function International() {
  const { countries, crumbs, intro } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-6 max-w-3xl">
        <h1 className="font-display text-4xl font-bold tracking-tight">{t("browse.international.heading")}</h1>
        <p className="mt-3 text-lg text-stone-600">{intro}</p>
      </header>
      <section aria-labelledby="countries-title" className="mt-10">
        <h2 id="countries-title" className="text-2xl font-semibold">
          {t("browse.international.countries")}
        </h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {countries.map((c) => (
            <li key={c.to}>
              <PlaceTile
                to={c.to}
                name={c.name}
                badge={c.region ? <Badge tone="light">{c.region}</Badge> : undefined}
                subtitle={
                  <>
                    <span className="block font-medium text-brand-700">{c.count}</span>
                    {c.blurb ? <span className="mt-1 block">{c.blurb}</span> : null}
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
