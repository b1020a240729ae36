/** TableScout's mark: a plate under a map pin. Decorative; the wordmark beside it carries the name. */
export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" className="fill-brand-600" />
      <path
        d="M16 6.5a6.5 6.5 0 0 0-6.5 6.5c0 4.6 6.5 11.5 6.5 11.5s6.5-6.9 6.5-11.5A6.5 6.5 0 0 0 16 6.5Z"
        className="fill-white"
      />
      <circle cx="16" cy="13" r="2.6" className="fill-brand-600" />
    </svg>
  );
}
