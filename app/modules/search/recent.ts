/**
 * Recent searches of the mobile Search tab: the last few texts a visitor searched and where they led,
 * kept in the visitor's own browser (a first-party cookie set by the server, so it works without
 * JavaScript), never in our database. A cookie that does not parse is simply an empty list.
 */
import { z } from "zod";
import { SearchText } from "~/modules/http/params";
import { isMobilePath } from "~/modules/urls/paths";

export const RECENT_COOKIE = "ts_recent_searches";
export const RECENT_MAX = 6;
const MAX_AGE_S = 60 * 60 * 24 * 30;
const COOKIE_VALUE_MAX = 3_800;

const Entry = z.object({
  q: SearchText.min(1),
  // Only our own mobile paths: never another origin, never a protocol-relative '//' path.
  to: z
    .string()
    .max(300)
    .regex(/^\/mobile\/[A-Za-z0-9\-_/]*(?:\?[A-Za-z0-9%=&+._-]*)?$/)
    .refine(isMobilePath),
});
const Entries = z.array(Entry).max(RECENT_MAX);
export type RecentSearch = z.infer<typeof Entry>;

export function readRecent(request: Request): RecentSearch[] {
  const raw = new RegExp(`(?:^|;\\s*)${RECENT_COOKIE}=([^;]*)`).exec(request.headers.get("Cookie") ?? "")?.[1];
  if (!raw) return [];
  try {
    const parsed = Entries.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function cookie(request: Request, value: string, maxAge: number): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${RECENT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** Set-Cookie that puts this search first (the same text once), keeping the last six. */
export function rememberSearch(request: Request, q: string, to: string): string | null {
  const entry = Entry.safeParse({ q, to });
  if (!entry.success) return null;
  const key = entry.data.q.toLowerCase();
  const list = [entry.data, ...readRecent(request).filter((e) => e.q.toLowerCase() !== key)].slice(0, RECENT_MAX);
  // Browsers drop a cookie over 4 KB whole: forget the oldest searches until the list fits.
  let value = encodeURIComponent(JSON.stringify(list));
  while (value.length > COOKIE_VALUE_MAX && list.length > 1) {
    list.pop();
    value = encodeURIComponent(JSON.stringify(list));
  }
  return value.length > COOKIE_VALUE_MAX ? null : cookie(request, value, MAX_AGE_S);
}

/** Set-Cookie that forgets every recent search. */
export function clearRecent(request: Request): string {
  return cookie(request, "", 0);
}
