import { describe, expect, it } from "vitest";
import { withHeaders } from "./responses";

describe("withHeaders", () => {
  it("changes a response built here in place, keeping its body as it is", async () => {
    const response = new Response(new TextEncoder().encode("<p>hi</p>"), { status: 200 });
    const out = withHeaders(response, (h) => h.set("X-Cache", "HIT"));
    expect(out).toBe(response);
    expect(out.headers.get("X-Cache")).toBe("HIT");
    expect(await out.text()).toBe("<p>hi</p>");
  });

  it("changes a copy of a response whose headers are immutable", async () => {
    const redirect = Response.redirect("https://example.com/next", 302);
    const out = withHeaders(redirect, (h) => h.set("X-Frame-Options", "DENY"));
    expect(out).not.toBe(redirect);
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("https://example.com/next");
    expect(out.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("passes on errors that are not about immutable headers", () => {
    expect(() =>
      withHeaders(new Response("x"), () => {
        throw new RangeError("boom");
      }),
    ).toThrow("boom");
  });
});
