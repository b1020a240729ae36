import type { Restaurant as Place } from "~/modules/places/index.server";

type Authors = NonNullable<Place["photos"]>[number]["authors"];

/**
 * A photo's authors, each linked to their page when the provider gives one: Google requires the credit
 * wherever its photo shows. A figcaption inside a <figure>; on a result card (no figure), a paragraph.
 */
export function PhotoCredit({ authors, as: Tag = "figcaption" }: { authors: Authors; as?: "figcaption" | "p" }) {
  if (!authors.length) return null;
  return (
    <Tag className="photo-credit">
      {"Photo: "}
      {authors.map((a, j) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once, never reordered
        <span key={j}>
          {j > 0 ? ", " : ""}
          {a.uri && /^https:\/\//.test(a.uri) ? (
            <a href={a.uri} rel="noopener noreferrer" className="underline">
              {a.name}
            </a>
          ) : (
            a.name
          )}
        </span>
      ))}
    </Tag>
  );
}
