/**
 * Offline artwork for a city, state or country tile: a gradient whose hues come from the place's name,
 * a skyline silhouette and the place's initials. Deterministic, no network, no layout shift; a real
 * photo can replace it when a places provider supplies one (pass `photoUrl`).
 */
interface PlaceArtProps {
  name: string;
  photoUrl?: string;
  className?: string;
  /** Size of the initials. */
  size?: "sm" | "lg";
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const SKYLINES = [
  "M0 80V52h8V38h10v14h6V28h12v24h6V44h10v8h8V20h4v-6h4v6h4v32h8V40h12v12h6V34h10v18h8V46h10v34Z",
  "M0 80V60h10V46h6v-8h8v8h6v14h10V30h14v30h8V50h12v10h6V36h4l4-8 4 8h4v24h10V48h14v32Z",
  "M0 80V56h12V42h4v-6h10v6h4v14h10V24h6v-6h4v6h6v38h10V44h8l6-10 6 10h8v12h8V50h12v30Z",
];

/** Dusk-and-food colour pairs: paprika, saffron, olive, plum, teal, slate, terracotta, berry. */
const PALETTES: readonly (readonly [string, string])[] = [
  ["#8b2413", "#f04e16"],
  ["#b45309", "#fbbf24"],
  ["#3f6212", "#a3b845"],
  ["#4c1d95", "#c084fc"],
  ["#115e59", "#2dd4bf"],
  ["#1e3a5f", "#6b8cc7"],
  ["#9a3412", "#f4a46a"],
  ["#831843", "#f472b6"],
];

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words[1]?.[0] ?? "")).toUpperCase() || "•";
}

export function PlaceArt({ name, photoUrl, className = "", size = "sm" }: PlaceArtProps) {
  if (photoUrl) {
    return <img src={photoUrl} alt="" loading="lazy" className={`h-full w-full object-cover ${className}`} />;
  }
  const h = hash(name);
  const [from, to] = PALETTES[h % PALETTES.length]!;
  const skyline = SKYLINES[(h >> 4) % SKYLINES.length];
  return (
    <div
      aria-hidden="true"
      className={`relative h-full w-full overflow-hidden ${className}`}
      style={{ background: `linear-gradient(135deg, ${from}, ${to})` }}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 120 80"
        preserveAspectRatio="none"
        className="absolute inset-x-0 bottom-0 h-1/2 w-full opacity-30"
      >
        <path d={skyline} fill="black" />
      </svg>
      <span
        className={`absolute end-3 top-2 font-display font-bold text-white/85 ${size === "lg" ? "text-6xl" : "text-3xl"}`}
      >
        {initials(name)}
      </span>
    </div>
  );
}
