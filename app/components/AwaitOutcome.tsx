import { Await } from "@remix-run/react";
import { Suspense, type ReactNode } from "react";

/** What a page shows when its streamed outcome never arrives (the stream broke). */
const BROKEN = { status: "error", message: "" } as const;

/**
 * A loader outcome that may still be streaming (results, restaurant details): `fallback` while it comes,
 * then `children(outcome)`; a broken stream renders the outcome's own error state.
 */
export function AwaitOutcome<T extends { status: string }>({
  resolve,
  fallback,
  children,
}: {
  resolve: T | Promise<T>;
  fallback: ReactNode;
  children: (outcome: T | typeof BROKEN) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={children(BROKEN)}>
        {(outcome) => children(outcome as T)}
      </Await>
    </Suspense>
  );
}

/** SPEC §4 'Loading business details...', while a restaurant page streams. */
export function LoadingDetails({ className = "" }: { className?: string }) {
  return (
    <div role="status" className={`mt-10 flex items-center gap-3 text-stone-600 ${className}`}>
      <span className="h-6 w-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" aria-hidden="true" />
      Loading business details...
    </div>
  );
}
