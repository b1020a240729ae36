import type { Translator } from "~/modules/i18n/translator";
import { memoize } from "~/modules/memo";
import type { NextChange, OpeningHours, OpeningPeriod, Restaurant } from "./types";

const MINUTES_PER_WEEK = 7 * 24 * 60;

const weekMinute = (p: { day: number; hour: number; minute: number }) => p.day * 1440 + p.hour * 60 + p.minute;

/** Minutes since Sunday 00:00 in the place's own time, from its UTC offset. */
function localWeekMinute(now: Date, utcOffsetMinutes: number): number {
  const local = new Date(now.getTime() + utcOffsetMinutes * 60_000);
  return local.getUTCDay() * 1440 + local.getUTCHours() * 60 + local.getUTCMinutes() + local.getUTCSeconds() / 60;
}

/** Google's 'open 24 hours': a single period opening Sunday 00:00 with no close. */
const alwaysOpen = (periods: readonly OpeningPeriod[]) =>
  periods.length === 1 && !periods[0]!.close && weekMinute(periods[0]!.open) === 0;

/**
 * Whether a place is open at `now`, from its weekly periods in local time and its UTC offset.
 * A single period opening Sunday 00:00 with no close means open 24/7. Undefined when unknown.
 */
export function isOpenAt(
  periods: readonly OpeningPeriod[] | undefined,
  utcOffsetMinutes: number | undefined,
  now: Date,
): boolean | undefined {
  if (!periods?.length || utcOffsetMinutes === undefined) return undefined;
  if (alwaysOpen(periods)) return true;
  const t = Math.floor(localWeekMinute(now, utcOffsetMinutes));
  return periods.some((p) => {
    if (!p.close) return false;
    const open = weekMinute(p.open);
    let close = weekMinute(p.close);
    if (close <= open) close += MINUTES_PER_WEEK; // wraps past Saturday night
    return (t >= open && t < close) || (t + MINUTES_PER_WEEK >= open && t + MINUTES_PER_WEEK < close);
  });
}

/**
 * Seconds from `now` until the place next opens or closes (the moment its Open/Closed badge flips);
 * undefined when its hours are unknown or it never changes (open 24/7).
 */
export function secondsUntilChange(
  periods: readonly OpeningPeriod[] | undefined,
  utcOffsetMinutes: number | undefined,
  now: Date,
): number | undefined {
  if (!periods?.length || utcOffsetMinutes === undefined || alwaysOpen(periods)) return undefined;
  const t = localWeekMinute(now, utcOffsetMinutes);
  let soonest = Number.POSITIVE_INFINITY;
  for (const p of periods) {
    for (const edge of [p.open, p.close]) {
      if (!edge) continue;
      const ahead = (((weekMinute(edge) - t) % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
      if (ahead > 0) soonest = Math.min(soonest, ahead);
    }
  }
  return Number.isFinite(soonest) ? Math.round(soonest * 60) : undefined;
}

/**
 * When the place next opens or closes, in its own time (the weekday, hour and minute of the change, and
 * whether that is today there), or that it is open around the clock. Undefined when unknown. Words come
 * later, in the page's language (nextChangeWords).
 */
export function nextChange(
  periods: readonly OpeningPeriod[] | undefined,
  utcOffsetMinutes: number | undefined,
  now: Date,
): NextChange | undefined {
  if (!periods?.length || utcOffsetMinutes === undefined) return undefined;
  if (alwaysOpen(periods)) return { kind: "always" };
  const open = isOpenAt(periods, utcOffsetMinutes, now);
  const seconds = secondsUntilChange(periods, utcOffsetMinutes, now);
  if (open === undefined || seconds === undefined) return undefined;
  const local = (t: number) => new Date(t + utcOffsetMinutes * 60_000);
  const at = local(now.getTime() + seconds * 1000);
  return {
    kind: open ? "closes" : "opens",
    day: at.getUTCDay(),
    hour: at.getUTCHours(),
    minute: at.getUTCMinutes(),
    today: at.getUTCDay() === local(now.getTime()).getUTCDay(),
  };
}

/**
 * A next change in the page's language: 'Open 24 hours', 'Closes 10:00 PM', 'Opens 11:00 AM', or with the
 * weekday when that is not today ('Opens Tue 11:00 AM'; 'Öffnet Di 11:00' in German).
 */
export function nextChangeWords(change: NextChange | undefined, t: Translator): string | undefined {
  if (!change) return undefined;
  if (change.kind === "always") return t.t("restaurant.hours.open24");
  const time = clockText(change.hour, change.minute, t.locale.tag);
  if (change.today)
    return t.t(change.kind === "opens" ? "restaurant.hours.opensAt" : "restaurant.hours.closesAt", { time });
  const day = weekdayName(change.day, t.locale.tag, "short");
  return t.t(change.kind === "opens" ? "restaurant.hours.opensOn" : "restaurant.hours.closesOn", { day, time });
}

/** nextChange in words, in the page's language. */
export function nextChangeText(
  periods: readonly OpeningPeriod[] | undefined,
  utcOffsetMinutes: number | undefined,
  now: Date,
  t: Translator,
): string | undefined {
  return nextChangeWords(nextChange(periods, utcOffsetMinutes, now), t);
}

/**
 * Returns the place with `opening_hours.isOpen` and `next` computed for `now`. They change only on whole
 * minutes (opening hours are in minutes, time zone offsets too), so they hold for the rest of `now`'s minute.
 */
export function withOpenNow<T extends Pick<Restaurant, "opening_hours" | "utc_offset_minutes">>(
  place: T,
  now: Date,
): T {
  if (!place.opening_hours) return place;
  const { periods } = place.opening_hours;
  const isOpen = isOpenAt(periods, place.utc_offset_minutes, now);
  const next = nextChange(periods, place.utc_offset_minutes, now);
  return { ...place, opening_hours: { ...place.opening_hours, isOpen, next } };
}

/** The clock formats of each language, and its weekday formats (long, short): the bounds are over the guide's languages. */
const clockFormat = memoize(
  64,
  (tag: string) => tag,
  (tag: string) => new Intl.DateTimeFormat(tag, { timeStyle: "short", timeZone: "UTC" }),
);
const weekdayFormat = memoize(
  128,
  (tag: string, width: "long" | "short") => `${tag}|${width}`,
  (tag: string, width: "long" | "short") => new Intl.DateTimeFormat(tag, { weekday: width, timeZone: "UTC" }),
);

/** A day of the week whose UTC date is that weekday: 1 January 2023 was a Sunday. */
const onWeekday = (day: number, hour = 0, minute = 0) => new Date(Date.UTC(2023, 0, 1 + day, hour, minute));

/*
 * The texts are kept once made, by language and time or day: formatting costs far more than looking up, and a
 * listing of 500 places formats the same few dozen times thousands of times. A language has 1,440 times of
 * day and 14 day names; nine languages stay well within the bounds.
 */

/**
 * A time of day as the language writes it ('10:00 PM' in English, '22:00' in German and French). Hours are
 * already in the place's own time, so they are formatted as UTC. CLDR's narrow no-break space before 'PM'
 * is written as a space, as the guide always has.
 */
export const clockText: (hour: number, minute: number, tag: string) => string = memoize(
  20_000,
  (hour, minute, tag) => `${tag}|${hour}|${minute}`,
  (hour, minute, tag) =>
    clockFormat(tag)
      .format(onWeekday(0, hour, minute))
      .replace(/\u202f/g, " "),
);

/** A weekday's name in a language (0 = Sunday): 'Monday', 'Tue'; 'lundi', 'Di'. */
export const weekdayName: (day: number, tag: string, width?: "long" | "short") => string = memoize(
  500,
  (day, tag, width = "long") => `${tag}|${width}|${day}`,
  (day, tag, width = "long") => weekdayFormat(tag, width).format(onWeekday(day)),
);

/** Monday first. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** A day's periods, by opening. Open 24/7 (one period, Sunday 00:00, no close) is open all day every day. */
function periodsOf(periods: readonly OpeningPeriod[], day: number): OpeningPeriod[] {
  if (alwaysOpen(periods)) return [...periods];
  return periods.filter((p) => p.open.day === day).sort((a, b) => weekMinute(a.open) - weekMinute(b.open));
}

/**
 * 'Monday: 11:00 AM – 3:00 PM, 5:00 PM – 10:00 PM' lines, Monday first, from weekly periods: the demo
 * provider's stand-in for Google's weekdayDescriptions, which are English (the provider's data, asked for
 * in English and cached for every language). Pages show hours in their own language with openingLines.
 */
export function weekdayText(periods: readonly OpeningPeriod[]): string[] {
  return WEEK.map((day) => {
    const today = periodsOf(periods, day);
    const name = weekdayName(day, "en");
    if (!today.length) return `${name}: Closed`;
    if (today.some((p) => !p.close)) return `${name}: Open 24 hours`;
    const clock = (h: number, m: number) => clockText(h, m, "en");
    return `${name}: ${today.map((p) => `${clock(p.open.hour, p.open.minute)} – ${clock(p.close!.hour, p.close!.minute)}`).join(", ")}`;
  });
}

/** One line of a place's week: the day, its hours, and both as one line ('Monday: 11:00 AM – 3:00 PM'). */
export interface OpeningLine {
  day: string;
  hours: string;
  line: string;
}

/**
 * A place's week in the page's language, Monday first: local weekday names, the language's own clock (24
 * hours in German and French), 'Closed' and 'Open 24 hours' in its words. English pages show the
 * provider's own English lines as they always have; without periods, so do the others (they are all there is).
 */
export function openingLines(
  hours: Pick<OpeningHours, "periods" | "weekday_text"> | undefined,
  t: Translator,
): OpeningLine[] {
  if (!hours) return [];
  const tag = t.locale.tag;
  if (tag === "en" || !hours.periods.length)
    return hours.weekday_text.map((line) => {
      const [day = "", ...rest] = line.split(": ");
      return { day, hours: rest.join(": "), line };
    });
  return WEEK.map((d) => {
    const today = periodsOf(hours.periods, d);
    const day = weekdayName(d, tag);
    const words = !today.length
      ? t.t("restaurant.hours.closed")
      : today.some((p) => !p.close)
        ? t.t("restaurant.hours.open24")
        : t.list(
            today.map((p) =>
              t.t("restaurant.hours.range", {
                from: clockText(p.open.hour, p.open.minute, tag),
                to: clockText(p.close!.hour, p.close!.minute, tag),
              }),
            ),
          );
    return { day, hours: words, line: t.t("restaurant.hours.line", { day, hours: words }) };
  });
}

export function openingHours(periods: OpeningPeriod[], weekday_text?: string[]): OpeningHours {
  return { periods, weekday_text: weekday_text ?? weekdayText(periods) };
}
