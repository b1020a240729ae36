import { Link } from "@remix-run/react";
import { useT } from "~/modules/i18n/react";
import { type Visibility, VisibilityBadge } from "./Visibility";

export interface ListTile {
  id: string;
  kind: "favorites" | "want-to-go" | "custom";
  title: string;
  description: string | null;
  visibility: Visibility;
  count: number;
  /** Null: not shown (a profile's lists). */
  updatedAt: number | null;
  href: string;
}

/** The person's lists as tiles: name, who sees it, how many places, when it last changed. */
export function ListsGrid({ lists, mobile = false }: { lists: readonly ListTile[]; mobile?: boolean }) {
  const { t, locale } = useT();
  // In UTC, so the server and the browser write the same date.
  const date = new Intl.DateTimeFormat(locale.tag, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <ul className={`grid gap-3 ${mobile ? "" : "sm:grid-cols-2 lg:grid-cols-3"}`}>
      {lists.map((l) => (
        <li key={l.id} className="relative rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:shadow-md">
          <h3 className="text-lg font-semibold">
            <Link to={l.href} className="after:absolute after:inset-0 hover:text-brand-700">
              <bdi>{l.title}</bdi>
            </Link>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <span>{t("lists.count", { count: l.count })}</span>
            <VisibilityBadge visibility={l.visibility} />
          </p>
          {l.description ? (
            <p className="mt-2 line-clamp-2 text-sm text-stone-700">
              <bdi>{l.description}</bdi>
            </p>
          ) : null}
          {l.updatedAt !== null ? (
            <p className="mt-2 text-xs text-stone-500">
              {t("lists.index.updated", { date: date.format(new Date(l.updatedAt)) })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
