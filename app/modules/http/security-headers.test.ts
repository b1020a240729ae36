import { describe, expect, it } from "vitest";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  NON_DOCUMENT_CSP,
  STATIC_CSP,
  staticHeadersFile,
  tileOrigin,
} from "./security-headers";

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split("; ").map((d) => {
      const [name, ...values] = d.split(" ");
      return [name!, values];
    }),
  );

describe("tileOrigin", () => {
  it.each([
    ["https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org"],
    ["https://{s}.tile.example.org/{z}/{x}/{y}.png", "https://*.tile.example.org"],
    ["https://{s}-tiles.example.org/{z}/{x}/{y}.png", "https://*.example.org"],
    ["http://localhost:9999/{z}/{x}/{y}.png", "http://localhost:9999"],
    ["javascript:alert(1)", null],
    ["https://a b/{z}", null],
    ["https://evil.example;script-src *", null],
  ])("%s -> %s", (template, expected) => {
    expect(tileOrigin(template)).toBe(expected);
  });
});

describe("contentSecurityPolicy", () => {
  it("runs only nonce'd scripts and what they load, with the open map's tiles, and posts forms only to the sign-in provider", () => {
    const csp = directives(
      contentSecurityPolicy(
        "abc123==",
        {
          googleMaps: false,
          tileOrigin: "https://tile.openstreetmap.org",
          signInOrigin: "https://accounts.google.com",
        },
        true,
      ),
    );
    expect(csp["script-src"]).toEqual(["'nonce-abc123=='", "'strict-dynamic'", "'self'"]);
    expect(csp["img-src"]).toContain("https://tile.openstreetmap.org");
    expect(csp["img-src"]).not.toContain("https://*.googleapis.com");
    expect(csp["style-src"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'", "https://accounts.google.com"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'none'"]);
    expect(csp).toHaveProperty("upgrade-insecure-requests");
  });

  it("allows what the Maps JavaScript API needs only when a Google map is in use", () => {
    const csp = directives(
      contentSecurityPolicy("n", { googleMaps: true, tileOrigin: null, signInOrigin: null }, false),
    );
    expect(csp["script-src"]).toEqual(
      expect.arrayContaining(["'nonce-n'", "'strict-dynamic'", "https://maps.googleapis.com"]),
    );
    expect(csp["img-src"]).toEqual(expect.arrayContaining(["https://*.googleapis.com", "https://*.gstatic.com"]));
    expect(csp["connect-src"]).toContain("https://*.googleapis.com");
    expect(csp["font-src"]).toContain("https://fonts.gstatic.com");
    expect(csp["frame-src"]).toEqual(["https://*.google.com"]);
    expect(csp).not.toHaveProperty("upgrade-insecure-requests");
  });
});

describe("applySecurityHeaders", () => {
  const sources = { googleMaps: false, tileOrigin: null, signInOrigin: null };

  it("gives pages the nonce policy and HSTS off localhost", () => {
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
    applySecurityHeaders(headers, { nonce: "N0nce", sources, secure: true });
    expect(headers.get("content-security-policy")).toContain("'nonce-N0nce'");
    expect(headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("DENY");
  });

  it("locks down everything else, keeps a policy a route chose, and sends no HSTS on localhost", () => {
    const json = new Headers({ "Content-Type": "application/json" });
    applySecurityHeaders(json, { nonce: "n", sources, secure: false });
    expect(json.get("content-security-policy")).toBe(NON_DOCUMENT_CSP);
    expect(json.has("strict-transport-security")).toBe(false);
    const photo = new Headers({
      "Content-Type": "image/svg+xml",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
    applySecurityHeaders(photo, { nonce: "n", sources, secure: true });
    expect(photo.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  });
});

describe("static files' headers (the build's _headers)", () => {
  it("are the Worker's own for a non-page response, with the static CSP, on every file", () => {
    const worker = new Headers({ "Content-Type": "image/x-icon" });
    applySecurityHeaders(worker, {
      nonce: "n",
      sources: { googleMaps: false, tileOrigin: null, signInOrigin: null },
      secure: true,
    });
    const [everyFile] = staticHeadersFile().split("\n\n");
    const lines = everyFile!.split("\n");
    expect(lines).toContain("/*");
    const rules = new Map(
      lines
        .filter((l) => l.startsWith("  "))
        .map(
          (l) =>
            l
              .trim()
              .split(/: (.*)/s)
              .slice(0, 2) as [string, string],
        ),
    );
    for (const [name, value] of worker) {
      if (name === "content-type") continue;
      const rule = [...rules].find(([n]) => n.toLowerCase() === name)?.[1];
      expect(rule, name).toBe(name === "content-security-policy" ? STATIC_CSP : value);
    }
    expect(rules.size).toBe([...worker].length - 1);
  });
});
