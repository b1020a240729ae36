/** The request body of POST /render, and its validation. */

export interface ShareCard {
  /** BCP 47: "en" | "es" | "fr" | "de" | "it" | "pt-BR" | "ja" | "zh-CN" | "ar" | "en-XA" (others render as Latin). */
  lang: string;
  dir: "ltr" | "rtl";
  /** The list's (or profile's) name, user-written, any script. */
  title: string;
  /** e.g. "by Ana Souza", already localised by the caller. */
  owner: string;
  /** e.g. "12 places", already localised. */
  count: string;
  /** 0-4 restaurant names. */
  places: string[];
  brand: string;
  kind: "list" | "profile";
  /** The data's credit where its licence asks for one (e.g. "Places © OpenStreetMap contributors"), localised. */
  credit?: string;
}

/** The largest body accepted, in bytes. */
export const MAX_BODY_BYTES = 16 * 1024;
/** The longest title accepted, in characters (code points); longer than two lines' worth ends in an ellipsis. */
export const MAX_TITLE = 200;
/** The longest owner, count, brand or place name accepted, in characters. */
export const MAX_TEXT = 200;
export const MAX_PLACES = 4;

const LANG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;
const length = (s: string) => [...s].length;

/** The card, or the reason it is refused (answered 400). */
export function parseCard(value: unknown): ShareCard | string {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "the body must be a JSON object";
  const v = value as Record<string, unknown>;
  const text = (name: string, max: number, { required = false } = {}) => {
    const s = v[name];
    if (typeof s !== "string") return `${name} must be a string`;
    if (required && s.trim() === "") return `${name} must not be empty`;
    if (length(s) > max) return `${name} is longer than ${max} characters`;
    return null;
  };
  if (typeof v.lang !== "string" || v.lang.length > 35 || !LANG.test(v.lang))
    return "lang must be a BCP 47 language tag";
  if (v.dir !== "ltr" && v.dir !== "rtl") return 'dir must be "ltr" or "rtl"';
  if (v.kind !== "list" && v.kind !== "profile") return 'kind must be "list" or "profile"';
  const problem =
    text("title", MAX_TITLE, { required: true }) ??
    text("owner", MAX_TEXT) ??
    text("count", MAX_TEXT) ??
    text("brand", MAX_TEXT) ??
    (v.credit === undefined ? null : text("credit", MAX_TEXT));
  if (problem) return problem;
  if (!Array.isArray(v.places)) return "places must be an array of strings";
  if (v.places.length > MAX_PLACES) return `places has more than ${MAX_PLACES} names`;
  for (const p of v.places) {
    if (typeof p !== "string") return "places must be an array of strings";
    if (length(p) > MAX_TEXT) return `a place name is longer than ${MAX_TEXT} characters`;
  }
  return {
    lang: v.lang,
    dir: v.dir,
    title: v.title as string,
    owner: v.owner as string,
    count: v.count as string,
    places: v.places as string[],
    brand: v.brand as string,
    kind: v.kind,
    ...(typeof v.credit === "string" && v.credit.trim() ? { credit: v.credit } : {}),
  };
}
