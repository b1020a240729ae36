/**
 * What a results or restaurant page tells a visitor when its data cannot be shown. The loader puts the
 * words in the outcome (the error itself is logged, never shown), so they travel with the data rather
 * than in every page's JavaScript; only a broken stream needs them on the client.
 */
export const UNAVAILABLE = "We couldn't reach our restaurant data just now. Please try again in a minute.";
