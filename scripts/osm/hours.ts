/**
 * An OpenStreetMap `opening_hours` value as the guide's weekly hours: the periods (0 = Sunday, the place's
 * local time) that the pages turn into their hours and open-now. Parsed once, at import, by opening_hours.js
 * (the reference parser of the syntax, LGPL-3.0: a tool of the import, never part of the Worker; see
 * docs/decisions/016-openstreetmap-places.md).
 *
 * A week is what the pages show, so the value is evaluated over one ordinary week (3-9 March 2024: no
 * public holiday in the parser's default calendar, no daylight-saving change in the usual zones). The parser
 * works in the process's local time, and so does this reading of it: the week's clock is the place's own
 * whatever zone the import runs in (the import command runs in UTC, which has no daylight saving at all). Intervals the value marks as unknown ('by appointment', 'unknown') do not count
 * as open. A value the parser does not understand gives no hours: the page says they are not known. So does
 * one whose times follow the sun ('sunrise-sunset', 'Mo-Su 10:00-dusk'): without the place's position and
 * the day the parser puts in times of its own, to the minute, that a page would show as if they were known.
 */
import OpeningHours from "opening_hours";
import type { OpeningPeriod } from "~/modules/places/types";

const DAY = 24 * 3600 * 1000;
/** Sunday 3 March 2024, 00:00 in the process's local time (the parser's clock). */
const weekStart = () => new Date(2024, 2, 3).getTime();

const at = (d: Date) => ({ day: d.getDay(), hour: d.getHours(), minute: d.getMinutes() });

export type WeeklyHours = { ok: true; periods: OpeningPeriod[] } | { ok: false; reason: "unparsed" | "no-hours" };

/** The syntax's variable times (outside its "comments"): they move with the sun from day to day. */
const SUN_TIMES = /\b(?:sunrise|sunset|dawn|dusk)\b/i;

export function weeklyHours(value: string): WeeklyHours {
  let parsed: OpeningHours;
  try {
    // No place information: no public holidays are known, so 'PH' rules never apply (sun times: see below).
    parsed = new OpeningHours(value, null, 0);
  } catch {
    return { ok: false, reason: "unparsed" };
  }
  if (SUN_TIMES.test(value.replace(/"[^"]*"/g, ""))) return { ok: false, reason: "no-hours" };
  // The week is read with a day on each side, so that no night that runs past midnight is cut at the week's
  // edges (Saturday 18:00 to Sunday 01:00 stays one period, and is not also a Sunday 00:00-01:00).
  const start = weekStart();
  const end = start + 7 * DAY;
  const intervals = parsed
    .getOpenIntervals(new Date(start - DAY), new Date(end + DAY))
    .filter(([, , unknown]) => !unknown);
  if (!intervals.length) return { ok: false, reason: "no-hours" };
  const periods: OpeningPeriod[] = [];
  for (const [from, to] of intervals) {
    // The whole week open: around the clock, as Google writes it (an opening and no closing).
    if (to.getTime() - from.getTime() >= 7 * DAY)
      return { ok: true, periods: [{ open: { day: 0, hour: 0, minute: 0 } }] };
    // Each period once, by its opening within the week.
    if (from.getTime() < start || from.getTime() >= end) continue;
    periods.push({ open: at(from), close: at(to) });
  }
  if (!periods.length) return { ok: false, reason: "no-hours" };
  periods.sort((a, b) => a.open.day - b.open.day || a.open.hour - b.open.hour || a.open.minute - b.open.minute);
  return { ok: true, periods };
}
