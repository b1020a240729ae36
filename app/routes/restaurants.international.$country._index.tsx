import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { EmptyState } from "~/components/EmptyState";
import { PlaceArt } from "~/components/PlaceArt";
import { Badge, PlaceTile } from "~/components/PlaceTile";
import { internationalCountry } from "~/modules/browse";
import { findGuideCountry } from "~/modules/catalog";
import { pageMeta } from "~/modules/seo/meta";
import { isKnownCountry, paths } from "~/modules/urls";
import { ensureCanonical, expectRoute } from "~/modules/urls/route.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const route = expectRoute(request, "international-country");
  const page = internationalCountry(route.country.slug);
  if (!page) {
    // A country we know but have no city guide for: its states-and-provinces page has what we know.
    if (isKnownCountry(route.country) && route.country.divisions.length)
      return redirect(paths.country(route.country.name));
    return data({ notFound: true as const, page: null }, { status: 404 });
  }
  ensureCanonical(request, paths.internationalCountry(findGuideCountry(route.country.slug)!.name));
  return { notFound: false as const, page };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    data?.page
      ? {
          title: `Best Restaurants in ${data.page.country}`,
          description: `Restaurant guides for ${data.page.cityCount} cities in ${data.page.country}. ${data.page.blurb}`,
          path: paths.internationalCountry(data.page.country),
          keywords: [`${data.page.country} restaurants`, `where to eat in ${data.page.country}`],
        }
      : { title: "Country Not Found", path: paths.international(), noindex: true },
    matches,
  );

export default function InternationalCountry() {
  const { page } = useLoaderData<typeof loader>();
  if (!page) {
    return (
      <div className="px-4">
        <EmptyState
          headingLevel={1}
          title="Country Not Found"
          message="The country you're looking for doesn't exist in our database."
          action={{ to: paths.international(), label: "Back to International" }}
        />
      </div>
    );
  }
  return (
    <>
      <section className="relative isolate overflow-hidden text-white">
        <div className="absolute inset-0 -z-10">
          <PlaceArt name={page.country} size="lg" />
          <div className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/30 to-black/10" />
        </div>
        <div className="mx-auto max-w-7xl px-4 pb-12 pt-8 sm:px-6">
          <div className="[&_a]:text-white/90 [&_li]:text-white/80 [&_span]:text-white">
            <Breadcrumbs crumbs={page.crumbs} />
          </div>
          <div className="mt-16 max-w-3xl">
            <Badge tone="light">{page.region}</Badge>
            <h1 className="mt-3 font-display text-4xl font-bold tracking-tight sm:text-5xl">{`Best Restaurants in ${page.country}`}</h1>
            <p className="mt-3 text-lg text-white/90">{page.blurb}</p>
            <p className="mt-2 font-semibold">{`${page.cityCount} ${page.cityCount === 1 ? "city" : "cities"} to explore`}</p>
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <section aria-labelledby="major-cities">
          <h2 id="major-cities" className="text-2xl font-semibold">
            Major Cities
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {page.majorCities.map((c) => (
              <li key={c.to}>
                <PlaceTile
                  to={c.to}
                  name={c.name}
                  badge={c.capital ? <Badge>Capital</Badge> : undefined}
                  subtitle={`Population ${c.population} · ${c.region}`}
                />
              </li>
            ))}
          </ul>
        </section>
        {page.otherCities.length ? (
          <section aria-labelledby="all-cities" className="mt-12">
            <h2 id="all-cities" className="text-2xl font-semibold">
              All Cities
            </h2>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {page.otherCities.map((c) => (
                <li key={c.to}>
                  <Link
                    to={c.to}
                    className="flex items-baseline justify-between rounded-xl border border-stone-200 bg-white px-4 py-3 hover:border-brand-600"
                  >
                    <span className="font-medium">{c.name}</span>
                    <span className="text-sm text-stone-600">{c.population}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
