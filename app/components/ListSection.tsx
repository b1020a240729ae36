import type { ReactNode } from "react";

/**
 * A section whose heading names a list: city and state grids, favorites, search lists. The heading
 * labels the section for assistive technology; the items are the list's <li> children.
 */
export function ListSection({
  id,
  title,
  children,
  className,
  headingClassName = "text-2xl font-semibold",
  listClassName,
  listLabel,
  empty,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  headingClassName?: string;
  listClassName?: string;
  listLabel?: string;
  /** Shown instead of the list when given (the caller knows the list is empty). */
  empty?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {empty ?? (
        <ul className={listClassName} aria-label={listLabel}>
          {children}
        </ul>
      )}
    </section>
  );
}
