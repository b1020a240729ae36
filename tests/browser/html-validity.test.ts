import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { serverReady } from "./browser";

/**
 * Every page kind, as a browser without JavaScript and as one with it (which may get streamed pages) receives
 * it, checked by the W3C Nu Html Checker (vnu-jar, run with Java): no errors.
 *
 * Streamed pages end with the page's data scripts after `</html>`: React 18's streaming renderer writes what
 * completes after the document's shell at the end of the stream, and Remix's single fetch sends the data that
 * way (decision 010). Browsers put such content into the body, as HTML's parsing rules say; the checker stops
 * at it. So the document is checked up to `</html>`, and what follows must be nothing but those scripts.
 */
const baseURL = inject("baseURL");
const run = promisify(execFile);
/** The checker's jar, from the vnu-jar package (its main export is the path). */
const vnuJar: string = createRequire(import.meta.url)("vnu-jar");

const PAGES = [
  "/",
  "/mobile",
  "/restaurants/united-states",
  "/restaurants/canada",
  "/restaurants/united-states/california",
  "/restaurants/international",
  "/restaurants/international/france",
  "/restaurants/united-states/california/san-francisco",
  "/italian-restaurants/united-states/california/san-francisco/mission-district",
  "/mobile/restaurants/united-states/california/san-francisco",
  "/mobile/restaurants/international/japan",
  "/restaurants/international/japan/tokyo/tokyo",
  "/auth",
  "/account",
  "/search?q=pizza",
  "/privacy-policy",
  "/terms-of-use",
  "/mobile/search",
  "/mobile/near-me",
  "/mobile/favorites",
  "/mobile/profile",
  "/no-such-profile-here",
  "/restaurants/atlantis",
];

/** The data scripts (and React's boundary comments) that may follow `</html>` on a streamed page. */
const AFTER_HTML =
  /^(?:<!--\/?\$[?!]?-->|<script nonce="[0-9a-f]+">[^<]*<\/script>|<div hidden id="[A-Z]:[0-9a-f]+">[\s\S]*?<\/div>)*$/;

async function fetchPage(pathname: string, javaScript: boolean): Promise<string> {
  const res = await fetch(`${baseURL}${pathname}`, {
    headers: javaScript ? { Cookie: "ts_js=1" } : {},
    redirect: "follow",
  });
  expect(res.headers.get("content-type"), pathname).toContain("text/html");
  return res.text();
}

describe("valid HTML (W3C Nu Html Checker)", () => {
  it("finds no errors on any page kind, with JavaScript and without", async () => {
    await serverReady(baseURL);
    const dir = mkdtempSync(path.join(tmpdir(), "tablescout-vnu-"));
    try {
      const files: string[] = [];
      const named = new Map<string, string>();
      for (const javaScript of [false, true])
        for (const pathname of PAGES) {
          const html = await fetchPage(pathname, javaScript);
          const end = html.lastIndexOf("</html>") + "</html>".length;
          expect(end, `${pathname}: </html>`).toBeGreaterThan(7);
          // Anything after the document must be the streamed data scripts, nothing a visitor reads.
          expect(html.slice(end), `${pathname}: after </html>`).toMatch(AFTER_HTML);
          const file = path.join(dir, `${files.length}.html`);
          writeFileSync(file, html.slice(0, end));
          files.push(file);
          named.set(file, `${pathname}${javaScript ? " (JavaScript)" : ""}`);
        }
      const { stdout } = await run(
        "java",
        ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files],
        {
          maxBuffer: 16 * 1024 * 1024,
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
      const messages = (JSON.parse(stdout || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
      const errors = messages
        .filter((m) => m.type === "error" || m.subType === "fatal")
        .map(
          (m) => `${named.get(new URL(m.url ?? "file:/unknown").pathname) ?? m.url}: ${m.message} ${m.extract ?? ""}`,
        );
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
}
