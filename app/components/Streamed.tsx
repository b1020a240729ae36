import { Await } from "@remix-run/react";
import { type ReactNode, Suspense } from "react";
import { useT } from "~/modules/i18n/react";
import { unavailable } from "~/modules/listing/words";

function isThenable<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

/**
 * A loader value that may still be streaming: `fallback` while it comes, then `children(value)`. A value
 * the loader already resolved (every page without the ts_js cookie) renders directly, with no Suspense
 * boundary: a boundary still hydrating when the visitor follows a link makes React give up on it
 * (error 421) and draw it again on the client.
 */
export function Streamed<T>({
  resolve,
  fallback,
  errorElement,
  children,
}: {
  resolve: T | Promise<T>;
  fallback: ReactNode;
  /** Shown if the stream breaks; without it the route's error boundary handles it. */
  errorElement?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (!isThenable(resolve)) return <>{children(resolve)}</>;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={errorElement}>
        {(value) => children(value as T)}
      </Await>
    </Suspense>
  );
}

/** What a page shows when its streamed outcome never arrives (the stream broke): in the page's language. */
type Broken = { readonly status: "error"; readonly message: string };

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
  children: (outcome: T | Broken) => ReactNode;
}) {
  const translator = useT();
  const broken: Broken = { status: "error", message: unavailable(translator) };
  return (
    <Streamed resolve={resolve} fallback={fallback} errorElement={children(broken)}>
      {children}
    </Streamed>
  );
}

/** 'Loading business details...', while a restaurant page streams. */
export function LoadingDetails({ className = "" }: { className?: string }) {
  const { t } = useT();
  return (
    <div role="status" className={`mt-10 flex items-center gap-3 text-stone-600 ${className}`}>
      <span
        className="h-6 w-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
        aria-hidden="true"
      />
      {t("shell.loadingDetails")}
    </div>
  );
}
