/**
 * Which messages the browser gets, and in which files. The browser's catalogue comes in parts, a file each
 * (assets.ts writes them), so a page loads the words it can show and not a whole language: "page" is what
 * every page formats with; "account" (the account, list, import and profile pages' own texts, a quarter of a
 * language) and "browse" (the home and browse pages' own) only the pages whose route declares them
 * (`handle.messages`, read by messagePartsOf); "mobile" (the phone frame's texts) every page under /mobile and no
 * other. Imported by vite.config.ts through assets.ts: relative imports only.
 */
import { AREAS, type Area } from "./keys";

/** What a page's own JavaScript formats with: every area but the legal texts (their pages bring their own). */
export const CLIENT_AREAS: readonly Area[] = AREAS.filter((a) => a !== "legal");

/** Each part but "page" by the beginnings of its keys; "page" has every other key of CLIENT_AREAS. */
const PREFIXES = {
  account: ["account."],
  mobile: ["mobile."],
  browse: ["browse.home.", "browse.us.", "browse.state.", "browse.country.", "browse.international.", "browse.guide."],
} as const;
export type ClientPart = "page" | keyof typeof PREFIXES;
export const CLIENT_PARTS: readonly ClientPart[] = ["page", ...(Object.keys(PREFIXES) as (keyof typeof PREFIXES)[])];

/** The part a message key belongs to. */
export function partOf(key: string): ClientPart {
  for (const part of Object.keys(PREFIXES) as (keyof typeof PREFIXES)[])
    if (PREFIXES[part].some((prefix) => key.startsWith(prefix))) return part;
  return "page";
}

/** A route's extra parts: a list, or a function of its loader's data (the catch-all's page kinds differ). */
export type MessagesHandle = { messages?: readonly ClientPart[] | ((data: unknown) => readonly ClientPart[]) };

type Match = { handle?: unknown; data?: unknown } | undefined;

/**
 * The parts a page needs: "page", "mobile" for a page of the mobile version, and every part its matched routes
 * declare.
 */
export function messagePartsOf(matches: readonly Match[], mobile: boolean): ClientPart[] {
  const parts = new Set<ClientPart>(["page"]);
  if (mobile) parts.add("mobile");
  for (const match of matches) {
    const declared = (match?.handle as MessagesHandle | undefined)?.messages;
    const list = typeof declared === "function" ? declared(match?.data) : declared;
    for (const part of list ?? []) parts.add(part);
  }
  return [...parts].sort();
}

/** Only the messages of the given parts. */
export function pickParts<M>(catalogue: Readonly<Record<string, M>>, parts: readonly ClientPart[]): Record<string, M> {
  const out: Record<string, M> = {};
  for (const [key, message] of Object.entries(catalogue)) if (parts.includes(partOf(key))) out[key] = message;
  return out;
}
