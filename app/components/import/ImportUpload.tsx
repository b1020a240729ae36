import { Form, Link, useNavigation } from "@remix-run/react";
import { type ChangeEvent, type ReactNode, useId } from "react";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "~/modules/http/limits";
import { Rich, useHrefIn, useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";

const MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);

/**
 * With JavaScript, a file over the limit is caught before it is sent (the server checks it anyway);
 * `tooLarge` says so in the page's language.
 */
function checkSize(event: ChangeEvent<HTMLInputElement>, tooLarge: string) {
  const file = event.currentTarget.files?.[0];
  event.currentTarget.setCustomValidity(file && file.size > IMPORT_MAX_BYTES ? tooLarge : "");
  event.currentTarget.reportValidity();
}

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
const code = (chunks: ReactNode[]) => <code>{chunks}</code>;

/**
 * 'Import favorites': which files work and where to get them, the limits, and a multipart upload form.
 * Nothing is added at this step: the next page previews what was found.
 */
export function ImportUpload({
  error,
  mobile = false,
  list,
}: {
  error?: string;
  mobile?: boolean;
  /** Another list than Favorites, which the places go into. */
  list?: { id: string; title: string } | null;
}) {
  const navigation = useNavigation();
  const { t } = useT();
  const hrefIn = useHrefIn();
  const here = list ? paths.listImport(list.id, { mobile }) : paths.accountImport({ mobile });
  // The router's form action carries the page's language prefix (its basename).
  const busy = navigation.state === "submitting" && navigation.formAction?.split("?")[0] === hrefIn(here).split("?")[0];
  const touch = mobile ? "min-h-11" : "";
  const fileId = useId();
  const errorId = useId();
  const hintId = useId();
  return (
    <div className={mobile ? "" : "mx-auto max-w-3xl px-4 py-10 sm:px-6"}>
      <p className="text-sm">
        <Link
          to={list ? paths.list(list.id, { mobile }) : mobile ? paths.mobileTab("favorites") : paths.account()}
          className={`inline-flex items-center font-semibold text-brand-700 hover:underline ${touch}`}
        >
          {list ? list.title : t(mobile ? "account.import.backToFavorites" : "account.import.backToAccount")}
        </Link>
      </p>
      <h1 className={`mt-2 font-display font-bold tracking-tight ${mobile ? "text-2xl" : "text-4xl"}`}>
        {list ? t("lists.import.title", { name: list.title }) : t("account.import.title")}
      </h1>
      <p className="mt-3 text-stone-700">{t("account.import.intro")}</p>

      <Form
        method="post"
        action={here}
        encType="multipart/form-data"
        className={`mt-6 rounded-2xl border border-stone-200 bg-white ${mobile ? "p-4" : "p-6"}`}
      >
        {list ? <input type="hidden" name="list" value={list.id} /> : null}
        <label htmlFor={fileId} className="block font-semibold">
          {t("account.import.chooseFile")}
        </label>
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {t("account.import.fileHint", { mb: MAX_MB, max: IMPORT_MAX_ROWS })}
        </p>
        <input
          id={fileId}
          type="file"
          name="file"
          required
          accept=".csv,.json,.geojson,.kml,.kmz,.zip,text/csv,application/json,application/geo+json"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => checkSize(event, t("account.import.tooLarge", { mb: MAX_MB }))}
          className="mt-2 block w-full rounded-lg border border-stone-300 p-2 text-sm file:me-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <button type="submit" className={`btn-primary mt-4 ${touch}`} disabled={busy}>
          {t(busy ? "account.import.checking" : "account.import.check")}
        </button>
      </Form>

      <section
        aria-labelledby="formats"
        className={`mt-6 rounded-2xl border border-stone-200 bg-white ${mobile ? "p-4" : "p-6"}`}
      >
        <h2 id="formats" className="text-lg font-semibold">
          {t("account.import.formats")}
        </h2>
        <ul className="mt-3 list-disc space-y-2 ps-5 text-stone-700">
          <li>
            <Rich k="account.import.formatTakeout" values={{ b: strong }} />
          </li>
          <li>
            <Rich k="account.import.formatCsv" values={{ b: strong, code }} />
          </li>
          <li>
            <Rich k="account.import.formatGeo" values={{ b: strong }} />
          </li>
          <li>
            <Rich k="account.import.formatExport" values={{ b: strong }} />
          </li>
        </ul>
        <p className="mt-3 text-sm text-stone-600">
          {list ? (
            <Rich
              k="lists.import.limits"
              values={{ mb: MAX_MB, max: IMPORT_MAX_ROWS, list: <bdi key="list">{list.title}</bdi> }}
            />
          ) : (
            t("account.import.limits", { mb: MAX_MB, max: IMPORT_MAX_ROWS })
          )}
        </p>
      </section>
    </div>
  );
}
