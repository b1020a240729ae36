import { Link } from "@remix-run/react";

/** A not-found or nothing-here panel with a way onwards. */
export function EmptyState({
  title,
  message,
  action,
  headingLevel = 2,
}: {
  title: string;
  message: string;
  action?: { to: string; label: string };
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="mx-auto my-12 max-w-lg rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <svg viewBox="0 0 24 24" className="mx-auto h-10 w-10 text-stone-400" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
        />
      </svg>
      <Heading className="mt-4 text-xl font-semibold text-ink">{title}</Heading>
      <p className="mt-2 text-stone-600">{message}</p>
      {action ? (
        <Link to={action.to} className="btn-primary mt-6">
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
