import { Form, Link } from "@remix-run/react";
import { useT } from "~/modules/i18n/react";
import type { DeleteListData } from "./data";

/** 'Delete “{name}”?': what is lost (its places, their notes, its link), and the two ways out. */
export function DeleteListPage({ data }: { data: DeleteListData }) {
  const { t } = useT();
  return (
    <div className={data.mobile ? "space-y-4" : "mx-auto max-w-lg px-4 py-16"}>
      <h1 className="font-display text-3xl font-bold">{t("lists.delete.title", { name: data.title })}</h1>
      <p className="mt-4 text-stone-700">
        {t("lists.delete.what", { count: data.count, shared: data.shared ? "yes" : "no" })}
      </p>
      <Form method="post" action="/lists" className="mt-6 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="list" value={data.id} />
        <input type="hidden" name="returnTo" value={data.back} />
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800">
          {t("lists.delete.confirm")}
        </button>
        <Link to={data.back} className="btn-secondary">
          {t("lists.delete.keep")}
        </Link>
      </Form>
    </div>
  );
}
