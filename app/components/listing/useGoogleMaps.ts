import { useEffect, useState } from "react";
import { localizedPath } from "~/modules/i18n/locales";
import { useT } from "~/modules/i18n/react";
import type { MessageKey } from "~/modules/i18n/translator";
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

/** A failure of ours to load the API, said in the page's language by the hook (its message is the key). */
class MapsLoadError extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
    this.name = "MapsLoadError";
  }
}

/** `loaderPath`: /api/maps-loader under the page's language prefix, so Google's map speaks the page's language. */
function load(loaderPath: string): Promise<GoogleMapsSetup> {
  loading ??= (async () => {
    const res = await fetch(loaderPath);
    const body = (await res.json().catch(() => ({}))) as { scriptUrl?: string; mapId?: string; error?: string };
    // A 404 is the route's 'no browser key', said below in the page's language; other refusals (the limiter's)
    // are shown as the server words them.
    if (!res.ok && body.error && res.status !== 404) throw new Error(body.error);
    if (!body.scriptUrl) throw new MapsLoadError("listing.map.noScriptUrl");
    const w = window as unknown as MapsWindow;
    if (w.google?.maps) return { mapId: body.mapId };
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new MapsLoadError("listing.map.googleTimedOut")), READY_WITHIN_MS);
      w[MAPS_READY_CALLBACK] = () => {
        clearTimeout(timer);
        resolve();
      };
      w.gm_authFailure = () => {
        clearTimeout(timer);
        reject(new MapsLoadError("listing.map.googleKeyRefused"));
      };
      const script = document.createElement("script");
      script.src = body.scriptUrl!;
      script.async = true;
      script.onerror = () => {
        clearTimeout(timer);
        reject(new MapsLoadError("listing.map.googleScriptFailed"));
      };
      document.head.appendChild(script);
    });
    return { mapId: body.mapId };
  })().catch((error: unknown) => {
    loading = undefined;
    throw error instanceof Error ? error : new MapsLoadError("listing.map.googleUnknownError");
  });
  return loading;
}

export function useGoogleMaps(enabled: boolean): { isLoaded: boolean; loadError?: string; setup?: GoogleMapsSetup } {
  const { t, locale } = useT();
  const loaderPath = localizedPath(locale, "/api/maps-loader");
  const [state, setState] = useState<{ isLoaded: boolean; error?: Error; setup?: GoogleMapsSetup }>({
    isLoaded: false,
  });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load(loaderPath).then(
      (setup) => live && setState({ isLoaded: true, setup }),
      (error: Error) => live && setState({ isLoaded: false, error }),
    );
    return () => {
      live = false;
    };
  }, [enabled, loaderPath]);
  const { error, ...rest } = state;
  if (!error) return rest;
  const loadError =
    error instanceof MapsLoadError ? t(error.key) : error.message || t("listing.map.googleUnknownError");
  return { ...rest, loadError };
}
