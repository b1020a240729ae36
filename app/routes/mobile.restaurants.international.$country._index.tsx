import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { EmptyState } from "~/components/EmptyState";
import { PlaceArt } from "~/components/PlaceArt";
import { Badge } from "~/components/PlaceTile";
import { internationalCountry } from "~/modules/browse";
import { findGuideCountry } from "~/modules/catalog";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls";
import { ensureCanonical, expectRoute } from "~/modules/urls/route.server";

/** /mobile/restaurants/international/{country}: the mobile country page (SPEC §2 Mobile routes). */
export async function loader({ request }: LoaderFunctionArgs) {
  const route = expectRoute(request, "international-country");
  const page = internationalCountry(route.country.slug, true);
  if (!page) return data({ page: null }, { status: 404 });
  ensureCanonical(request, paths.internationalCountry(findGuideCountry(route.country.slug)!.name, { mobile: true }));
  return { page };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    data?.page
      ? {
          title: `Best Restaurants in ${data.page.country}`,
          description: `Restaurant guides for ${data.page.cityCount} cities in ${data.page.country}. ${data.page.blurb}`,
          path: paths.internationalCountry(data.page.country, { mobile: true }),
        }
      : { title: "Country Not Found", path: paths.mobileTab("search"), noindex: true },
    matches,
  );

export default function MobileCountry() {
  const { page } = useLoaderData<typeof loader>();
  if (!page) {
    return (
      <EmptyState
        headingLevel={1}
        title="Country Not Found"
        message="The country you're looking for doesn't exist in our database."
        action={{ to: paths.mobileTab("search"), label: "Explore other countries" }}
      />
    );
  }
  return (
    <div className="space-y-6">
      <section className="relative -mx-4 -mt-4 isolate overflow-hidden px-4 pb-6 pt-16 text-white">
        <div className="absolute inset-0 -z-10">
          <PlaceArt name={page.country} size="lg" />
          <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/30 to-black/10" />
        </div>
        <Badge tone="light">{page.region}</Badge>
        <h1 className="mt-2 font-display text-3xl font-bold tracking-tight">{`Best Restaurants in ${page.country}`}</h1>
        <p className="mt-1 text-sm text-white/90">{page.blurb}</p>
        <p className="mt-2 text-sm font-semibold">{`${page.cityCount} ${page.cityCount === 1 ? "city" : "cities"} to explore`}</p>
      </section>
      <section aria-labelledby="major-cities">
        <h2 id="major-cities" className="text-lg font-semibold">
          Major Cities
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-3">
          {page.majorCities.map((c) => (
            <li key={c.to}>
              <Link to={c.to} className="block overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
                <div className="relative aspect-[4/3]">
                  <PlaceArt name={c.name} />
                  {c.capital ? (
                    <span className="absolute left-2 top-2">
                      <Badge>Capital</Badge>
                    </span>
                  ) : null}
                </div>
                <div className="px-3 py-2">
                  <p className="truncate font-semibold">{c.name}</p>
                  <p className="truncate text-xs text-stone-600">{`Population ${c.population}`}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {page.otherCities.length ? (
        <section aria-labelledby="all-cities">
          <h2 id="all-cities" className="text-lg font-semibold">
            All Cities
          </h2>
          <ul className="mt-3 divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white">
            {page.otherCities.map((c) => (
              <li key={c.to}>
                <Link to={c.to} className="flex min-h-12 items-center justify-between px-4 py-2 hover:bg-stone-50">
                  <span className="font-medium">{c.name}</span>
                  <span className="text-sm text-stone-600">{c.population}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
