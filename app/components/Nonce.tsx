import { createContext, useContext } from "react";

/**
 * The response's Content-Security-Policy nonce, provided by entry.server for the inline scripts Remix
 * writes (<Scripts>, <ScrollRestoration>). Browsers hide a nonce from script once the page has loaded,
 * so in the browser it is empty, and that is fine: the scripts have already run.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
