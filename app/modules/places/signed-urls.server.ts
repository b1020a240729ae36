/**
 * Signed URLs for the routes that spend the operator's money on Google: a Static Maps image
 * (/api/maps/static) and a place photo (/api/places/photo). The server signs each URL when it renders a page
 * (HMAC-SHA256 over the route's parameters, keyed from the session secret with a purpose label of its own),
 * and those routes answer 403 to any URL it did not sign: nobody can make the guide fetch a map of points
 * or a photo that none of its pages showed. Photo sizes snap to a few steps, so one signed photo has at most
 * a handful of variants, each kept in the edge cache.
 *
 * Signing is synchronous (node:crypto, with the nodejs_compat flag) so that URL builders stay plain functions.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** Photo widths and heights, in pixels, that the photo route asks Google for (any other is snapped up). */
export const PHOTO_STEPS = [400, 630, 800, 1200] as const;

/** The smallest step at least `px` (the largest for anything bigger). */
export function snapPhotoSize(px: number): number {
  return PHOTO_STEPS.find((step) => step >= px) ?? PHOTO_STEPS[PHOTO_STEPS.length - 1]!;
}

/** The local development secret, only where LOCAL_DEV=1 (`npm start`, the tests); never in a deployed Worker. */
const LOCAL_SECRET = "tablescout-local-development-only";

/** 22 base64url characters: 132 bits of the HMAC. */
const SIGNATURE_LENGTH = 22;

export class UrlSigner {
  private readonly keys: Buffer[];

  /** `secrets`: the current secret first, then older ones still accepted (rotation). */
  constructor(secrets: readonly string[]) {
    if (!secrets.length) throw new Error("UrlSigner needs a secret");
    this.keys = secrets.map((s) => createHmac("sha256", s).update("tablescout:signed-urls").digest());
  }

  private mac(key: Buffer, payload: string): string {
    return createHmac("sha256", key).update(payload).digest("base64url").slice(0, SIGNATURE_LENGTH);
  }

  sign(payload: string): string {
    return this.mac(this.keys[0]!, payload);
  }

  verify(payload: string, signature: string | null): boolean {
    if (!signature || signature.length !== SIGNATURE_LENGTH) return false;
    const given = Buffer.from(signature);
    return this.keys.some((key) => timingSafeEqual(Buffer.from(this.mac(key, payload)), given));
  }
}

/**
 * The signer of this deployment: keyed from SESSION_SECRET (comma-separated to rotate, as for sessions), or
 * the local development secret under LOCAL_DEV=1. Null when neither is set: the paid routes then refuse all.
 */
export function urlSigner(env: Partial<Env>): UrlSigner | null {
  const configured = env.SESSION_SECRET?.split(",")
    .map((s) => s.trim())
    .filter((s) => s.length >= 16);
  if (configured?.length) return new UrlSigner(configured);
  return env.LOCAL_DEV === "1" ? new UrlSigner([LOCAL_SECRET]) : null;
}

/** What a photo URL's signature covers: the photo, not its size (sizes snap to PHOTO_STEPS). */
export const photoPayload = (ref: string) => `photo\n${ref}`;

/** What a static map URL's signature covers: every parameter that changes the image. */
export const staticMapPayload = (markers: string, size: string) => `staticmap\n${markers}\n${size}`;

/** /api/places/photo for a Google photo, signed. */
export function signedPhotoPath(signer: UrlSigner, ref: string): string {
  return `/api/places/photo?${new URLSearchParams({ ref, sig: signer.sign(photoPayload(ref)) })}`;
}

/** /api/maps/static for up to 20 points, signed (markers are numbered in order, 1-9 then A-Z). */
export function signedStaticMapPath(
  signer: UrlSigner,
  points: readonly { lat: number; lng: number }[],
  size = "640x640",
): string {
  const markers = points
    .slice(0, 20)
    .map((p) => `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`)
    .join("|");
  return `/api/maps/static?${new URLSearchParams({ size, markers, sig: signer.sign(staticMapPayload(markers, size)) })}`;
}
