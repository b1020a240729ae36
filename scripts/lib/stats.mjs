// The bench's statistics, one definition each: every part summarises its timings and its rounds' ratios with
// these, so that two tables of docs/benchmarks.md read the same word the same way.

/** The middle value of `xs` (the mean of the two middle ones when their number is even). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** The value below which `p` percent of `xs` lie (nearest rank, never interpolated); 0 for none. */
export function percentile(xs, p) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : 0;
}
