/** The export formats, as the download links show them. */
const FORMATS = [
  { format: "csv", label: "CSV", hint: "spreadsheets" },
  { format: "geojson", label: "GeoJSON", hint: "mapping tools" },
  { format: "kml", label: "KML", hint: "Google My Maps and Google Earth" },
] as const;

/**
 * 'Export favorites': one download link per format (plain links to /account/export/{format}, which work
 * without JavaScript). `large`: the mobile version's 44 px touch targets.
 */
export function ExportLinks({ large = false }: { large?: boolean }) {
  return (
    <nav aria-label="Export favorites" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-stone-700">Export:</span>
      {FORMATS.map((f) => (
        <a
          key={f.format}
          href={`/account/export/${f.format}`}
          download={`tablescout-favorites.${f.format}`}
          title={`Download as ${f.label}, for ${f.hint}`}
          className={`inline-flex items-center rounded-full border border-stone-300 bg-white px-3 font-semibold text-brand-700 hover:border-brand-600 ${large ? "min-h-11" : "min-h-9"}`}
        >
          {f.label}
        </a>
      ))}
    </nav>
  );
}
