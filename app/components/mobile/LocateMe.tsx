import { useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useT } from "~/modules/i18n/react";
import { GEOLOCATION_OPTIONS } from "~/modules/location/browser";
import { paths } from "~/modules/urls/paths";

/**
 * 'Use my precise location' on the Near Me tab: asks the browser (only on this tap), then reloads the tab
 * for those coordinates, rounded to about 100 m. Without JavaScript or geolocation it is not offered.
 */
export function LocateMe({ label }: { label?: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<"idle" | "locating" | "failed">("idle");
  useEffect(() => setSupported("geolocation" in navigator), []);
  if (!supported) return null;
  return (
    <div>
      <button
        type="button"
        disabled={state === "locating"}
        onClick={() => {
          setState("locating");
          navigator.geolocation.getCurrentPosition(
            ({ coords }) => {
              const location = `${coords.latitude.toFixed(3)},${coords.longitude.toFixed(3)}`;
              navigate(`${paths.mobileTab("near-me")}?${new URLSearchParams({ location })}`);
            },
            () => setState("failed"),
            GEOLOCATION_OPTIONS,
          );
        }}
        className="btn-secondary min-h-11 w-full disabled:opacity-60"
      >
        {state === "locating" ? t("mobile.locateMe.locating") : (label ?? t("mobile.locateMe.button"))}
      </button>
      {state === "failed" ? (
        <p role="alert" className="mt-2 text-sm text-stone-600">
          {t("mobile.locateMe.failed")}
        </p>
      ) : null}
    </div>
  );
}
