import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";
import { useHrefIn, useT } from "~/modules/i18n/react";
import { isMobilePath, paths } from "~/modules/urls/paths";

const SavePopover = lazy(() => import("./SavePopover"));

/**
 * 'Save': which of the person's lists hold this place. A link to the Save form (/save), coming back here;
 * signed out, to sign-in first and then to that form. With JavaScript the form opens in a popover over this
 * page instead (its code is loaded on the first click). `label`: show the word beside the bookmark.
 */
export function SaveButton({
  placeId,
  name,
  className = "",
  label = false,
}: {
  placeId?: string;
  name: string;
  className?: string;
  label?: boolean;
}) {
  const root = useRouteLoaderData<{ user: unknown }>("root");
  const location = useLocation();
  const hrefIn = useHrefIn();
  const { t } = useT();
  const [open, setOpen] = useState(false);
  if (!placeId) return null;
  const here = location.pathname + location.search;
  const save = paths.save(placeId, here, { mobile: isMobilePath(location.pathname) });
  const href = root?.user ? hrefIn(save) : hrefIn(`${paths.auth()}?${new URLSearchParams({ returnTo: save })}`);
  return (
    <>
      <a
        href={href}
        className={`save-button ${className}`}
        aria-label={t("lists.save.buttonLabel", { name })}
        title={t("lists.save.buttonLabel", { name })}
        onClick={(e) => {
          if (!root?.user || typeof HTMLDialogElement === "undefined") return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        {label ? t("lists.save.button") : null}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <SavePopover url={save} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
