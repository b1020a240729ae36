import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHrefIn, useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";

interface RootData {
  user: { email: string } | null;
  favoriteIds: string[];
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <path
        d="M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17.1 6.4 20l1.1-6.2L2.9 9.4l6.3-.9L12 2.8Z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The favorite star: hidden without a place id. Signed in, a form that adds or removes (the page updates
 * at once with JavaScript). Signed out, a link to sign in that, with JavaScript, opens the 'Save Your
 * Favorites!' dialog instead. The star itself is drawn by CSS (.fav-star in tailwind.css): a results page
 * has twenty of them. `className` places it (a card pins it to a corner).
 */
export function FavoriteStar({
  placeId,
  name,
  className = "",
}: {
  placeId?: string;
  name: string;
  className?: string;
}) {
  const root = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  if (!placeId) return null;
  const here = location.pathname + location.search;
  return root?.user ? (
    <SavedStar
      placeId={placeId}
      name={name}
      here={here}
      saved={root.favoriteIds.includes(placeId)}
      className={className}
    />
  ) : (
    <SignInStar placeId={placeId} here={here} className={className} />
  );
}

/**
 * The sign-in link that comes back here, `auth` being the sign-in page in the page's language; the last one
 * is kept (a results page has twenty stars).
 */
let lastSignIn = { auth: "", here: "", href: "" };
function signInHref(auth: string, here: string): string {
  if (lastSignIn.here !== here || lastSignIn.auth !== auth)
    lastSignIn = { auth, here, href: `${auth}?${new URLSearchParams({ returnTo: here })}` };
  return lastSignIn.href;
}

function SignInStar({ placeId, here, className }: { placeId: string; here: string; className: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The sign-in dialog exists only once asked for: a results page has twenty stars, and twenty copies of
  // a dialog nobody opened were a fifth of its markup.
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (asking) dialog.current?.showModal?.();
  }, [asking]);
  const { t } = useT();
  const signIn = signInHref(useHrefIn()(paths.auth()), here);
  return (
    <>
      {/* biome-ignore lint/a11y/useAnchorContent: named by aria-label; its star is drawn by CSS (.fav-star) */}
      <a
        href={signIn}
        className={`fav-star ${className}`}
        aria-label={t("listing.favorite.add")}
        title={t("listing.favorite.add")}
        onClick={(e) => {
          if (typeof HTMLDialogElement === "undefined" || !("showModal" in HTMLDialogElement.prototype)) return;
          e.preventDefault();
          setAsking(true);
        }}
      />
      {asking ? (
        <dialog
          ref={dialog}
          aria-labelledby={`save-${placeId}`}
          className="m-auto max-w-sm rounded-2xl p-0 backdrop:bg-black/40"
          onClose={() => setAsking(false)}
        >
          <div className="p-6 text-center">
            <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-amber-50 text-amber-500">
              <StarIcon filled />
            </span>
            <h2 id={`save-${placeId}`} className="mt-4 text-xl font-semibold">
              {t("listing.favorite.dialogTitle")}
            </h2>
            <p className="mt-2 text-stone-600">{t("listing.favorite.dialogText")}</p>
            <div className="mt-6 grid gap-2">
              <a href={signIn} className="btn-primary">
                {t("listing.favorite.signIn")}
              </a>
              <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
                {t("listing.favorite.later")}
              </button>
            </div>
          </div>
        </dialog>
      ) : null}
    </>
  );
}

function SavedStar({
  placeId,
  name,
  here,
  saved: stored,
  className,
}: {
  placeId: string;
  name: string;
  here: string;
  saved: boolean;
  className: string;
}) {
  const { t } = useT();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("intent");
  const saved = pending ? pending === "add" : stored;
  const label = t(saved ? "listing.favorite.remove" : "listing.favorite.add");
  const named = t(saved ? "listing.favorite.removeNamed" : "listing.favorite.addNamed", { name });
  return (
    <fetcher.Form method="post" action="/favorites" className={`z-10 inline-block ${className || "relative"}`}>
      <FavoriteFields intent={saved ? "remove" : "add"} placeId={placeId} returnTo={here} />
      <button type="submit" className="fav-star" aria-label={named} aria-pressed={saved} title={label} />
    </fetcher.Form>
  );
}

/** What a post to /favorites names: save or remove this place, then come back to `returnTo`. */
export function FavoriteFields({
  intent,
  placeId,
  returnTo,
}: {
  intent: "add" | "remove";
  placeId: string;
  returnTo: string;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="place_id" value={placeId} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}
