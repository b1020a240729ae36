import { useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PageLink } from "~/components/PageLink";
import { useT } from "~/modules/i18n/react";
import type { LinkItem } from "~/modules/listing/index.server";

interface Props {
  openNow: { active: boolean; to: string };
  /** 'Members' rating: 4 stars and up'. */
  membersFilter: { active: boolean; to: string };
  sorts: readonly LinkItem[];
  /** 'Nearest to me': the page sorted by distance, without a position yet; active when sorted from one. */
  nearMe?: { to: string; active: boolean };
  /** With 'open now': how many places were left out because their hours are unknown. */
  unknownHours?: number;
}

/**
 * 'Open now', 'Members' rating: 4 stars and up' and the sort order, as links (they work without JavaScript, and
 * the URL can be shared): Best match, Top rated, Most reviewed, Top rated by members, Nearest. Each keeps the
 * page's other filters.
 */
export function ListingControls({ openNow, membersFilter, sorts, nearMe, unknownHours }: Props) {
  const { t } = useT();
  const chip = (active: boolean) =>
    `inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium ${
      active
        ? "border-brand-600 bg-brand-600 text-white"
        : "border-stone-300 bg-white text-stone-700 hover:border-brand-600"
    }`;
  return (
    <div className="mb-4 space-y-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <PageLink to={openNow.to} className={chip(openNow.active)} aria-current={openNow.active ? "true" : undefined}>
          {t(openNow.active ? "listing.controls.openNowActive" : "listing.controls.openNow")}
        </PageLink>
        <PageLink
          to={membersFilter.to}
          className={chip(membersFilter.active)}
          aria-current={membersFilter.active ? "true" : undefined}
        >
          {t("listing.members.filter")}
        </PageLink>
        <nav aria-label={t("listing.controls.sortBy")} className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-stone-600" aria-hidden="true">
            {t("listing.controls.sortPrefix")}
          </span>
          {sorts.map((s) => (
            <PageLink
              key={s.name}
              to={s.to}
              className={chip(Boolean(s.active))}
              aria-current={s.active ? "true" : undefined}
            >
              {s.name}
            </PageLink>
          ))}
          {nearMe ? <NearMeSort {...nearMe} className={chip(nearMe.active)} /> : null}
        </nav>
      </div>
      {openNow.active && unknownHours ? (
        <p className="text-sm text-stone-600">{t("listing.controls.unknownHours", { count: unknownHours })}</p>
      ) : null}
    </div>
  );
}

/**
 * 'Nearest to me': asks the browser for the visitor's position (only when chosen) and opens this page
 * sorted by distance from it, rounded to about 100 m. It needs JavaScript, so it appears only once the
 * page runs it (and the browser can locate); before that, a page already sorted from a position says so.
 * The position goes into the URL only, never to storage.
 */
function NearMeSort({ to, active, className }: { to: string; active: boolean; className: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [usable, setUsable] = useState(false);
  const [state, setState] = useState<"idle" | "locating" | "failed">("idle");
  useEffect(() => setUsable("geolocation" in navigator), []);
  if (!usable)
    return active ? (
      <span className={className} aria-current="true">
        {t("listing.controls.nearestToYou")}
      </span>
    ) : null;
  const locate = async () => {
    setState("locating");
    // Loaded when chosen: most visitors never ask, and the results page's first load stays lighter.
    const { GEOLOCATION_OPTIONS } = await import("~/modules/location/browser");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setState("idle");
        const from = `${coords.latitude.toFixed(3)},${coords.longitude.toFixed(3)}`;
        navigate(`${to}${to.includes("?") ? "&" : "?"}${new URLSearchParams({ from })}`);
      },
      () => setState("failed"),
      GEOLOCATION_OPTIONS,
    );
  };
  return (
    <>
      <button type="button" onClick={locate} className={className} aria-pressed={active}>
        {t(state === "locating" ? "listing.controls.locating" : "listing.controls.nearestToMe")}
      </button>
      {state === "failed" ? (
        <span role="alert" className="text-sm text-stone-600">
          {t("listing.controls.locationUnavailable")}
        </span>
      ) : null}
    </>
  );
}
