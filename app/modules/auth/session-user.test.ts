import { describe, expect, it } from "vitest";
import { sessionUserOf } from "./session-user.server";

const user = { id: "u1", email: "ana@example.com", fullName: "Ana", avatarUrl: null, username: "ana" };

describe("sessionUserOf", () => {
  it("returns the stored user", () => {
    expect(sessionUserOf(user)).toEqual(user);
  });

  it.each([
    ["nothing", undefined],
    ["a string", "u1"],
    ["a user without an id", { ...user, id: undefined }],
    ["a user with a numeric id", { ...user, id: 7 }],
    ["a user with an object for a name", { ...user, fullName: { toString: "x" } }],
  ])("reads %s as signed out", (_, data) => {
    expect(sessionUserOf(data)).toBeNull();
  });
});
