import { createContext, useContext, useState } from "react";
import { Rich } from "~/modules/i18n/react";

/** This response's request id (the one its log lines carry), provided by entry.server. */
const RequestIdContext = createContext<string | null>(null);

export const RequestIdProvider = RequestIdContext.Provider;

const ELEMENT_ID = "error-reference";

/**
 * 'Error reference: …' on an error page: the request id a visitor can quote, which finds the request's log
 * lines. Written by the server; in the browser the one the server wrote is kept (a page that breaks after
 * it has loaded has no request of its own to name, so it shows none).
 */
export function ErrorReference() {
  const fromServer = useContext(RequestIdContext);
  const [id] = useState(
    () => fromServer ?? (typeof document === "undefined" ? null : document.getElementById(ELEMENT_ID)?.textContent),
  );
  if (!id) return null;
  return (
    <p className="mt-2 text-sm text-stone-600">
      <Rich k="errors.reference" values={{ id, code: (chunks) => <code id={ELEMENT_ID}>{chunks}</code> }} />
    </p>
  );
}
