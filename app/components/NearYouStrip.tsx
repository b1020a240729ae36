import { Await, Link } from "@remix-run/react";
import { Suspense } from "react";
import type { NearYou } from "~/modules/location";

/** 'Near you in {city}, {state}' (SPEC §2): nothing while loading or when no location is known. */
export function NearYouStrip({ near }: { near: NearYou | null | Promise<NearYou | null> }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={near} errorElement={null}>
        {(strip) =>
          strip ? (
            <section aria-labelledby="near-you" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
              <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
                <h2 id="near-you" className="text-lg font-semibold">{`Near you in ${strip.city}, ${strip.state}`}</h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  <li>
                    <Link to={strip.cityLink.to} className="btn-primary">
                      {strip.cityLink.name}
                    </Link>
                  </li>
                  {strip.chips.map((c) => (
                    <li key={c.to}>
                      <Link
                        to={c.to}
                        data-kind={c.kind}
                        className="inline-block rounded-full border border-stone-300 px-3 py-1.5 text-sm hover:border-brand-600 hover:text-brand-700"
                      >
                        {c.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
