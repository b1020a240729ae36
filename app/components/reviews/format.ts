/**
 * Dates of members' reviews in the page's language: the day a review was written, the month of a visit. Read
 * in UTC, so the server's page and the browser's agree.
 */
import { memoize } from "~/modules/memo";

const formats = memoize(
  32,
  (tag: string, kind: "day" | "month") => `${tag}|${kind}`,
  (tag: string, kind: "day" | "month") =>
    new Intl.DateTimeFormat(
      tag,
      kind === "day" ? { dateStyle: "medium", timeZone: "UTC" } : { year: "numeric", month: "long", timeZone: "UTC" },
    ),
);

/** '28 Nov 2026' for a moment (ms since the epoch). */
export const reviewDay = (tag: string, ms: number) => formats(tag, "day").format(new Date(ms));

/** 'November 2026' for a visit's 'YYYY-MM'. */
export function visitMonth(tag: string, month: string): string {
  const [y, m] = month.split("-").map(Number);
  return formats(tag, "month").format(new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, 1)));
}
