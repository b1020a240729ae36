import { useEffect, useState } from "react";
import { MAPS_READY_CALLBACK } from "~/modules/maps";

/**
 * Loads the Maps JavaScript API once per page through /api/maps-loader, the way Google documents it: a script
 * tag whose `callback` Google calls once the API is ready. A script that fails to load, a key Google refuses
 * (Google calls `gm_authFailure`) or an API that never becomes ready is the spec's error, never a map assumed
 * to be there.
 */
const READY_WITHIN_MS = 20_000;

let loading: Promise<GoogleMapsSetup> | undefined;

export interface GoogleMapsSetup {
  /** With a map ID, markers are AdvancedMarkerElements. */
  mapId?: string;
}

type MapsWindow = Window & {
  google?: { maps?: unknown };
  gm_authFailure?: () => void;
} & Record<string, unknown>;

function load(): Promise<GoogleMapsSetup> {
  loading ??= (async () => {
    const res = await fetch("/api/maps-loader");
    const body = (await res.json().catch(() => ({}))) as { scriptUrl?: string; mapId?: string; error?: string };
    if (!res.ok && body.error) throw new Error(body.error);
    if (!body.scriptUrl) throw new Error("No script URL returned from edge function");
    const w = window as unknown as MapsWindow;
    if (w.google?.maps) return { mapId: body.mapId };
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("Google Maps did not finish loading")), READY_WITHIN_MS);
      w[MAPS_READY_CALLBACK] = () => {
        clearTimeout(timer);
        resolve();
      };
      w.gm_authFailure = () => {
        clearTimeout(timer);
        reject(new Error("Google Maps refused this site's key"));
      };
      const script = document.createElement("script");
      script.src = body.scriptUrl!;
      script.async = true;
      script.onerror = () => {
        clearTimeout(timer);
        reject(new Error("Failed to load Google Maps script"));
      };
      document.head.appendChild(script);
    });
    return { mapId: body.mapId };
  })().catch((error: unknown) => {
    loading = undefined;
    throw error instanceof Error ? error : new Error("Unknown error loading Google Maps");
  });
  return loading;
}

export function useGoogleMaps(enabled: boolean): { isLoaded: boolean; loadError?: string; setup?: GoogleMapsSetup } {
  const [state, setState] = useState<{ isLoaded: boolean; loadError?: string; setup?: GoogleMapsSetup }>({
    isLoaded: false,
  });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load().then(
      (setup) => live && setState({ isLoaded: true, setup }),
      (error: Error) =>
        live && setState({ isLoaded: false, loadError: error.message || "Unknown error loading Google Maps" }),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}
