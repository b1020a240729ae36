import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { ENGLISH, localeOfPrefix } from "~/modules/i18n/locales";
import { isOpenAt, nextChangeText, openingLines, secondsUntilChange, weekdayText, withOpenNow } from "./hours";
import type { OpeningPeriod, Restaurant } from "./types";

const daily = (openH: number, closeH: number, closeNextDay = false): OpeningPeriod[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    open: { day, hour: openH, minute: 0 },
    close: { day: closeNextDay ? (day + 1) % 7 : day, hour: closeH, minute: 0 },
  }));

// 2026-11-23 is a Monday.
const at = (iso: string) => new Date(iso);

describe("isOpenAt", () => {
  it("uses the place's local time from its UTC offset", () => {
    const periods = daily(11, 22);
    // 19:00 UTC = 11:00 in San Francisco (UTC-8) -> open; 06:30 UTC = 22:30 previous day -> closed.
    expect(isOpenAt(periods, -480, at("2026-11-23T19:00:00Z"))).toBe(true);
    expect(isOpenAt(periods, -480, at("2026-11-23T06:30:00Z"))).toBe(false);
    // Tokyo (UTC+9): 03:00 UTC = 12:00 local -> open.
    expect(isOpenAt(periods, 540, at("2026-11-23T03:00:00Z"))).toBe(true);
  });

  it("handles periods past midnight, including Saturday into Sunday", () => {
    const periods = daily(18, 2, true);
    expect(isOpenAt(periods, 0, at("2026-11-23T01:00:00Z"))).toBe(true); // Monday 01:00, from Sunday 18:00
    expect(isOpenAt(periods, 0, at("2026-11-22T01:30:00Z"))).toBe(true); // Sunday 01:30, from Saturday 18:00
    expect(isOpenAt(periods, 0, at("2026-11-23T03:00:00Z"))).toBe(false);
  });

  it("knows 24/7 places and closed days, and says nothing when it cannot know", () => {
    expect(isOpenAt([{ open: { day: 0, hour: 0, minute: 0 } }], 0, at("2026-11-23T03:00:00Z"))).toBe(true);
    const closedMondays = daily(9, 17).filter((p) => p.open.day !== 1);
    expect(isOpenAt(closedMondays, 0, at("2026-11-23T12:00:00Z"))).toBe(false);
    expect(isOpenAt([], 0, at("2026-11-23T12:00:00Z"))).toBeUndefined();
    expect(isOpenAt(daily(9, 17), undefined, at("2026-11-23T12:00:00Z"))).toBeUndefined();
  });

  it("computes isOpen at request time without touching the rest", () => {
    const place: Pick<Restaurant, "opening_hours" | "utc_offset_minutes"> = {
      opening_hours: { periods: daily(9, 17), weekday_text: ["x"] },
      utc_offset_minutes: 0,
    };
    expect(withOpenNow(place, at("2026-11-23T10:00:00Z")).opening_hours?.isOpen).toBe(true);
    expect(withOpenNow(place, at("2026-11-23T20:00:00Z")).opening_hours?.isOpen).toBe(false);
    expect(place.opening_hours).not.toHaveProperty("isOpen");
  });
});

describe("weekdayText", () => {
  it("writes Monday-first lines with split shifts and closed days", () => {
    const periods: OpeningPeriod[] = [
      { open: { day: 1, hour: 11, minute: 30 }, close: { day: 1, hour: 14, minute: 0 } },
      { open: { day: 1, hour: 17, minute: 0 }, close: { day: 1, hour: 22, minute: 0 } },
      { open: { day: 6, hour: 10, minute: 0 }, close: { day: 6, hour: 23, minute: 30 } },
    ];
    const text = weekdayText(periods);
    expect(text[0]).toBe("Monday: 11:30 AM – 2:00 PM, 5:00 PM – 10:00 PM");
    expect(text[1]).toBe("Tuesday: Closed");
    expect(text[5]).toBe("Saturday: 10:00 AM – 11:30 PM");
    expect(text[6]).toBe("Sunday: Closed");
  });
});

describe("a week open around the clock (24/7)", () => {
  const always: OpeningPeriod[] = [{ open: { day: 0, hour: 0, minute: 0 } }];

  it("reads as open 24 hours every day, not only on Sunday", () => {
    expect(weekdayText(always)).toEqual([
      "Monday: Open 24 hours",
      "Tuesday: Open 24 hours",
      "Wednesday: Open 24 hours",
      "Thursday: Open 24 hours",
      "Friday: Open 24 hours",
      "Saturday: Open 24 hours",
      "Sunday: Open 24 hours",
    ]);
    // A page in another language writes the week from the periods.
    const de = serverTranslator(localeOfPrefix("de")!);
    const lines = openingLines({ periods: always, weekday_text: weekdayText(always) }, de);
    expect(lines.map((l) => l.day)).toEqual([
      "Montag",
      "Dienstag",
      "Mittwoch",
      "Donnerstag",
      "Freitag",
      "Samstag",
      "Sonntag",
    ]);
    expect(new Set(lines.map((l) => l.hours))).toEqual(new Set([de.t("restaurant.hours.open24")]));
    expect(de.t("restaurant.hours.open24")).not.toBe(de.t("restaurant.hours.closed"));
  });
});

describe("secondsUntilChange", () => {
  // Monday to Friday 11:00-22:00 in UTC-8 (Pacific standard time).
  const weekdays = [1, 2, 3, 4, 5].map((day) => ({
    open: { day, hour: 11, minute: 0 },
    close: { day, hour: 22, minute: 0 },
  }));
  const at = (iso: string) => new Date(iso);

  it("counts to the next opening or closing in the place's own time zone", () => {
    // Monday 10:30 local = 18:30 UTC: opens in 30 minutes.
    expect(secondsUntilChange(weekdays, -480, at("2026-11-23T18:30:00Z"))).toBe(1800);
    // Monday 21:00 local: closes in an hour.
    expect(secondsUntilChange(weekdays, -480, at("2026-11-24T05:00:00Z"))).toBe(3600);
    // Friday 23:00 local: next change is Monday 11:00, across the closed weekend.
    expect(secondsUntilChange(weekdays, -480, at("2026-11-28T07:00:00Z"))).toBe((2 * 24 + 12) * 3600);
  });

  it("is undefined for unknown hours and for a place open around the clock", () => {
    expect(secondsUntilChange(undefined, -480, at("2026-11-23T18:30:00Z"))).toBeUndefined();
    expect(secondsUntilChange(weekdays, undefined, at("2026-11-23T18:30:00Z"))).toBeUndefined();
    expect(
      secondsUntilChange([{ open: { day: 0, hour: 0, minute: 0 } }], 60, at("2026-11-23T18:30:00Z")),
    ).toBeUndefined();
  });

  it("handles a period that runs past midnight", () => {
    const late = [{ open: { day: 5, hour: 18, minute: 0 }, close: { day: 6, hour: 2, minute: 0 } }];
    // Saturday 01:00 local in UTC+1 = Saturday 00:00 UTC: closes in an hour.
    expect(secondsUntilChange(late, 60, at("2026-11-28T00:00:00Z"))).toBe(3600);
  });
});

describe("nextChangeText", () => {
  const en = serverTranslator(ENGLISH);
  it("says when an open place closes and a closed one opens, in the place's own time", () => {
    const periods = daily(11, 22);
    // 19:00 UTC = 11:00 in San Francisco: open until 10 PM.
    expect(nextChangeText(periods, -480, at("2026-11-23T19:00:00Z"), en)).toBe("Closes 10:00 PM");
    // 17:00 UTC = 09:00 there: opens at 11.
    expect(nextChangeText(periods, -480, at("2026-11-23T17:00:00Z"), en)).toBe("Opens 11:00 AM");
  });

  it("names the day when the change is not today, and says 'Open 24 hours'", () => {
    // Closed on Mondays: on Sunday night it next opens Tuesday.
    const periods = daily(11, 22).filter((p) => p.open.day !== 1);
    expect(nextChangeText(periods, 0, at("2026-11-22T23:00:00Z"), en)).toBe("Opens Tue 11:00 AM");
    expect(nextChangeText([{ open: { day: 0, hour: 0, minute: 0 } }], 0, at("2026-11-22T23:00:00Z"), en)).toBe(
      "Open 24 hours",
    );
    expect(nextChangeText(undefined, 0, at("2026-11-22T23:00:00Z"), en)).toBeUndefined();
  });
});
