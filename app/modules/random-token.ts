/** An unguessable secret for a URL or a cookie (a session id, a list's share link): 192 random bits, URL-safe. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** What a randomToken looks like (32 characters); anything else is not looked up. */
export const RANDOM_TOKEN = /^[A-Za-z0-9_-]{32}$/;
