import { useEffect, useState } from "react";

/**
 * Loads the Maps JavaScript API once per page through /api/maps-loader: skipped
 * when the API is already present, guarded against duplicate loads, and reporting the spec's errors.
 */
let loading: Promise<void> | undefined;

function load(): Promise<void> {
  const w = window as unknown as { google?: { maps?: unknown } };
  if (w.google?.maps) return Promise.resolve();
  loading ??= (async () => {
    const res = await fetch("/api/maps-loader");
    const body = (await res.json().catch(() => ({}))) as { scriptUrl?: string; error?: string };
    if (!res.ok && body.error) throw new Error(body.error);
    if (!body.scriptUrl) throw new Error("No script URL returned from edge function");
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = body.scriptUrl!;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error("Failed to load Google Maps script"));
      document.head.appendChild(script);
    });
    // With loading=async the API finishes initialising after the script's load event.
    for (
      let i = 0;
      i < 100 && !(window as unknown as { google?: { maps?: { Map?: unknown } } }).google?.maps?.Map;
      i++
    ) {
      await new Promise((r) => setTimeout(r, 50));
    }
  })().catch((error: unknown) => {
    loading = undefined;
    throw error instanceof Error ? error : new Error("Unknown error loading Google Maps");
  });
  return loading;
}

export function useGoogleMaps(enabled: boolean): { isLoaded: boolean; loadError?: string } {
  const [state, setState] = useState<{ isLoaded: boolean; loadError?: string }>({ isLoaded: false });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load().then(
      () => live && setState({ isLoaded: true }),
      (error: Error) =>
        live && setState({ isLoaded: false, loadError: error.message || "Unknown error loading Google Maps" }),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}
