import type { LinkItem } from "~/modules/listing/index.server";
import { PageLinkList } from "../PageLinkList";

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
  const shape = `rounded-full border text-sm ${touch ? "inline-flex min-h-11 items-center px-4" : "inline-block px-3 py-1.5"}`;
  return (
    <PageLinkList
      items={items}
      className={`flex flex-wrap gap-2 ${className}`}
      linkClass={`${shape} border-stone-300 bg-white hover:border-brand-600 hover:text-brand-700`}
      currentClass={`${shape} border-brand-600 bg-brand-600 text-white`}
    />
  );
}
