import { PageLink } from "~/components/PageLink";
import type { LinkItem } from "~/modules/listing";

interface Props {
  openNow: { active: boolean; to: string };
  sorts: readonly LinkItem[];
  /** With 'open now': how many places were left out because their hours are unknown. */
  unknownHours?: number;
}

/**
 * 'Open now' and the sort order, as links (they work without JavaScript, and the URL can be shared):
 * Best match, Top rated, Most reviewed, Nearest. Each keeps the page's other filters.
 */
export function ListingControls({ openNow, sorts, unknownHours }: Props) {
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
          {openNow.active ? "✓ Open now" : "Open now"}
        </PageLink>
        <nav aria-label="Sort by" className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-stone-600" aria-hidden="true">
            Sort:
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
        </nav>
      </div>
      {openNow.active && unknownHours ? (
        <p className="text-sm text-stone-600">
          {unknownHours === 1
            ? "1 place with unknown opening hours is not shown."
            : `${unknownHours} places with unknown opening hours are not shown.`}
        </p>
      ) : null}
    </div>
  );
}
