/**
 * A city where it is mealtime now (between noon and 8 PM local time), for tests of 'Open now' on demo
 * data: the demo restaurants keep real opening hours (none opens between 2 and 7 AM), so a fixed city
 * would have nothing open at some hours of the day. The offsets are the demo provider's standard-time
 * ones; together the cities cover every hour of the day.
 */
const CITIES = [
  { path: "/restaurants/united-states/california/san-francisco", offsetMinutes: -480 },
  { path: "/restaurants/united-states/texas/austin", offsetMinutes: -360 },
  { path: "/restaurants/international/united-kingdom/england/london", offsetMinutes: 0 },
  { path: "/restaurants/international/india/maharashtra/mumbai", offsetMinutes: 330 },
  { path: "/restaurants/international/japan/tokyo/tokyo", offsetMinutes: 540 },
  { path: "/restaurants/international/australia/new-south-wales/sydney", offsetMinutes: 600 },
] as const;

/** The results path of a city where it is between 12:00 and 20:00 at `now` (and for a while after it). */
export function mealtimeCity(now = new Date()): string {
  const utcMinutes = now.getUTCHours() * 60 + now.getUTCMinutes();
  const localHour = (offset: number) => ((((utcMinutes + offset) % 1440) + 1440) % 1440) / 60;
  // The city furthest from the window's end, so that a test taking a few minutes still runs at mealtime.
  const [best] = CITIES.filter((c) => localHour(c.offsetMinutes) >= 12 && localHour(c.offsetMinutes) < 20).sort(
    (a, b) => localHour(a.offsetMinutes) - localHour(b.offsetMinutes),
  );
  if (!best) throw new Error(`no test city at mealtime at ${now.toISOString()}`);
  return best.path;
}
