import { Form } from "@remix-run/react";
import { LIST_DESCRIPTION_MAX, LIST_NAME_MAX } from "~/modules/http/limits";
import { useT } from "~/modules/i18n/react";
import { VisibilityChoices } from "./Visibility";

/** 'New list': a name, an optional description and who sees it. A plain form: no JavaScript needed. */
export function CreateListForm({ returnTo, mobile = false }: { returnTo: string; mobile?: boolean }) {
  const { t } = useT();
  const field = `mt-1 w-full rounded-lg border border-stone-300 px-3 ${mobile ? "min-h-11" : "py-2"}`;
  return (
    <Form method="post" action="/lists" className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5">
      <h2 className="text-lg font-semibold">{t("lists.create.title")}</h2>
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <label className="block">
        <span className="text-sm font-medium text-stone-700">{t("lists.create.name")}</span>
        <input
          name="name"
          required
          maxLength={LIST_NAME_MAX}
          placeholder={t("lists.create.namePlaceholder")}
          className={field}
        />
      </label>
      <label className="block">
        <span className="text-sm font-medium text-stone-700">{t("lists.create.description")}</span>
        <textarea name="description" rows={2} maxLength={LIST_DESCRIPTION_MAX} className={field} />
      </label>
      <VisibilityChoices value="private" />
      <button type="submit" className="btn-primary">
        {t("lists.create.submit")}
      </button>
    </Form>
  );
}
