import { describe, expect, it } from "vitest";
import { isUsername } from "~/modules/urls";
import { initials, safeReturnPath, usernameBase } from "./identity";

describe("initials", () => {
  it.each([
    [{ fullName: "Ada Lovelace", email: "ada@example.com" }, "AL"],
    [{ fullName: "Grace Brewster Murray Hopper", email: "g@example.com" }, "GB"],
    [{ fullName: "  ", email: "zoe@example.com" }, "Z"],
    [{ fullName: null, email: "" }, "U"],
    [null, "U"],
  ])("%j -> %s", (user, expected) => {
    expect(initials(user)).toBe(expected);
  });
});

describe("usernameBase", () => {
  it.each([
    ["ada.lovelace@example.com", "ada-lovelace"],
    ["José+food@example.com", "jose-food"],
    ["x@example.com", "x-tbl"],
    [`${"a".repeat(60)}@example.com`, "a".repeat(24)],
  ])("%s -> %s", (email, expected) => {
    expect(usernameBase(email)).toBe(expected);
  });
  it("always gives a valid username shape", () => {
    for (const email of ["ada@example.com", "__@x.y", "...@x.y", "1@x.y"])
      expect(isUsername(`${usernameBase(email)}1`)).toBe(true);
  });
});

describe("safeReturnPath", () => {
  it.each([
    ["/account", "/account"],
    ["/restaurants/usa/ca/sf?price=2#x", "/restaurants/usa/ca/sf?price=2#x"],
    ["https://evil.example/", "/"],
    ["//evil.example/", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    [null, "/"],
    [`/${"a".repeat(600)}`, "/"],
    // Paths that normalise to a protocol-relative URL ('//evil.example') once dot segments are resolved.
    ["/.//evil.example", "/"],
    ["/..//evil.example", "/"],
    ["/%2e//evil.example", "/"],
    ["/%2E%2E//evil.example", "/"],
    ["/a/..//evil.example", "/"],
    ["/./\\evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["/\n/evil.example", "/"],
    ["/a/../account", "/account"],
  ])("%s -> %s", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
