import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useT } from "~/modules/i18n/react";
import { GEOLOCATION_OPTIONS } from "~/modules/location/browser";
import type { NearYou } from "~/modules/location/index.server";
import { Streamed } from "./Streamed";

/**
 * 'Near you in {city}, {state}': from the edge location on the server; with JavaScript, an
 * opt-in 'Use my precise location' asks the browser instead. Web: nothing is shown while loading or when
 * no location is found. Mobile: 'Loading restaurants...' while the strip streams,
 * 'Finding restaurants near you...' while the browser locates, the city, 4 neighbourhoods and 4 nearby cities.
 */
export function NearYouStrip({
  near,
  mobile = false,
  offerPrecise = true,
}: {
  near: NearYou | null | Promise<NearYou | null>;
  mobile?: boolean;
  /** Off where the page has its own way to share a precise location (the Near Me tab). */
  offerPrecise?: boolean;
}) {
  const { t } = useT();
  const [precise, setPrecise] = useState<NearYou | null>(null);
  const [canLocate, setCanLocate] = useState(false);
  const [locating, setLocating] = useState(false);
  useEffect(() => setCanLocate("geolocation" in navigator), []);
  const locate = () => {
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const params = new URLSearchParams({
            location: `${coords.latitude.toFixed(5)},${coords.longitude.toFixed(5)}`,
          });
          if (mobile) params.set("mobile", "1");
          const res = await fetch(`/api/near?${params}`);
          const body = (await res.json()) as { near?: NearYou | null };
          if (body.near) setPrecise(body.near);
        } finally {
          setLocating(false);
        }
      },
      () => setLocating(false), // denied or failed: keep what is shown
      GEOLOCATION_OPTIONS,
    );
  };
  const button =
    canLocate && offerPrecise ? (
      <button
        type="button"
        onClick={locate}
        disabled={locating}
        className={`text-sm font-semibold text-brand-700 hover:underline disabled:opacity-50 ${mobile ? "min-h-11 px-1" : ""}`}
      >
        {t(locating ? "shell.nearYou.locating" : "shell.nearYou.usePrecise")}
      </button>
    ) : null;
  if (precise) return <Strip strip={precise} action={button} mobile={mobile} />;
  return (
    <Streamed
      resolve={near}
      // The strip's own size while it is on its way (a phone's, then a wide screen's), so nothing below it moves
      // when it lands (layout shift is what a reader feels as a page jumping under their thumb).
      fallback={
        mobile ? (
          <div className="flex min-h-[27.5rem] items-center justify-center rounded-2xl border border-stone-200 bg-white p-4">
            <p role="status" className="text-sm text-stone-600">
              {t("shell.nearYou.loading")}
            </p>
          </div>
        ) : (
          <div className={LOOK.web.section} aria-hidden="true">
            <div className="min-h-[17rem] rounded-2xl border border-stone-200 bg-white sm:min-h-[10rem]" />
          </div>
        )
      }
      errorElement={null}
    >
      {(strip) =>
        strip ? (
          <Strip strip={strip} action={button} mobile={mobile} />
        ) : button ? (
          <div className={mobile ? "py-2" : "mx-auto max-w-7xl px-4 pt-10 text-center sm:px-6"}>{button}</div>
        ) : null
      }
    </Streamed>
  );
}

/** The web strip is one row of pills under the heading; the mobile one a big city button and two grids. */
const LOOK = {
  web: {
    section: "mx-auto max-w-7xl px-4 pt-10 sm:px-6",
    card: "rounded-2xl border border-stone-200 bg-white p-5 shadow-sm",
    city: "btn-primary",
    list: "mt-3 flex flex-wrap gap-2",
    chip: "inline-block rounded-full border border-stone-300 px-3 py-1.5 text-sm hover:border-brand-600 hover:text-brand-700",
  },
  mobile: {
    section: "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm",
    card: "",
    city: "btn-primary mt-3 min-h-11 w-full",
    list: "mt-2 grid grid-cols-2 gap-2",
    chip: "flex min-h-11 items-center rounded-xl border border-stone-200 px-3 text-sm font-medium leading-tight hover:border-brand-600 hover:text-brand-700",
  },
} as const;

function Strip({ strip, action, mobile }: { strip: NearYou; action: React.ReactNode; mobile: boolean }) {
  const { t } = useT();
  const look = LOOK[mobile ? "mobile" : "web"];
  const city = (
    <Link to={strip.cityLink.to} className={look.city}>
      {t("shell.restaurantsIn", { city: strip.city })}
    </Link>
  );
  const groups = mobile
    ? [
        { title: t("shell.nearYou.neighborhoods"), items: strip.chips.filter((c) => c.kind === "neighborhood") },
        { title: t("shell.nearYou.nearbyCities"), items: strip.chips.filter((c) => c.kind === "city") },
      ].filter((g) => g.items.length)
    : [{ title: undefined, items: strip.chips }];
  return (
    <section aria-labelledby="near-you" className={look.section}>
      <div className={look.card}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="near-you" className="text-lg font-semibold">
            {t("shell.nearYou.heading", { city: strip.city, state: strip.state })}
          </h2>
          {mobile ? null : action}
        </div>
        {mobile ? city : null}
        {groups.map((g) => (
          <div key={g.title ?? "chips"} className={mobile ? "mt-4" : ""}>
            {g.title ? (
              <h3 className="text-xs font-semibold uppercase tracking-wider text-stone-500">{g.title}</h3>
            ) : null}
            <ul className={look.list}>
              {mobile ? null : <li>{city}</li>}
              {g.items.map((c) => (
                <li key={c.to}>
                  <Link to={c.to} data-kind={c.kind} className={look.chip}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {mobile && action ? <div className="mt-2">{action}</div> : null}
      </div>
    </section>
  );
}
