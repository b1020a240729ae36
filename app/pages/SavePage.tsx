import { type SaveData, SaveForm } from "~/components/lists/SaveForm";
import { useT } from "~/modules/i18n/react";

/** /save and /mobile/save: the Save form as a page of its own (without JavaScript, and for a direct link). */
export function SavePage({ data }: { data: SaveData }) {
  const { t } = useT();
  return (
    <div className={data.mobile ? "space-y-4" : "mx-auto max-w-lg px-4 py-10"}>
      <h1 className="font-display text-3xl font-bold">{t("lists.save.title", { name: data.place.name })}</h1>
      <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5">
        <SaveForm data={data} />
      </div>
    </div>
  );
}
