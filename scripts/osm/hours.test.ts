import { describe, expect, it } from "vitest";
import { weeklyHours } from "./hours";

const p = (day: number, open: string, closeDay: number, close: string) => {
  const [oh, om] = open.split(":").map(Number);
  const [ch, cm] = close.split(":").map(Number);
  return { open: { day, hour: oh, minute: om }, close: { day: closeDay, hour: ch, minute: cm } };
};

describe("weeklyHours (opening_hours -> the guide's weekly periods)", () => {
  it("reads weekdays with a lunch break and a Saturday night past midnight as one period", () => {
    const hours = weeklyHours("Mo-Fr 11:30-14:30,18:00-22:30; Sa 18:00-01:00; PH off");
    expect(hours).toEqual({
      ok: true,
      periods: [
        p(1, "11:30", 1, "14:30"),
        p(1, "18:00", 1, "22:30"),
        p(2, "11:30", 2, "14:30"),
        p(2, "18:00", 2, "22:30"),
        p(3, "11:30", 3, "14:30"),
        p(3, "18:00", 3, "22:30"),
        p(4, "11:30", 4, "14:30"),
        p(4, "18:00", 4, "22:30"),
        p(5, "11:30", 5, "14:30"),
        p(5, "18:00", 5, "22:30"),
        p(6, "18:00", 0, "01:00"),
      ],
    });
  });

  it("reads 24/7 as open around the clock, and every day to midnight as seven periods", () => {
    expect(weeklyHours("24/7")).toEqual({ ok: true, periods: [{ open: { day: 0, hour: 0, minute: 0 } }] });
    const late = weeklyHours("Mo-Su 11:00-00:00");
    expect(late.ok && late.periods).toHaveLength(7);
    expect(late.ok && late.periods[0]).toEqual(p(0, "11:00", 1, "00:00"));
  });

  it("does not count 'by appointment' or unknown times as open, and says when a value cannot be read", () => {
    expect(weeklyHours('Mo-Fr 10:00-18:00 "by appointment"')).toEqual({ ok: false, reason: "no-hours" });
    expect(weeklyHours("whenever we feel like it")).toEqual({ ok: false, reason: "unparsed" });
    expect(weeklyHours("<script>alert(1)</script>")).toEqual({ ok: false, reason: "unparsed" });
    expect(weeklyHours("off")).toEqual({ ok: false, reason: "no-hours" });
  });

  it("gives no hours for times that follow the sun, rather than times to the minute nobody wrote", () => {
    for (const value of ["sunrise-sunset", "Mo-Su 08:00-sunset", "Mo-Fr dawn-dusk", "Sa (sunrise+01:00)-18:00"])
      expect(weeklyHours(value)).toEqual({ ok: false, reason: "no-hours" });
    // The word in a comment is only words: the times around it are read.
    const commented = weeklyHours('Mo-Fr 10:00-18:00; Sa 10:00-14:00 "terrace until sunset"');
    expect(commented.ok && commented.periods).toEqual([1, 2, 3, 4, 5].map((d) => p(d, "10:00", d, "18:00")));
  });
});
