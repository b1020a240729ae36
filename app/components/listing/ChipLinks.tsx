import type { LinkItem } from "~/modules/listing";
import { PageLink } from "../PageLink";

/** A wrapping row of pill links (neighbourhoods, nearby cities, features), the current one marked. */
export function ChipLinks({
  items,
  touch = false,
  className = "",
}: {
  items: readonly LinkItem[];
  /** 44 px tall pills. */
  touch?: boolean;
  className?: string;
}) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {items.map((n) => (
        <li key={n.to}>
          <PageLink
            to={n.to}
            aria-current={n.active ? "page" : undefined}
            className={`rounded-full border text-sm ${touch ? "inline-flex min-h-11 items-center px-4" : "inline-block px-3 py-1.5"} ${
              n.active
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-stone-300 bg-white hover:border-brand-600 hover:text-brand-700"
            }`}
          >
            {n.name}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
