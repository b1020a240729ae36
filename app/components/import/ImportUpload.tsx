import { Form, Link, useNavigation } from "@remix-run/react";
import { type ChangeEvent, useId } from "react";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "~/modules/http/limits";
import { paths } from "~/modules/urls/paths";

const MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);
const TOO_LARGE = `This file is larger than ${MAX_MB} MB, the most one import accepts.`;

/** With JavaScript, a file over the limit is caught before it is sent (the server checks it anyway). */
function checkSize(event: ChangeEvent<HTMLInputElement>) {
  const file = event.currentTarget.files?.[0];
  event.currentTarget.setCustomValidity(file && file.size > IMPORT_MAX_BYTES ? TOO_LARGE : "");
  event.currentTarget.reportValidity();
}

/**
 * 'Import favorites': which files work and where to get them, the limits, and a multipart upload form.
 * Nothing is added at this step: the next page previews what was found.
 */
export function ImportUpload({ error, mobile = false }: { error?: string; mobile?: boolean }) {
  const navigation = useNavigation();
  const here = paths.accountImport({ mobile });
  const busy = navigation.state === "submitting" && navigation.formAction === here;
  const touch = mobile ? "min-h-11" : "";
  const fileId = useId();
  const errorId = useId();
  const hintId = useId();
  return (
    <div className={mobile ? "" : "mx-auto max-w-3xl px-4 py-10 sm:px-6"}>
      <p className="text-sm">
        <Link
          to={mobile ? paths.mobileTab("favorites") : paths.account()}
          className={`inline-flex items-center font-semibold text-brand-700 hover:underline ${touch}`}
        >
          {mobile ? "← Favorites" : "← My Account"}
        </Link>
      </p>
      <h1 className={`mt-2 font-display font-bold tracking-tight ${mobile ? "text-2xl" : "text-4xl"}`}>
        Import favorites
      </h1>
      <p className="mt-3 text-stone-700">
        Bring a list of restaurants from elsewhere. We look each one up, show you what we found, and add nothing until
        you confirm.
      </p>

      <Form
        method="post"
        action={here}
        encType="multipart/form-data"
        className={`mt-6 rounded-2xl border border-stone-200 bg-white ${mobile ? "p-4" : "p-6"}`}
      >
        <label htmlFor={fileId} className="block font-semibold">
          Choose a file
        </label>
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {`CSV, GeoJSON, KML or KMZ, or Google Takeout's saved places (.json or .zip). Up to ${MAX_MB} MB and ${IMPORT_MAX_ROWS} places.`}
        </p>
        <input
          id={fileId}
          type="file"
          name="file"
          required
          accept=".csv,.json,.geojson,.kml,.kmz,.zip,text/csv,application/json,application/geo+json"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={checkSize}
          className="mt-2 block w-full rounded-lg border border-stone-300 p-2 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <button type="submit" className={`btn-primary mt-4 ${touch}`} disabled={busy}>
          {busy ? "Looking up places…" : "Check file"}
        </button>
      </Form>

      <section
        aria-labelledby="formats"
        className={`mt-6 rounded-2xl border border-stone-200 bg-white ${mobile ? "p-4" : "p-6"}`}
      >
        <h2 id="formats" className="text-lg font-semibold">
          Files you can import
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-700">
          <li>
            <strong>Google Maps saved places:</strong> in Google Takeout, export “Maps (your places)”, then upload the
            .zip or the “Saved Places.json” inside it.
          </li>
          <li>
            <strong>A spreadsheet saved as CSV</strong> with a header line: a <code>name</code> column and an{" "}
            <code>address</code> column (or <code>latitude</code> and <code>longitude</code>), or a{" "}
            <code>place_id</code> column.
          </li>
          <li>
            <strong>GeoJSON, KML or KMZ</strong>, from Google My Maps, Google Earth or mapping tools.
          </li>
          <li>
            <strong>A TableScout export</strong> (CSV, GeoJSON or KML), from this or another account.
          </li>
        </ul>
        <p className="mt-3 text-sm text-stone-600">
          {`Up to ${MAX_MB} MB and ${IMPORT_MAX_ROWS} places per file, as UTF-8 text. Places already in your favorites are skipped.`}
        </p>
      </section>
    </div>
  );
}
