/**
 * Cookie names: `__Host-` outside localhost (browsers then insist on Secure, Path=/ and no Domain),
 * the plain name on http://localhost where Secure cookies cannot be set.
 */
export function cookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}

/** The value of a cookie by name (either spelling), or null. */
export function readCookie(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(/;\s*/)) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const key = part.slice(0, eq);
    if (key === name || key === `__Host-${name}`) return part.slice(eq + 1);
  }
  return null;
}

/**
 * A one-time message for a browser that has no session to keep it in (the account was just deleted):
 * the cookie carries only the message's code. A page that shows it is never taken from or put in the
 * edge page cache.
 */
export const NOTICE_COOKIE = "ts_notice";
