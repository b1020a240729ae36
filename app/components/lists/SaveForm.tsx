import { Form, Link } from "@remix-run/react";
import { VisibilityBadge } from "~/components/lists/Visibility";
import { useT } from "~/modules/i18n/react";
import type { Visibility } from "~/modules/lists/index.server";

/** What the Save form shows: the place, the person's lists (ticked where the place is) and the limits. */
export interface SaveData {
  mobile: boolean;
  place: { id: string; name: string };
  returnTo: string;
  lists: { id: string; title: string; visibility: Visibility; count: number; ticked: boolean; full: boolean }[];
  canCreate: boolean;
  limits: { name: number };
}

/**
 * 'Save {name}': the person's lists as checkboxes, ticked where the place is, and a field to make a new list
 * on the spot. A plain form posting to /lists (which then goes back to `returnTo`); with JavaScript the same
 * form shows in a popover over the page the person is on.
 */
export function SaveForm({ data, onCancel }: { data: SaveData; onCancel?: () => void }) {
  // In the popover (onCancel), submitting also closes it: the page comes back with the outcome's message.
  const { t } = useT();
  const field = `w-full rounded-lg border border-stone-300 px-3 ${data.mobile ? "min-h-11" : "py-2"}`;
  return (
    <Form method="post" action="/lists" className="space-y-4" onSubmit={() => onCancel && setTimeout(onCancel)}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="place_id" value={data.place.id} />
      <input type="hidden" name="returnTo" value={data.returnTo} />
      <fieldset>
        <legend className="text-sm text-stone-700">{t("lists.save.intro")}</legend>
        <ul className="mt-3 max-h-[50vh] space-y-1 overflow-y-auto">
          {data.lists.map((l) => (
            <li key={l.id}>
              <input type="hidden" name="shown" value={l.id} />
              <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-stone-50">
                <input
                  type="checkbox"
                  name="ticked"
                  value={l.id}
                  defaultChecked={l.ticked}
                  disabled={l.full}
                  className="h-5 w-5"
                />
                <span className="min-w-0 flex-1">
                  <span className="font-medium">
                    <bdi>{l.title}</bdi>
                  </span>{" "}
                  <span className="text-sm text-stone-600">{t("lists.count", { count: l.count })}</span>
                </span>
                <VisibilityBadge visibility={l.visibility} />
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {data.canCreate ? (
        <label className="block">
          <span className="text-sm font-medium text-stone-700">{t("lists.save.newList")}</span>
          <input
            name="new_list"
            maxLength={data.limits.name}
            placeholder={t("lists.save.newListPlaceholder")}
            className={`mt-1 ${field}`}
          />
        </label>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary">
          {t("lists.save.submit")}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className="btn-secondary">
            {t("lists.save.cancel")}
          </button>
        ) : (
          <Link to={data.returnTo} className="btn-secondary">
            {t("lists.save.cancel")}
          </Link>
        )}
      </div>
    </Form>
  );
}
