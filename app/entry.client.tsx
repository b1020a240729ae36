import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// Tell the server this browser runs JavaScript, so later pages may stream their slow parts.
document.cookie = "ts_js=1; path=/; max-age=31536000; samesite=lax";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
