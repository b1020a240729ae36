/** Shown on every page while the built-in demo provider supplies the restaurant data. */
export function DemoDataBanner({ compact = false }: { compact?: boolean }) {
  return (
    <aside
      aria-label="Demo data"
      className={`bg-amber-100 text-center text-amber-950 ${compact ? "px-3 py-1.5 text-xs" : "px-4 py-2 text-sm"}`}
    >
      <strong className="font-semibold">Demo data:</strong> the restaurants, reviews and photos on this site are
      generated examples, not real places.
    </aside>
  );
}
