import { Link, useLocation } from "@remix-run/react";
import { useT } from "~/modules/i18n/react";

/**
 * The numbered pages of a long list (a list's places, a profile's favorites, the account's favorites), as
 * links, so they work without JavaScript; the first page is the list's own address. `steps` adds a previous
 * and a next link around the numbers.
 */
export function Pager({
  page,
  pages,
  label,
  steps,
}: {
  page: number;
  pages: number;
  label: string;
  steps?: { previous: string; next: string };
}) {
  const { number } = useT();
  const location = useLocation();
  if (pages <= 1) return null;
  const to = (n: number) => (n === 1 ? location.pathname : `?page=${n}`);
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center gap-2">
      {steps && page > 1 ? (
        <Link to={to(page - 1)} className="btn-secondary">
          {steps.previous}
        </Link>
      ) : null}
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <Link
          key={n}
          to={to(n)}
          aria-current={n === page ? "page" : undefined}
          className={`h-9 min-w-9 rounded-full px-3 py-1.5 text-center text-sm font-semibold ${n === page ? "bg-brand-600 text-white" : "border border-stone-300"}`}
        >
          {number(n)}
        </Link>
      ))}
      {steps && page < pages ? (
        <Link to={to(page + 1)} className="btn-secondary">
          {steps.next}
        </Link>
      ) : null}
    </nav>
  );
}
