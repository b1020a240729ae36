/**
 * Which messages the browser gets, and in which files. The browser's catalogue comes in parts, a file each
 * (assets.ts writes them), so a page loads the words it can show and not a whole language: "page" is what
 * every page formats with; "account" (the account, list, import and profile pages' own texts, a quarter of a
 * language), "browse" (the home and browse pages' own), "restaurant" and "reviews" (a place's page, and the
 * reviews on the account, profile and moderation pages) only the pages whose route declares them
 * (`handle.messages`, read by messagePartsOf); "mobile" (the phone frame's texts) every page under /mobile and no
 * other. Imported by vite.config.ts through assets.ts: relative imports only.
 */
import { AREAS, type Area } from "./keys";

/** What a page's own JavaScript formats with: every area but the legal texts (their pages bring their own). */
export const CLIENT_AREAS: readonly Area[] = AREAS.filter((a) => a !== "legal");

/**
 * Each part but "page" by the beginnings of its keys; "page" has every other key of CLIENT_AREAS, and the keys of
 * PAGE_PREFIXES, which a part's prefix would otherwise take: a place's opening hours and its OpenStreetMap credit
 * show on every card, the rest of a place's page ("restaurant", "reviews") only there. SERVER_PREFIXES are in no
 * part.
 */
const PAGE_PREFIXES = ["restaurant.hours.", "restaurant.osm."];
/**
 * Texts only the server writes (an API's refusals, the demo's descriptions, an action's messages: the page shows
 * them as the server worded them; the Worker's own answers before the app runs, errors.guard): in no file the
 * browser loads.
 */
const SERVER_PREFIXES = ["restaurant.api.", "restaurant.demo.", "reviews.said.", "errors.guard."];
const PREFIXES = {
  // The favorites import's pages are account pages (their routes declare this part): its texts for importing into
  // a list too.
  account: ["account.", "lists.import."],
  mobile: ["mobile."],
  restaurant: ["restaurant."],
  // A member's reviews on their account page, the profile's and the moderators' pages: not a place's page.
  moderation: ["reviews.moderation.", "reviews.account.", "reviews.appeal.", "reviews.profile."],
  reviews: ["reviews."],
  browse: ["browse.home.", "browse.us.", "browse.state.", "browse.country.", "browse.international.", "browse.guide."],
} as const;
export type ClientPart = "page" | keyof typeof PREFIXES;
export const CLIENT_PARTS: readonly ClientPart[] = ["page", ...(Object.keys(PREFIXES) as (keyof typeof PREFIXES)[])];

/** The part a message key belongs to. */
export function partOf(key: string): ClientPart | "server" {
  if (PAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) return "page";
  if (SERVER_PREFIXES.some((prefix) => key.startsWith(prefix))) return "server";
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
  for (const [key, message] of Object.entries(catalogue))
    if ((parts as readonly string[]).includes(partOf(key))) out[key] = message;
  return out;
}
