/**
 * Pure functions' answers, kept (see memoize). The same rule as the isolate's other caches
 * (bounded-cache.ts: a bound, least recently used out first), in a module of its own: every page's script in
 * the browser carries the formatters' memoize, and need not carry the bounded cache with it.
 */

/**
 * A function whose answers are kept by a key, for work that depends on nothing but its arguments (slugs,
 * formatters, and the links a page derives from the catalogues): each isolate computes them once, not per
 * request. At most `max` answers are kept, least recently used out first, as in a BoundedCache, so keys taken
 * from URLs cannot grow the memory without bound. Written on a plain Map rather than on BoundedCache: the
 * browser's every page carries the formatters' memoize, and answers never age.
 */
export function memoize<A extends unknown[], R>(
  max: number,
  keyOf: (...args: A) => string,
  compute: (...args: A) => R,
): (...args: A) => R {
  const answers = new Map<string, R>();
  return (...args: A) => {
    const key = keyOf(...args);
    if (answers.has(key)) {
      const known = answers.get(key) as R;
      answers.delete(key);
      answers.set(key, known);
      return known;
    }
    const answer = compute(...args);
    answers.set(key, answer);
    if (answers.size > max) answers.delete(answers.keys().next().value as string);
    return answer;
  };
}
