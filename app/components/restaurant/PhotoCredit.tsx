import type { Restaurant as Place } from "~/modules/places/index.server";

/** The photo's authors, linked when the provider gives a page (Google's attribution requirement). */
export function PhotoCredit({ authors }: { authors: NonNullable<Place["photos"]>[number]["authors"] }) {
  if (!authors.length) return null;
  return (
    <figcaption className="absolute bottom-0 right-0 rounded-tl bg-black/55 px-2 py-0.5 text-xs text-white">
      {"Photo: "}
      {authors.map((a, j) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once, never reordered
        <span key={j}>
          {j > 0 ? ", " : ""}
          {a.uri ? (
            <a href={a.uri} rel="noopener noreferrer" className="underline">
              {a.name}
            </a>
          ) : (
            a.name
          )}
        </span>
      ))}
    </figcaption>
  );
}
