import { useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { GEOLOCATION_OPTIONS } from "~/modules/location/browser";
import { paths } from "~/modules/urls/paths";

/**
 * 'Use my precise location' on the Near Me tab: asks the browser (only on this tap), then reloads the tab
 * for those coordinates, rounded to about 100 m. Without JavaScript or geolocation it is not offered.
 */
export function LocateMe({ label = "Use my precise location" }: { label?: string }) {
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
        {state === "locating" ? "Finding restaurants near you..." : label}
      </button>
      {state === "failed" ? (
        <p role="alert" className="mt-2 text-sm text-stone-600">
          We couldn't get your location. Check that location access is allowed for this site, or search for a place
          instead.
        </p>
      ) : null}
    </div>
  );
}
