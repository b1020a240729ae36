import type { PlacesSource } from "./types";

/**
 * Which provider answers: PLACES_PROVIDER when it names one ('google', 'demo', 'osm'); otherwise Google when
 * GOOGLE_MAPS_API_KEY is set, else the demo provider. Google without a key cannot answer: the demo provider
 * does, and the pages say it is demo data.
 */
export function providerChoice(env: Partial<Env>): PlacesSource {
  const asked = env.PLACES_PROVIDER?.trim().toLowerCase();
  const hasKey = Boolean(env.GOOGLE_MAPS_API_KEY?.trim());
  if (asked === "osm" || asked === "demo") return asked;
  return hasKey ? "google" : "demo";
}
