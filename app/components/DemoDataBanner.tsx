/** Shown on every page while the built-in demo provider supplies the restaurant data. */
export function DemoDataBanner() {
  return (
    <div role="note" aria-label="Demo data" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      <strong className="font-semibold">Demo data:</strong> the restaurants, reviews and photos on this site are generated
      examples, not real places.
    </div>
  );
}
