import type { ReactNode } from "react";

const LOOK = {
  regular: { card: "p-6", heading: "text-xl", body: "mt-4", row: "" },
  compact: { card: "p-4", heading: "text-lg", body: "mt-3", row: "text-sm" },
} as const;

export type FactSize = keyof typeof LOOK;

/**
 * A titled card of a restaurant page (Business Information, Reviews, Hours…), labelled by its heading.
 * `id` names the heading in every language ('business-information'; 'm-' is added on the mobile profile):
 * a title in Japanese or Arabic would make no id at all.
 */
export function FactCard({
  id: name,
  title,
  size = "regular",
  children,
}: {
  id: string;
  title: string;
  size?: FactSize;
  children: ReactNode;
}) {
  const look = LOOK[size];
  const id = `${size === "compact" ? "m-" : ""}${name}`;
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-stone-200 bg-white ${look.card}`}>
      <h2 id={id} className={`font-semibold ${look.heading}`}>
        {title}
      </h2>
      <div className={look.body}>{children}</div>
    </section>
  );
}

/** One label and value of a fact list (<dl>). */
export function FactRow({ label, value, size = "regular" }: { label: string; value: ReactNode; size?: FactSize }) {
  return (
    <div className={`flex justify-between gap-4 border-b border-stone-100 py-2 last:border-0 ${LOOK[size].row}`}>
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-end font-medium">{value}</dd>
    </div>
  );
}
