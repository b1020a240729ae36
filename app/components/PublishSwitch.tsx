import { Form } from "@remix-run/react";
import { useT } from "~/modules/i18n/react";

/** The 'Publish Favorites' switch: a one-button form, so it works without JavaScript. */
export function PublishSwitch({ published, returnTo }: { published: boolean; returnTo: string }) {
  const { t } = useT();
  return (
    <Form
      method="post"
      action="/favorites"
      className="flex items-center justify-between gap-4 rounded-xl bg-stone-50 p-4"
    >
      <input type="hidden" name="intent" value="publish" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="published" value={published ? "off" : "on"} />
      <div>
        <p className="font-semibold" id="publish-label">
          {t("account.publish.label")}
        </p>
        <p className="text-sm text-stone-600">{t(published ? "account.publish.on" : "account.publish.off")}</p>
      </div>
      <button
        type="submit"
        role="switch"
        aria-checked={published}
        aria-labelledby="publish-label"
        className="relative inline-flex h-11 w-14 shrink-0 items-center justify-center"
      >
        <span
          className={`relative inline-flex h-7 w-12 items-center rounded-full transition ${published ? "bg-brand-600" : "bg-stone-300"}`}
        >
          <span
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${published ? "translate-x-6 rtl:-translate-x-6" : "translate-x-1 rtl:-translate-x-1"}`}
          />
        </span>
      </button>
    </Form>
  );
}
