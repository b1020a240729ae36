/**
 * The search box's suggestion timing: nothing under 2 characters, a request after a
 * 300 ms pause in typing, and only the newest request's answer is ever shown (stale answers are
 * dropped). Pure and DOM-free so it can be tested with fake timers.
 */
export const MIN_CHARS = 2;
export const PAUSE_MS = 300;
export const BLUR_CLOSE_MS = 200;

export interface Typeahead<_T> {
  /** Call on every change of the text. */
  input(text: string): void;
  cancel(): void;
}

export function createTypeahead<T>(options: {
  load: (text: string) => Promise<T[]>;
  show: (items: T[]) => void;
  delayMs?: number;
  minChars?: number;
}): Typeahead<T> {
  const delay = options.delayMs ?? PAUSE_MS;
  const min = options.minChars ?? MIN_CHARS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  return {
    input(text) {
      clearTimeout(timer);
      const ticket = ++latest;
      if (text.trim().length < min) {
        options.show([]);
        return;
      }
      timer = setTimeout(() => {
        options.load(text.trim()).then(
          (items) => {
            if (ticket === latest) options.show(items);
          },
          () => {
            if (ticket === latest) options.show([]);
          },
        );
      }, delay);
    },
    cancel() {
      clearTimeout(timer);
      latest++;
    },
  };
}
