import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PlaceArt } from "./PlaceArt";

const TILE = {
  regular: { badge: "start-3 top-3", text: "px-4 py-3", name: "", subtitle: "mt-0.5 text-sm" },
  // Two to a row on a phone: tighter padding, one line each.
  compact: { badge: "start-2 top-2", text: "px-3 py-2", name: "truncate", subtitle: "truncate text-xs" },
} as const;

/** A linked card with artwork, a name and a line beneath: cities, states and countries. */
export function PlaceTile({
  to,
  name,
  subtitle,
  badge,
  size = "regular",
}: {
  to: string;
  name: string;
  subtitle?: ReactNode;
  badge?: ReactNode;
  size?: keyof typeof TILE;
}) {
  const t = TILE[size];
  return (
    <Link
      to={to}
      className="group block h-full overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="relative aspect-[4/3]">
        <PlaceArt name={name} />
        {badge ? <span className={`absolute ${t.badge}`}>{badge}</span> : null}
      </div>
      <div className={t.text}>
        <p translate="no" className={`font-semibold text-ink group-hover:text-brand-700 ${t.name}`}>
          {name}
        </p>
        {subtitle ? <p className={`text-stone-600 ${t.subtitle}`}>{subtitle}</p> : null}
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
