import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { serverReady } from "./browser";
import { PAGE_KINDS as PAGES } from "./page-kinds";

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

/**
 * Whether what follows `</html>` is only the streamed data: React's boundary comments and empty placeholders,
 * inline scripts carrying the page's nonce, and the hidden `<div>`s React fills streamed boundaries from
 * (nested divs counted). Read
 * token by token, each character once.
 */
function onlyStreamedData(tail: string): boolean {
  let at = 0;
  while (at < tail.length) {
    const comment = /^<!--\/?\$[?!]?-->/.exec(tail.slice(at, at + 12));
    if (comment) {
      at += comment[0].length;
      continue;
    }
    // The empty placeholder of a part still streaming when the document's end was sent (the page's data
    // itself, when it waits on a slow part), which React's script later replaces.
    const placeholder = /^<template id="B:[0-9a-f]+"><\/template>/.exec(tail.slice(at, at + 40));
    if (placeholder) {
      at += placeholder[0].length;
      continue;
    }
    const script = /^<script nonce="[0-9a-f]+">/.exec(tail.slice(at, at + 60));
    if (script) {
      const end = tail.indexOf("</script>", at);
      if (end < 0) return false;
      at = end + "</script>".length;
      continue;
    }
    if (!/^<div hidden id="[A-Z]:[0-9a-f]+">/.test(tail.slice(at, at + 40))) return false;
    let depth = 0;
    const tags = /<div\b[^>]*>|<\/div>/g;
    tags.lastIndex = at;
    for (let tag = tags.exec(tail); tag; tag = tags.exec(tail)) {
      depth += tag[0] === "</div>" ? -1 : 1;
      if (depth === 0) {
        at = tag.index + tag[0].length;
        break;
      }
    }
    if (depth !== 0) return false;
  }
  return true;
}

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
          expect(onlyStreamedData(html.slice(end)), `${pathname}: after </html>: ${html.slice(end, end + 200)}`).toBe(
            true,
          );
          const file = path.join(dir, `${files.length}.html`);
          writeFileSync(file, html.slice(0, end));
          files.push(file);
          named.set(file, `${pathname}${javaScript ? " (JavaScript)" : ""}`);
        }
      // The checker exits 1 when it found errors (its report is still on stdout); anything else that fails
      // (no Java, a JVM that does not start) fails the test instead of reading as "no errors".
      const { stdout } = await run(
        "java",
        ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files],
        { maxBuffer: 16 * 1024 * 1024 },
      ).catch((error: { code?: unknown; stdout?: string; message: string }) => {
        if (error.code === 1 && error.stdout) return { stdout: error.stdout };
        throw new Error(`The Nu Html Checker did not run: ${error.message}`);
      });
      expect(stdout, "the checker's report").toMatch(/"messages":\[/);
      const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
      const errors = messages
        .filter((m) => m.type === "error" || m.type === "non-document-error" || m.subType === "fatal")
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
