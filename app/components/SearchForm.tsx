import { Form, useNavigate } from "@remix-run/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { SEARCH_TEXT_MAX } from "~/modules/http/limits";
import { useHrefIn, useT } from "~/modules/i18n/react";
import type { MessageKey } from "~/modules/i18n/translator";
import { own } from "~/modules/own";
import { BLUR_CLOSE_MS, createTypeahead } from "~/modules/search/typeahead";
import { paths } from "~/modules/urls/paths";

interface SearchFormProps {
  placeholder?: string;
  /** Visible size: compact in the header, large in the home hero. */
  size?: "compact" | "large";
  defaultValue?: string;
  /** The mobile-styled version: searches from /mobile/search and lands on /mobile/ pages. */
  mobile?: boolean;
  autoFocus?: boolean;
  /** The search landmark's name: a page with two search boxes tells them apart by it. */
  label?: string;
}

interface Suggestion {
  place_id: string;
  description: string;
  types: string[];
  structured_formatting: { main_text: string; secondary_text: string };
  /** What it is, shown beside it ('city', 'restaurant', 'cuisine'...). */
  kind?: string;
  /** A guide suggestion's own page (a dish in a city); provider places are routed by their id. */
  to?: string;
}

const KIND_LABELS: Record<string, MessageKey> = {
  city: "shell.searchForm.kind.city",
  neighborhood: "shell.searchForm.kind.neighborhood",
  region: "shell.searchForm.kind.region",
  restaurant: "shell.searchForm.kind.restaurant",
  place: "shell.searchForm.kind.place",
  cuisine: "shell.searchForm.kind.cuisine",
  food: "shell.searchForm.kind.food",
  feature: "shell.searchForm.kind.feature",
};

function newSessionToken(): string {
  return crypto.randomUUID?.() ?? Math.random().toString(36).slice(2) + Date.now().toString(36);
}

/**
 * The place search box. Without JavaScript, a GET form to /search, which resolves the text on the server.
 * With JavaScript, an ARIA combobox: suggestions from 2 characters after a 300 ms pause (stale answers
 * dropped), arrow keys, Enter and Escape, closing 200 ms after blur; one provider session token per typing
 * session. Each suggestion shows its kind (city, restaurant, cuisine...). Choosing a place goes to its
 * results page (a restaurant to its own page), or does nothing when no state or city is found; choosing
 * a dish, cuisine or feature goes straight to its page. Typed text goes to /search, which reads it.
 */
export function SearchForm({
  placeholder,
  size = "compact",
  defaultValue,
  mobile = false,
  autoFocus,
  label,
}: SearchFormProps) {
  const { t } = useT();
  // The guide's own suggestions come worded in the page's language (the API answers under the page's prefix).
  const autocomplete = useHrefIn()("/api/places/autocomplete");
  const id = useId();
  const listId = `${id}-list`;
  const large = size === "large";
  const navigate = useNavigate();
  const [text, setText] = useState(defaultValue ?? "");
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const token = useRef<string | null>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>();

  const typeahead = useMemo(
    () =>
      createTypeahead<Suggestion>({
        load: async (input) => {
          token.current ??= newSessionToken();
          const params = new URLSearchParams({ input, types: "establishment", sessiontoken: token.current });
          const res = await fetch(`${autocomplete}?${params}`);
          const body = (await res.json()) as { predictions?: Suggestion[] };
          return body.predictions ?? [];
        },
        show: (found) => {
          setItems(found);
          setActive(-1);
          setOpen(found.length > 0);
        },
      }),
    [autocomplete],
  );
  useEffect(() => () => typeahead.cancel(), [typeahead]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = async (s: Suggestion) => {
    typeahead.cancel();
    close();
    setText(s.description);
    if (s.to) {
      navigate(mobile ? paths.mobile(s.to) : s.to);
      return;
    }
    // The typing session ends with this choice: its token goes with the one lookup that routes it.
    const params = new URLSearchParams({
      q: s.description,
      types: s.types.join(","),
      place_id: s.place_id,
      name: s.structured_formatting.main_text,
    });
    if (token.current) params.set("sessiontoken", token.current);
    token.current = null;
    if (mobile) params.set("mobile", "1");
    try {
      const res = await fetch(`/api/search/resolve?${params}`);
      if (!res.ok) return; // no state or city: nothing happens
      const { path } = (await res.json()) as { path?: string };
      if (path) navigate(path);
    } catch {
      // network trouble: stay put
    }
  };

  return (
    <Form
      method="get"
      action={mobile ? paths.mobileTab("search") : paths.search()}
      role="search"
      aria-label={label ?? t("shell.searchForm.landmark")}
      className="relative flex w-full items-center"
      onSubmit={(e) => {
        // Enter or the button runs only with text; a highlighted suggestion is chosen instead.
        if (!text.trim()) {
          e.preventDefault();
          return;
        }
        if (open && active >= 0 && items[active]) {
          e.preventDefault();
          void choose(items[active]!);
          return;
        }
        typeahead.cancel();
        close();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t("shell.searchForm.label")}
      </label>
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        className={`pointer-events-none absolute text-stone-500 ${large ? "start-4 h-5 w-5" : "start-3 h-4 w-4"}`}
      >
        <path
          fill="currentColor"
          d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64a.75.75 0 1 1-1.06 1.06l-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
        />
      </svg>
      <input
        id={id}
        name="q"
        // A text field, not type="search": HTML allows the combobox role only on a text field, and phones
        // still show their search key (enterKeyHint, inputMode).
        type="text"
        inputMode="search"
        enterKeyHint="search"
        required
        maxLength={SEARCH_TEXT_MAX}
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: only the mobile Search tab asks for it, where typing is the next step.
        autoFocus={autoFocus}
        value={text}
        placeholder={placeholder ?? t("shell.searchForm.placeholder")}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          typeahead.input(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && items.length) {
            e.preventDefault();
            setOpen(true);
            setActive((a) => (a + 1) % items.length);
          } else if (e.key === "ArrowUp" && items.length) {
            e.preventDefault();
            setOpen(true);
            setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
          } else if (e.key === "Escape" && open) {
            // Close the list but keep the text (a search field would otherwise clear itself).
            e.preventDefault();
            close();
          }
        }}
        onFocus={() => clearTimeout(blurTimer.current)}
        onBlur={() => {
          blurTimer.current = setTimeout(close, BLUR_CLOSE_MS);
        }}
        className={`w-full rounded-full border border-stone-300 bg-white text-ink placeholder:text-stone-500 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${
          large ? "py-4 ps-11 pe-28 text-[15px] sm:ps-12 sm:pe-32 sm:text-lg" : "py-2 ps-9 pe-20 text-sm"
        }`}
      />
      <button
        type="submit"
        className={`btn-primary absolute ${large ? "end-2 px-4 py-2.5 text-base sm:px-6" : "end-1 px-3 py-1 text-xs"}`}
      >
        {t("shell.searchForm.submit")}
      </button>
      <div
        id={listId}
        role="listbox"
        aria-label={t("shell.searchForm.suggestions")}
        hidden={!open}
        className="absolute start-0 end-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-stone-200 bg-white py-1 text-start shadow-lg"
      >
        {items.map((s, i) => (
          // Options of a combobox are never focused themselves: the input keeps focus and points at the
          // highlighted one with aria-activedescendant, and its own keydown handler moves the highlight.
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={s.place_id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => void choose(s)}
            // The highlighted suggestion: a tinted row with a bar at its start, plain to see without colour too.
            className={`flex cursor-pointer items-center justify-between gap-3 border-s-4 px-4 py-2 ${i === active ? "border-brand-600 bg-brand-100" : "border-transparent"}`}
          >
            <span className="min-w-0">
              <span className="block font-medium text-ink">{s.structured_formatting.main_text}</span>
              {s.structured_formatting.secondary_text ? (
                <span className="block text-sm text-stone-600">{s.structured_formatting.secondary_text}</span>
              ) : null}
            </span>
            {s.kind && own(KIND_LABELS, s.kind) ? (
              <span className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                {t(own(KIND_LABELS, s.kind)!)}
              </span>
            ) : null}
          </div>
        ))}
      </div>
    </Form>
  );
}
