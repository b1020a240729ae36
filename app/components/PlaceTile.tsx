import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PlaceArt } from "./PlaceArt";

/** A linked card with artwork, a name and a line beneath: cities, states and countries. */
export function PlaceTile({
  to,
  name,
  subtitle,
  badge,
}: {
  to: string;
  name: string;
  subtitle?: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="group block h-full overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="relative aspect-[4/3]">
        <PlaceArt name={name} />
        {badge ? <span className="absolute left-3 top-3">{badge}</span> : null}
      </div>
      <div className="px-4 py-3">
        <p className="font-semibold text-ink group-hover:text-brand-700">{name}</p>
        {subtitle ? <p className="mt-0.5 text-sm text-stone-600">{subtitle}</p> : null}
      </div>
    </Link>
  );
}

export function Badge({ children, tone = "brand" }: { children: ReactNode; tone?: "brand" | "dark" | "light" }) {
  const tones = {
    brand: "bg-brand-600 text-white",
    dark: "bg-stone-900/80 text-white",
    light: "bg-white/90 text-stone-800",
  } as const;
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>
  );
}
