import { PhotoCredit } from "./google/GoogleAttribution";
import { PlaceArt } from "./PlaceArt";

/**
 * A place's photo filling its box (the box sets the size), or its artwork when it has none. Where the box is
 * large enough to read it (`credit`), the photo's authors are credited over its foot, as Google's terms ask
 * wherever its photo shows; the box must then be positioned (relative).
 */
export function PlacePhoto({
  name,
  photoUrl,
  credit,
  lazy = true,
}: {
  name: string;
  photoUrl?: string;
  credit?: { name: string; uri?: string }[];
  lazy?: boolean;
}) {
  if (!photoUrl) return <PlaceArt name={name} />;
  return (
    <>
      <img src={photoUrl} alt="" loading={lazy ? "lazy" : undefined} className="h-full w-full object-cover" />
      {credit?.length ? <PhotoCredit authors={credit} as="p" /> : null}
    </>
  );
}
