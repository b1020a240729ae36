import { Link } from "@remix-run/react";
import { useHrefIn, useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";

/** The export formats, as the download links show them (a link's title says what the format is for). */
const FORMATS = [
  { format: "csv", label: "CSV", title: "account.export.csvTitle" },
  { format: "geojson", label: "GeoJSON", title: "account.export.geojsonTitle" },
  { format: "kml", label: "KML", title: "account.export.kmlTitle" },
] as const;

/**
 * 'Export favorites': one download link per format (plain links to /account/export/{format}, which work
 * without JavaScript), shown when there is something to export; then 'Import from a file', always.
 * `mobile`: the Favorites tab's version (44 px touch targets, its own import page).
 */
export function ExportLinks({
  mobile = false,
  canExport = true,
  list,
}: {
  mobile?: boolean;
  canExport?: boolean;
  /** Another list than Favorites: its exports and an import into it. */
  list?: { id: string };
}) {
  const { t } = useT();
  const hrefIn = useHrefIn();
  const pill = `inline-flex items-center rounded-full border border-stone-300 bg-white px-3 font-semibold text-brand-700 hover:border-brand-600 ${mobile ? "min-h-11" : "min-h-9"}`;
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
      {canExport ? (
        <nav
          aria-label={t(list ? "lists.export.label" : "account.export.label")}
          className="flex flex-wrap items-center gap-2"
        >
          <span className="font-medium text-stone-700">{t("account.export.prefix")}</span>
          {FORMATS.map((f) => (
            <a
              key={f.format}
              href={hrefIn(list ? paths.listExport(list.id, f.format) : `/account/export/${f.format}`)}
              download={list ? true : `tablescout-favorites.${f.format}`}
              title={t(f.title)}
              className={pill}
            >
              {f.label}
            </a>
          ))}
        </nav>
      ) : null}
      <Link to={list ? paths.listImport(list.id, { mobile }) : paths.accountImport({ mobile })} className={pill}>
        {t(list ? "lists.export.import" : "account.export.import")}
      </Link>
    </div>
  );
}
