import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Rich, useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import { Isolated } from "../Isolated";

interface FoundPlace {
  name: string;
  address?: string;
  href: string;
}

type FileRow = { index: number; line: number; name: string; address?: string };

/** What the preview page shows of an import (built by its route from the stored preview). */
export interface ImportPreviewView {
  /** The mobile Favorites tab's version: 44 px touch targets, its own links. */
  mobile: boolean;
  fileName: string;
  confirmed: boolean;
  added: number | null;
  /** The list the places go into when it is not Favorites: its id and title. */
  into: { id: string; title: string } | null;
  rows: (FileRow &
    (
      | { status: "matched"; place: FoundPlace }
      | { status: "choose"; choices: FoundPlace[] }
      | { status: "missing"; reason: string }
      | { status: "already"; reason: string }
    ))[];
}

/** Where the row is in the file, and what the file calls the place when that differs from what was found. */
function FromFile({ row, found }: { row: FileRow; found: string }) {
  const { t } = useT();
  const same = row.name.trim().toLowerCase() === found.trim().toLowerCase();
  return (
    <span className="block text-xs text-stone-600">
      {same
        ? t("account.import.review.fromFile", { line: row.line })
        : t("account.import.review.fromFileNamed", { line: row.line, name: row.name })}
    </span>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An import that has expired, or is not this user's: what happened, and the way to start again. */
function MissingImport({ mobile }: { mobile: boolean }) {
  const { t } = useT();
  return (
    <div className={mobile ? "" : "mx-auto max-w-3xl px-4 py-10 sm:px-6"}>
      <h1 className={`font-display font-bold tracking-tight ${mobile ? "text-2xl" : "text-4xl"}`}>
        {t("account.import.missing.title")}
      </h1>
      <p className="mt-3 text-stone-700">{t("account.import.missing.body")}</p>
      <Link to={paths.accountImport({ mobile })} className={`btn-primary mt-6 ${mobile ? "min-h-11" : ""}`}>
        {t("account.import.missing.again")}
      </Link>
    </div>
  );
}

function ErrorNote({ error }: { error: string }) {
  return (
    <p role="alert" className="mt-4 w-full rounded-lg bg-red-50 p-3 text-sm text-red-800">
      {error}
    </p>
  );
}

/** What the file says of a row: its name, and its address when it has one. */
function RowName({ row }: { row: FileRow }) {
  const { t } = useT();
  return (
    <>{row.address ? t("account.import.review.nameAndAddress", { name: row.name, address: row.address }) : row.name}</>
  );
}

/** Rows that will not be added, each with its line in the file and the reason. `title`: with the count. */
function ReasonList({
  id,
  title,
  rows,
}: {
  id: string;
  title: string;
  rows: readonly (FileRow & { reason: string })[];
}) {
  const { t } = useT();
  if (!rows.length) return null;
  return (
    <Section id={id} title={title}>
      <ul className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {rows.map((r) => (
          <li key={r.index} className="p-4">
            <span className="block font-semibold">
              <RowName row={r} />
            </span>
            <span className="block text-sm text-stone-700">
              <Isolated text={t("account.import.review.lineReason", { line: r.line, reason: r.reason })} />
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The import's preview: places found (ticked, can be unticked), rows with several candidates (choose one,
 * or none), rows not found with the reason, and rows already saved. One form confirms; it works without
 * JavaScript. Once confirmed, the page says what was added.
 */
export function ImportReview({
  preview: found,
  error,
}: {
  preview: ImportPreviewView | { missing: true; mobile: boolean };
  error?: string;
}) {
  const navigation = useNavigation();
  const { t } = useT();
  if ("missing" in found) return <MissingImport mobile={found.mobile} />;
  const preview = found;
  const busy = navigation.state === "submitting";
  const by = <S extends ImportPreviewView["rows"][number]["status"]>(status: S) =>
    preview.rows.filter((r): r is Extract<ImportPreviewView["rows"][number], { status: S }> => r.status === status);
  const matched = by("matched");
  const choose = by("choose");
  const missing = by("missing");
  const already = by("already");
  const { mobile } = preview;
  const touch = mobile ? "min-h-11" : "";
  const { into } = preview;
  const destination = into ? paths.list(into.id, { mobile }) : mobile ? paths.mobileTab("favorites") : paths.account();
  // The confirm form's error sits beside its button, where the person who pressed it is looking.
  const canAdd = !preview.confirmed && (matched.length > 0 || choose.length > 0);
  return (
    <div className={mobile ? "" : "mx-auto max-w-3xl px-4 py-10 sm:px-6"}>
      <p className="text-sm">
        <Link
          to={paths.accountImport({ mobile })}
          className={`inline-flex items-center font-semibold text-brand-700 hover:underline ${touch}`}
        >
          {t("account.import.review.another")}
        </Link>
      </p>
      <h1 className={`mt-2 font-display font-bold tracking-tight ${mobile ? "text-2xl" : "text-4xl"}`}>
        {t("account.import.review.title")}
      </h1>
      <p className="mt-3 text-stone-700">
        <Rich
          k="account.import.review.summary"
          values={{
            file: (chunks) => (
              <span translate="no" className="font-semibold">
                {chunks}
              </span>
            ),
            fileName: preview.fileName,
            total: preview.rows.length,
            found: matched.length,
            choose: choose.length,
            missing: missing.length,
            already: already.length,
          }}
        />
      </p>
      {error && !canAdd ? <ErrorNote error={error} /> : null}
      {preview.confirmed ? (
        <div role="status" className="mt-6 rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
          <p className="font-semibold text-emerald-900">
            {into ? (
              <Rich
                k="lists.import.done"
                values={{ added: preview.added ?? 0, list: <bdi key="list">{into.title}</bdi> }}
              />
            ) : (
              t("account.import.review.done", { added: preview.added ?? 0 })
            )}
          </p>
          <Link to={destination} className={`btn-primary mt-4 ${touch}`}>
            {t(into ? "lists.import.seeList" : "account.import.review.seeFavorites")}
          </Link>
        </div>
      ) : (
        <Form method="post">
          <p className="mt-4 text-sm text-stone-600">{t("account.import.review.nothingYet")}</p>
          {matched.length ? (
            <Section id="import-found" title={t("account.import.review.found", { count: matched.length })}>
              <ul className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
                {matched.map((r) => (
                  <li key={r.index} className="flex items-start gap-3 p-4">
                    <input
                      type="checkbox"
                      name="add"
                      value={r.index}
                      defaultChecked
                      id={`add-${r.index}`}
                      className="mt-1 size-6 accent-brand-600"
                    />
                    <label htmlFor={`add-${r.index}`} className="min-w-0 flex-1">
                      <span className="block font-semibold">{r.place.name}</span>
                      {r.place.address ? <span className="block text-sm text-stone-700">{r.place.address}</span> : null}
                      <FromFile row={r} found={r.place.name} />
                    </label>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {choose.length ? (
            <Section id="import-choose" title={t("account.import.review.choose", { count: choose.length })}>
              <div className="mt-3 space-y-4">
                {choose.map((r) => (
                  <fieldset key={r.index} className="rounded-2xl border border-stone-200 bg-white p-4">
                    <legend className="float-left w-full font-semibold">
                      <RowName row={r} />
                    </legend>
                    <p className="clear-both pt-1 text-xs text-stone-600">
                      {t("account.import.review.chooseHint", { line: r.line })}
                    </p>
                    <div className="mt-2 space-y-2">
                      {r.choices.map((c, j) => (
                        <label key={c.href} className="flex items-start gap-3">
                          <input
                            type="radio"
                            name={`pick-${r.index}`}
                            value={j}
                            className="mt-1 size-6 accent-brand-600"
                          />
                          <span>
                            <span className="block font-medium">{c.name}</span>
                            {c.address ? <span className="block text-sm text-stone-700">{c.address}</span> : null}
                          </span>
                        </label>
                      ))}
                      <label className="flex items-start gap-3">
                        <input
                          type="radio"
                          name={`pick-${r.index}`}
                          value="none"
                          defaultChecked
                          className="mt-1 size-6 accent-brand-600"
                        />
                        <span className="font-medium">{t("account.import.review.none")}</span>
                      </label>
                    </div>
                  </fieldset>
                ))}
              </div>
            </Section>
          ) : null}
          <ReasonList
            id="import-missing"
            title={t("account.import.review.notFound", { count: missing.length })}
            rows={missing}
          />
          <ReasonList
            id="import-already"
            title={t("account.import.review.alreadySaved", { count: already.length })}
            rows={already}
          />
          {canAdd ? (
            <div className="mt-8 flex flex-wrap items-center gap-3">
              {error ? <ErrorNote error={error} /> : null}
              <button type="submit" className={`btn-primary ${touch}`} disabled={busy}>
                {busy ? (
                  t("account.import.review.adding")
                ) : into ? (
                  <Rich k="lists.import.add" values={{ list: <bdi key="list">{into.title}</bdi> }} />
                ) : (
                  t("account.import.review.add")
                )}
              </button>
              <Link to={destination} className={`btn-secondary ${touch}`}>
                {t("account.import.review.cancel")}
              </Link>
            </div>
          ) : (
            <p className="mt-8 text-stone-700">
              {t("account.import.review.nothing")}{" "}
              <Link to={paths.accountImport({ mobile })} className="font-semibold text-brand-700 hover:underline">
                {t("account.import.review.tryAnother")}
              </Link>
            </p>
          )}
        </Form>
      )}
    </div>
  );
}
