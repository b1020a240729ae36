/**
 * The inputs many routes share, each validated by one schema: the text of a search box, the business
 * name of a results page, a list's page number, and a query string as a whole; and what makes a page's
 * query string canonical (one spelling per page, so the edge page cache keeps one copy of it).
 */
import { z } from "zod";
import type { MessageKey, Translator, Values } from "~/modules/i18n/translator";
import { BUSINESS_NAME_MAX, DISPLAY_NAME_MAX, SEARCH_TEXT_MAX } from "./limits";

export { BUSINESS_NAME_MAX, DISPLAY_NAME_MAX, SEARCH_TEXT_MAX };

/**
 * The schemas' messages by their English text (what the schemas themselves say, so the JSON answers our own
 * JavaScript reads keep it), each with the catalogue message a page shows in its language (inLanguage).
 */
const MESSAGES = new Map<string, { key: MessageKey; values?: Values }>();

function message(english: string, key: MessageKey, values?: Values): string {
  MESSAGES.set(english, { key, values });
  return english;
}

/**
 * A schema's message as a page shows it, in the language of `t` ('Search text must be 200 characters or
 * fewer.'); a message these schemas did not write is returned as it came.
 */
export function inLanguage(text: string, t: Translator): string {
  const known = MESSAGES.get(text);
  return known ? t.t(known.key, known.values) : text;
}

/** Search box text (header, home, mobile, /search, suggestions, recent searches). */
export const SearchText = z
  .string()
  .trim()
  .max(
    SEARCH_TEXT_MAX,
    message(`Search text must be ${SEARCH_TEXT_MAX} characters or fewer.`, "errors.params.searchTextTooLong", {
      max: SEARCH_TEXT_MAX,
    }),
  );

/** Characters that change the direction of the text around them: embeddings, overrides, isolates, marks. */
export const DIRECTION_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Something a reader sees: a letter, a digit, punctuation or a symbol (not only spaces, marks, invisibles). */
export const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
/**
 * The most combining marks one character may carry: scripts need up to three (Vietnamese tones over vowel
 * marks, Devanagari, Arabic vowels, Tibetan stacks); more piles over the lines around it ('Zalgo' text).
 */
export const MARKS_MAX = 4;
const MARK_PILE = new RegExp(`\\p{M}{${MARKS_MAX + 1}}`, "u");

export type NameProblem = "direction" | "invisible" | "marks";

/**
 * Why a name a person typed (a list's, a display name) cannot stand for them inside the guide's sentences
 * (a title, 'a list by …', a message), or null: a direction control could reverse the words after it and
 * misstate whose list it is; an invisible name says nothing; a pile of marks covers the text around it.
 */
export function nameProblem(name: string): NameProblem | null {
  if (DIRECTION_CONTROL.test(name)) return "direction";
  if (!VISIBLE.test(name)) return "invisible";
  if (MARK_PILE.test(name)) return "marks";
  return null;
}

/**
 * The display name a user chooses for their public profile: letters, digits, spaces and common
 * punctuation, up to DISPLAY_NAME_MAX characters; blank means 'show my username'.
 */
export const DisplayName = z
  .string()
  .trim()
  .max(
    DISPLAY_NAME_MAX,
    message(`The display name must be ${DISPLAY_NAME_MAX} characters or fewer.`, "errors.params.displayNameTooLong", {
      max: DISPLAY_NAME_MAX,
    }),
  )
  .regex(
    /^[\p{L}\p{M}\p{N} .,'’&()-]*$/u,
    message(
      "The display name may use letters, digits, spaces and . , ' & ( ) -.",
      "errors.params.displayNameCharacters",
    ),
  )
  .refine(
    (s) => s === "" || nameProblem(s) !== "invisible",
    message("A display name needs a letter, a digit or a sign you can see.", "errors.params.displayNameInvisible"),
  )
  .refine(
    (s) => nameProblem(s) !== "marks",
    message(`A display name may carry at most ${MARKS_MAX} accents on one letter.`, "errors.params.displayNameMarks", {
      max: MARKS_MAX,
    }),
  )
  .transform((s) => s.replace(/\s+/g, " ") || null);

/**
 * A results page's '?q=' names one business; restaurant names are far shorter than search text, and
 * the name is repeated in the page's heading and title.
 */
export const BusinessName = z
  .string()
  .trim()
  .max(
    BUSINESS_NAME_MAX,
    message(
      `The business name must be ${BUSINESS_NAME_MAX} characters or fewer.`,
      "errors.params.businessNameTooLong",
      {
        max: BUSINESS_NAME_MAX,
      },
    ),
  );

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

/** Parameters that only say where a visitor came from: kept in a URL, read by no page, ignored by caches. */
export const TRACKING_PARAM = /^(?:utm_[a-z]+|fbclid|gclid|msclkid|ref)$/i;
/** Remix's own parameters on its data requests and form posts ('.data?_routes=…', '?index'). */
const REMIX_PARAM = /^(?:_routes|_data|index)$/;

/** Whether a parameter is no page's input (tracking, Remix's own): canonical URLs neither need nor refuse it. */
export function ignoredParam(name: string): boolean {
  return TRACKING_PARAM.test(name) || REMIX_PARAM.test(name);
}

/**
 * A page's inputs from a query string: the first non-empty value of each parameter that is not ignored
 * (a null-prototype record, so '?constructor=' is just a key). An empty or repeated parameter is not an
 * input; the canonical URL leaves it out.
 */
export function queryInputs(url: URL): Record<string, string> {
  const raw: Record<string, string> = Object.create(null);
  for (const [k, v] of url.searchParams) if (v !== "" && !ignoredParam(k) && !Object.hasOwn(raw, k)) raw[k] = v;
  return raw;
}

/**
 * A query string in one spelling: the parameters pages read, sorted by name then value, each encoded one
 * way. Two URLs of a page that differ only in parameter order, encoding or tracking have the same one.
 */
export function normalQuery(params: URLSearchParams): string {
  const kept: [string, string][] = [];
  for (const [name, value] of params) if (!ignoredParam(name)) kept.push([name, value]);
  kept.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return new URLSearchParams(kept).toString();
}

/**
 * The URL a page answers at, from its path and the parameters it accepts with their canonical values
 * (undefined: absent, e.g. a default); the request's tracking parameters are kept. Null when the request
 * is already at it (in any parameter order or encoding).
 */
export function canonicalRedirect(url: URL, path: string, query: Record<string, string | undefined>): string | null {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(name, value);
  if (url.pathname === path && normalQuery(url.searchParams) === normalQuery(params)) return null;
  for (const [name, value] of url.searchParams) if (TRACKING_PARAM.test(name)) params.append(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
