/**
 * Browser geolocation for 'Use my precise location': 10 s timeout, low accuracy, a cached
 * position up to 5 minutes old is fine. Kept apart from the module's index so client code does not pull
 * in the catalogues.
 */
export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, enableHighAccuracy: false, maximumAge: 300_000 };
