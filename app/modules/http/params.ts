/**
 * The inputs many routes share, each validated by one schema: the text of a search box, the business
 * name of a results page, a list's page number, and a query string as a whole.
 */
import { z } from "zod";
import { BUSINESS_NAME_MAX, DISPLAY_NAME_MAX, SEARCH_TEXT_MAX } from "./limits";

export { BUSINESS_NAME_MAX, DISPLAY_NAME_MAX, SEARCH_TEXT_MAX };

/** Search box text (header, home, mobile, /search, suggestions, recent searches). */
export const SearchText = z
  .string()
  .trim()
  .max(SEARCH_TEXT_MAX, `Search text must be ${SEARCH_TEXT_MAX} characters or fewer.`);

/**
 * The display name a user chooses for their public profile: letters, digits, spaces and common
 * punctuation, up to DISPLAY_NAME_MAX characters; blank means 'show my username'.
 */
export const DisplayName = z
  .string()
  .trim()
  .max(DISPLAY_NAME_MAX, `The display name must be ${DISPLAY_NAME_MAX} characters or fewer.`)
  .regex(/^[\p{L}\p{M}\p{N} .,'’&()-]*$/u, "The display name may use letters, digits, spaces and . , ' & ( ) -.")
  .transform((s) => s.replace(/\s+/g, " ") || null);

/**
 * A results page's '?q=' names one business; restaurant names are far shorter than search text, and
 * the name is repeated in the page's heading and title.
 */
export const BusinessName = z
  .string()
  .trim()
  .max(BUSINESS_NAME_MAX, `The business name must be ${BUSINESS_NAME_MAX} characters or fewer.`);

/** A 1-based list page from '?page=': anything but a positive whole number reads as page 1. */
export function pageParam(url: URL): number {
  const n = Number(url.searchParams.get("page") ?? "1");
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}

/** Parses a URL's query string with a schema; the first problem becomes the 400 message. */
export function parseQuery<T extends z.ZodType>(
  schema: T,
  url: URL,
): { ok: true; data: z.infer<T> } | { ok: false; error: string } {
  // The first value of each parameter; a null-prototype record, so '?constructor=' is just a key.
  const raw: Record<string, string> = Object.create(null);
  for (const [k, v] of url.searchParams) if (!Object.hasOwn(raw, k)) raw[k] = v;
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  return {
    ok: false,
    error: issue
      ? `${issue.path.join(".") || "query"}: ${issue.message}`.replace(/^(\w+): \1 /, "$1 ")
      : "invalid query",
  };
}
