import { Link } from "@remix-run/react";
import { SortableFavorites } from "~/components/SortableFavorites";
import { useT } from "~/modules/i18n/react";
import type { ArrangeListData } from "./data";

/** A list's places by name, for its owner to put in order: buttons up and down, dragging with JavaScript. */
export function ArrangeListPage({ data }: { data: ArrangeListData }) {
  const { t } = useT();
  return (
    <div className={data.mobile ? "space-y-4" : "mx-auto max-w-2xl px-4 py-12"}>
      <Link to={data.back} className="text-sm font-semibold text-brand-700 hover:underline">
        {t("lists.arrange.back")}
      </Link>
      <h1 className="mt-2 font-display text-3xl font-bold">{t("lists.arrange.title", { name: data.title })}</h1>
      <p className="mt-2 text-stone-700">{t("lists.arrange.hint")}</p>
      <SortableFavorites items={data.items} sortable returnTo={data.here} list={{ id: data.id, title: data.title }} />
    </div>
  );
}
