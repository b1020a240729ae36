/**
 * A function whose answers are kept by a key, for work that depends on nothing but its arguments (slugs,
 * and the links a page derives from the catalogues): each isolate computes them once, not per request.
 * The memory is emptied when it holds `max` keys, so keys taken from URLs cannot grow it without bound.
 * Answers are shared between callers, who must not change them.
 */
export function memoize<A extends unknown[], R>(
  max: number,
  keyOf: (...args: A) => string,
  compute: (...args: A) => R,
): (...args: A) => R {
  const answers = new Map<string, R>();
  return (...args: A) => {
    const key = keyOf(...args);
    const known = answers.get(key);
    if (known !== undefined || answers.has(key)) return known as R;
    if (answers.size >= max) answers.clear();
    const answer = compute(...args);
    answers.set(key, answer);
    return answer;
  };
}
