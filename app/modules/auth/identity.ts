/** What the header's user menu shows for a signed-in user. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
  username: string;
}

/** Avatar text: initials of the full name, else the e-mail's first letter, else 'U'. */
export function initials(user: Pick<SessionUser, "fullName" | "email"> | null | undefined): string {
  const words = (user?.fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length)
    return words
      .slice(0, 2)
      .map((w) => [...w][0]!.toUpperCase())
      .join("");
  const first = [...(user?.email ?? "").trim()][0];
  return first ? first.toUpperCase() : "U";
}

/** Usernames: from the e-mail's local part, 3-30 of [a-z0-9_-], never a route word. */
export function usernameBase(email: string): string {
  const local = email.split("@")[0] ?? "";
  const base = local
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^[-_]+|[-_]+$/g, "")
    .slice(0, 24);
  return base.length >= 3 ? base : `${base || "user"}-tbl`.slice(0, 24);
}

/**
 * A return path is accepted only when it stays on this site. The candidate is resolved the way a browser
 * would resolve it (dot segments, backslashes, tabs and newlines), and the *result* must be a single-slash
 * path: '/.//evil.example', '/a/..//evil.example' or '/./\\evil.example' all normalise to
 * '//evil.example', a protocol-relative URL to another site, so they fall back. Every return path (forms,
 * the sign-in cookie, redirects after actions) goes through here.
 */
export function safeReturnPath(candidate: string | null | undefined, fallback = "/"): string {
  if (!candidate || candidate.length > 500 || !candidate.startsWith("/")) return fallback;
  // Control characters are never part of a path we link to (browsers strip tabs and newlines).
  if ([...candidate].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const url = new URL(candidate, "http://tablescout.invalid");
    if (url.origin !== "http://tablescout.invalid") return fallback;
    const path = url.pathname + url.search + url.hash;
    if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return fallback;
    return path;
  } catch {
    return fallback;
  }
}
