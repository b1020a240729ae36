import { Form } from "@remix-run/react";
import { useId } from "react";
import { paths } from "~/modules/urls";

interface SearchFormProps {
  placeholder?: string;
  /** Visible size: compact in the header, large in the home hero. */
  size?: "compact" | "large";
  defaultValue?: string;
}

/**
 * The place search box. A plain GET form to /search, so it works without JavaScript; the autocomplete
 * combobox enhances it once JavaScript runs.
 */
export function SearchForm({
  placeholder = "Search restaurants or locations...",
  size = "compact",
  defaultValue,
}: SearchFormProps) {
  const id = useId();
  const large = size === "large";
  return (
    <Form method="get" action={paths.search()} role="search" className="relative flex w-full items-center">
      <label htmlFor={id} className="sr-only">
        Search restaurants or locations
      </label>
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        className={`pointer-events-none absolute left-3 text-stone-500 ${large ? "h-5 w-5 left-4" : "h-4 w-4"}`}
      >
        <path
          fill="currentColor"
          d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64a.75.75 0 1 1-1.06 1.06l-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
        />
      </svg>
      <input
        id={id}
        name="q"
        type="search"
        required
        maxLength={200}
        autoComplete="off"
        defaultValue={defaultValue}
        placeholder={placeholder}
        className={`w-full rounded-full border border-stone-300 bg-white text-ink placeholder:text-stone-500 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${
          large ? "py-4 pl-11 pr-28 text-[15px] sm:pl-12 sm:pr-32 sm:text-lg" : "py-2 pl-9 pr-20 text-sm"
        }`}
      />
      <button
        type="submit"
        className={`btn-primary absolute ${large ? "right-2 px-4 py-2.5 text-base sm:px-6" : "right-1 px-3 py-1 text-xs"}`}
      >
        Search
      </button>
    </Form>
  );
}
