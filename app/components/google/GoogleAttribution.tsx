import { Rich, useLocale } from "~/modules/i18n/react";
import { memoize } from "~/modules/memo";
import type { Restaurant as Place } from "~/modules/places/index.server";

/**
 * Google's attribution for Places content shown without a Google map: the words "Google Maps" as Google's
 * attribution guidelines describe them for when the logo cannot be used (not translated, not part of a
 * sentence, not linked; Roboto or the system sans at a readable size, in Google's grey #5F6368 on a light
 * background). Google's logo image is not in this repository (nothing is fetched at build time); see
 * docs/decisions/009-google-display-terms.md.
 */
export function GoogleMapsAttribution({ className = "" }: { className?: string }) {
  return (
    <p className={`google-attribution ${className}`} translate="no">
      Google Maps
    </p>
  );
}

/** One review's author as Google asks them shown: photo, name, linked to their Google Maps profile. */
export function ReviewAuthor({ name, url, photo }: { name: string; url?: string; photo?: string }) {
  const safeUrl = url && /^https:\/\//.test(url) ? url : undefined;
  const safePhoto = photo && /^https:\/\//.test(photo) ? photo : undefined;
  return (
    <p className="flex min-w-0 items-center gap-2 font-semibold">
      {safePhoto ? (
        <img
          src={safePhoto}
          alt=""
          width={28}
          height={28}
          loading="lazy"
          referrerPolicy="no-referrer"
          className="h-7 w-7 shrink-0 rounded-full bg-stone-200 object-cover"
        />
      ) : null}
      {safeUrl ? (
        <a href={safeUrl} rel="noopener noreferrer" className="truncate hover:underline">
          {name}
        </a>
      ) : (
        <span className="truncate">{name}</span>
      )}
    </p>
  );
}

type Authors = NonNullable<Place["photos"]>[number]["authors"];

/** The short unit list format of each language (the bound is over the guide's languages). */
const listFormat = memoize(
  64,
  (tag: string) => tag,
  (tag: string) => new Intl.ListFormat(tag, { type: "unit", style: "short" }),
);

/** The words between the items of a list of names in a language ('A, B, C' in English), before each item. */
function listSeparators(tag: string, count: number): string[] {
  const before: string[] = [];
  let pending = "";
  for (const part of listFormat(tag).formatToParts(Array.from({ length: count }, (_, i) => String(i)))) {
    if (part.type === "literal") pending += part.value;
    else {
      before.push(pending);
      pending = "";
    }
  }
  return before;
}

/**
 * A photo's authors, each linked to their page when the provider gives one: Google requires the credit
 * wherever its photo shows. A figcaption inside a <figure>; on a result card (no figure), a paragraph.
 */
export function PhotoCredit({ authors, as: Tag = "figcaption" }: { authors: Authors; as?: "figcaption" | "p" }) {
  const locale = useLocale();
  if (!authors.length) return null;
  const separators = listSeparators(locale.tag, authors.length);
  const names = authors.map((a, j) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once, never reordered
    <span key={j}>
      {separators[j] ?? ""}
      {a.uri && /^https:\/\//.test(a.uri) ? (
        <a href={a.uri} rel="noopener noreferrer" className="underline">
          {a.name}
        </a>
      ) : (
        a.name
      )}
    </span>
  ));
  return (
    <Tag className="photo-credit">
      <Rich k="shell.photoCredit" values={{ authors: <>{names}</> }} />
    </Tag>
  );
}
