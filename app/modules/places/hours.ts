import type { OpeningHours, OpeningPeriod, Restaurant } from "./types";

const MINUTES_PER_WEEK = 7 * 24 * 60;
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

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
 * When the place next opens or closes, in its own time: 'Open 24 hours', 'Closes 10:00 PM', 'Opens
 * 11:00 AM', or with the weekday when that is not today ('Opens Tue 11:00 AM'). Undefined when unknown.
 */
export function nextChangeText(
  periods: readonly OpeningPeriod[] | undefined,
  utcOffsetMinutes: number | undefined,
  now: Date,
): string | undefined {
  if (!periods?.length || utcOffsetMinutes === undefined) return undefined;
  if (alwaysOpen(periods)) return "Open 24 hours";
  const open = isOpenAt(periods, utcOffsetMinutes, now);
  const seconds = secondsUntilChange(periods, utcOffsetMinutes, now);
  if (open === undefined || seconds === undefined) return undefined;
  const local = (t: number) => new Date(t + utcOffsetMinutes * 60_000);
  const at = local(now.getTime() + seconds * 1000);
  const day = at.getUTCDay() === local(now.getTime()).getUTCDay() ? "" : `${DAYS[at.getUTCDay()]!.slice(0, 3)} `;
  return `${open ? "Closes" : "Opens"} ${day}${clock(at.getUTCHours(), at.getUTCMinutes())}`;
}

/**
 * Returns the place with `opening_hours.isOpen` and `today` computed for `now`. They change only on whole
 * minutes (opening hours are in minutes, time zone offsets too), so they hold for the rest of `now`'s minute.
 */
export function withOpenNow<T extends Pick<Restaurant, "opening_hours" | "utc_offset_minutes">>(
  place: T,
  now: Date,
): T {
  if (!place.opening_hours) return place;
  const { periods } = place.opening_hours;
  const isOpen = isOpenAt(periods, place.utc_offset_minutes, now);
  const today = nextChangeText(periods, place.utc_offset_minutes, now);
  return { ...place, opening_hours: { ...place.opening_hours, isOpen, today } };
}

function clock(hour: number, minute: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** 'Monday: 11:00 AM – 3:00 PM, 5:00 – 10:00 PM' lines, Monday first, from weekly periods. */
export function weekdayText(periods: readonly OpeningPeriod[]): string[] {
  const order = [1, 2, 3, 4, 5, 6, 0];
  return order.map((day) => {
    const today = periods.filter((p) => p.open.day === day).sort((a, b) => weekMinute(a.open) - weekMinute(b.open));
    if (!today.length) return `${DAYS[day]}: Closed`;
    if (today.some((p) => !p.close)) return `${DAYS[day]}: Open 24 hours`;
    return `${DAYS[day]}: ${today.map((p) => `${clock(p.open.hour, p.open.minute)} – ${clock(p.close!.hour, p.close!.minute)}`).join(", ")}`;
  });
}

export function openingHours(periods: OpeningPeriod[], weekday_text?: string[]): OpeningHours {
  return { periods, weekday_text: weekday_text ?? weekdayText(periods) };
}
