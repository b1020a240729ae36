import { describe, expect, it } from "vitest";
import {
  PHOTO_STEPS,
  photoPayload,
  signedPhotoPath,
  signedStaticMapPath,
  snapPhotoSize,
  staticMapPayload,
  UrlSigner,
  urlSigner,
} from "./signed-urls.server";

const signer = new UrlSigner(["a-secret-of-at-least-16-chars"]);
const query = (path: string) => new URLSearchParams(path.split("?")[1]);

describe("signed URLs of the paid routes", () => {
  it("signs a photo so that only that photo verifies", () => {
    const q = query(signedPhotoPath(signer, "places/A/photos/B"));
    expect(q.get("ref")).toBe("places/A/photos/B");
    expect(signer.verify(photoPayload("places/A/photos/B"), q.get("sig"))).toBe(true);
    expect(signer.verify(photoPayload("places/A/photos/C"), q.get("sig"))).toBe(false);
    expect(signer.verify(photoPayload("places/A/photos/B"), null)).toBe(false);
    expect(signer.verify(photoPayload("places/A/photos/B"), `${q.get("sig")!.slice(0, -1)}x`)).toBe(false);
  });

  it("signs a static map's markers and size together, keeping at most 20 points", () => {
    const points = Array.from({ length: 25 }, (_, i) => ({ lat: 37 + i / 100, lng: -122 }));
    const q = query(signedStaticMapPath(signer, points));
    expect(q.get("markers")!.split("|")).toHaveLength(20);
    expect(signer.verify(staticMapPayload(q.get("markers")!, "640x640"), q.get("sig"))).toBe(true);
    expect(signer.verify(staticMapPayload(q.get("markers")!, "320x320"), q.get("sig"))).toBe(false);
    expect(
      signer.verify(staticMapPayload(q.get("markers")!.replace("37.00000", "38.00000"), "640x640"), q.get("sig")),
    ).toBe(false);
  });

  it("accepts the signatures of an older secret still listed, and refuses another deployment's", () => {
    const old = new UrlSigner(["the-old-secret-0123456789"]);
    const rotated = new UrlSigner(["the-new-secret-0123456789", "the-old-secret-0123456789"]);
    const sig = old.sign(photoPayload("places/A/photos/B"));
    expect(rotated.verify(photoPayload("places/A/photos/B"), sig)).toBe(true);
    expect(signer.verify(photoPayload("places/A/photos/B"), sig)).toBe(false);
  });

  it("has a signer only with a session secret, or locally", () => {
    expect(urlSigner({})).toBeNull();
    expect(urlSigner({ SESSION_SECRET: "short" })).toBeNull();
    expect(urlSigner({ SESSION_SECRET: "long-enough-secret-0123" })).toBeInstanceOf(UrlSigner);
    expect(urlSigner({ LOCAL_DEV: "1" })).toBeInstanceOf(UrlSigner);
  });

  it("snaps photo sizes up to a few steps", () => {
    expect([16, 400, 401, 630, 800, 1000, 1600].map(snapPhotoSize)).toEqual([400, 400, 630, 630, 800, 1200, 1200]);
    expect(new Set([...Array(1600).keys()].map((px) => snapPhotoSize(px + 1))).size).toBe(PHOTO_STEPS.length);
  });
});
