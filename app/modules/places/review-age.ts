/**
 * How long ago a review was written, in the page's language. The provider says it in English ('a month
 * ago', '3 weeks ago', as of when the place was fetched and cached); English pages show that as it is, and
 * other languages say the same age with Intl.RelativeTimeFormat ('il y a 3 semaines', 'letzten Monat').
 */
import type { Translator } from "~/modules/i18n/translator";
import { memoize } from "~/modules/memo";
import type { Review } from "./types";

const UNITS = ["second", "minute", "hour", "day", "week", "month", "year"] as const;
type Unit = (typeof UNITS)[number];

const AGO = /^(a|an|one|\d+) (second|minute|hour|day|week|month|year)s? ago$/i;
const LAST = /^in the last (day|week|month|year)$/i;

/** An English 'N units ago' as a signed count and unit; undefined for any other text. */
export function parseAge(text: string): { value: number; unit: Unit } | undefined {
  const trimmed = text.trim();
  const ago = AGO.exec(trimmed);
  if (ago) {
    const count = /^\d+$/.test(ago[1]!) ? Number(ago[1]) : 1;
    return { value: -count, unit: ago[2]!.toLowerCase() as Unit };
  }
  const last = LAST.exec(trimmed);
  if (last) return { value: 0, unit: last[1]!.toLowerCase() as Unit };
  return undefined;
}

/** Seconds per unit, for an age from a publish time (a month and a year on average). */
const SECONDS: Record<Unit, number> = {
  second: 1,
  minute: 60,
  hour: 3600,
  day: 86_400,
  week: 604_800,
  month: 2_629_746,
  year: 31_556_952,
};

/** An age in seconds as the largest whole unit ('3 weeks', not '21 days'). */
function ageOf(seconds: number): { value: number; unit: Unit } {
  for (let i = UNITS.length - 1; i > 0; i--) {
    const unit = UNITS[i]!;
    if (seconds >= SECONDS[unit]) return { value: -Math.floor(seconds / SECONDS[unit]), unit };
  }
  return { value: -Math.max(0, Math.floor(seconds)), unit: "second" };
}

/** The relative time format of each language (the bound is over the guide's languages). */
const relativeFormat = memoize(
  64,
  (tag: string) => tag,
  (tag: string) => new Intl.RelativeTimeFormat(tag, { numeric: "auto" }),
);

/**
 * The review's age in the page's language: the provider's English text on English pages; elsewhere its
 * age read from that text, else from the publish time (`time`, epoch seconds) as of `now`; else the
 * provider's text as it is.
 */
export function reviewAge(
  review: Pick<Review, "relative_time_description" | "time">,
  t: Translator,
  now: Date = new Date(),
): string {
  const text = review.relative_time_description;
  if (t.locale.tag === "en") return text;
  const age = parseAge(text) ?? (review.time !== undefined ? ageOf(now.getTime() / 1000 - review.time) : undefined);
  return age ? relativeFormat(t.locale.tag).format(age.value, age.unit) : text;
}
