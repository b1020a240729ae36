import { Form, Link } from "@remix-run/react";
import { Rich, useHrefIn, useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";

/**
 * 'Your data' on /account and the mobile Profile tab: download everything held about you (a plain link
 * to a JSON file), and the way to delete the account (a link to its confirmation page, so it works
 * without JavaScript and nothing is deleted by one click).
 */
export function AccountDataSection({ mobile = false }: { mobile?: boolean }) {
  const target = mobile ? "min-h-11 w-full" : "";
  const { t } = useT();
  const hrefIn = useHrefIn();
  return (
    <section aria-labelledby="your-data" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id="your-data" className="text-xl font-semibold">
        {t("account.data.title")}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{t("account.data.intro")}</p>
      <div className={`mt-4 flex gap-3 ${mobile ? "flex-col" : "flex-wrap"}`}>
        <a href={hrefIn(paths.accountData())} download className={`btn-secondary ${target}`}>
          {t("account.data.download")}
        </a>
        <Link to={paths.accountDelete({ mobile })} className={`btn-secondary text-red-700 ${target}`}>
          {t("account.delete.title")}
        </Link>
      </div>
    </section>
  );
}

/**
 * The confirmation step of deleting the account: what will be erased, in plain words, that it cannot be
 * undone, and the username to type. `error`: the previous attempt's confirmation did not match.
 */
export function DeleteAccountConfirm({
  username,
  error,
  mobile = false,
}: {
  username: string;
  error: string | null;
  mobile?: boolean;
}) {
  const back = mobile ? paths.mobileTab("profile") : paths.account();
  const { t } = useT();
  const hrefIn = useHrefIn();
  return (
    <section aria-labelledby="delete-title" className={mobile ? "space-y-4" : "mx-auto max-w-2xl px-4 py-10 sm:px-6"}>
      <h1 id="delete-title" className="font-display text-3xl font-bold">
        {t("account.delete.title")}
      </h1>
      <div className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <p className="font-semibold">{t("account.delete.erases")}</p>
        <ul className="mt-2 list-disc space-y-1 ps-6 text-stone-700">
          <li>{t("account.delete.account")}</li>
          <li>
            <Rich
              k="account.delete.profile"
              values={{ username, name: (chunks) => <span className="font-medium">{chunks}</span> }}
            />
          </li>
          <li>{t("account.delete.favorites")}</li>
          <li>{t("account.delete.devices")}</li>
          <li>{t("account.delete.imports")}</li>
        </ul>
        <p className="mt-3 font-semibold text-red-800">{t("account.delete.final")}</p>
        <p className="mt-2 text-sm text-stone-600">
          <Rich
            k="account.delete.keepCopy"
            values={{
              link: (chunks) => (
                <a href={hrefIn(paths.accountData())} download className="font-semibold text-brand-700 underline">
                  {chunks}
                </a>
              ),
            }}
          />
        </p>
        {error ? (
          <p
            id="delete-error"
            role="alert"
            className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {error}
          </p>
        ) : null}
        <Form method="post" className="mt-4 space-y-3">
          <label htmlFor="confirm-username" className="block font-medium">
            {t("account.delete.confirmLabel", { username })}
          </label>
          <input
            id="confirm-username"
            name="confirm"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={200}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "delete-error" : undefined}
            className="w-full rounded-lg border border-stone-300 px-3 py-2"
          />
          <div className={`flex gap-3 ${mobile ? "flex-col" : "flex-wrap"}`}>
            <button
              type="submit"
              className={`inline-flex items-center justify-center rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 ${mobile ? "min-h-11 w-full" : ""}`}
            >
              {t("account.delete.confirmButton")}
            </button>
            <Link to={back} className={`btn-secondary ${mobile ? "min-h-11 w-full" : ""}`}>
              {t("account.delete.keep")}
            </Link>
          </div>
        </Form>
      </div>
    </section>
  );
}
