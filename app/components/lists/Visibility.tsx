import { useT } from "~/modules/i18n/react";

export type Visibility = "private" | "link" | "public";
const KEYS = {
  private: { label: "lists.visibility.private", hint: "lists.visibility.privateHint" },
  link: { label: "lists.visibility.link", hint: "lists.visibility.linkHint" },
  public: { label: "lists.visibility.public", hint: "lists.visibility.publicHint" },
} as const;

/** Who sees a list, as a small label ('Private', 'Link only', 'Public'). */
export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  const { t } = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        visibility === "private" ? "bg-stone-100 text-stone-700" : "bg-brand-50 text-brand-800"
      }`}
    >
      {t(KEYS[visibility].label)}
    </span>
  );
}

/** The three choices of who sees a list, each with what it means (radio buttons: no JavaScript needed). */
export function VisibilityChoices({ name = "visibility", value }: { name?: string; value: Visibility }) {
  const { t } = useT();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-700">{t("lists.visibility.legend")}</legend>
      <div className="mt-2 space-y-2">
        {(["private", "link", "public"] as const).map((v) => (
          <label key={v} className="flex items-start gap-2">
            <input type="radio" name={name} value={v} defaultChecked={v === value} className="mt-1 h-4 w-4" />
            <span>
              <span className="font-medium">{t(KEYS[v].label)}</span>
              <span className="block text-sm text-stone-600">{t(KEYS[v].hint)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
