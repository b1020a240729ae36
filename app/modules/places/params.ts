/** Validation of the places API's query strings (the edge of the resource routes). */
import { z } from "zod";
import { SearchText } from "~/modules/http/params";

export const PLACE_ID = /^[A-Za-z0-9_~-]{3,300}$/;
const LAT_LNG = /^(-?\d{1,2}(?:\.\d{1,10})?),\s*(-?\d{1,3}(?:\.\d{1,10})?)$/;

export const LatLngParam = z
  .string()
  .regex(LAT_LNG, "location must be 'lat,lng'")
  .transform((s) => {
    const [, lat, lng] = LAT_LNG.exec(s)!;
    return { lat: Number(lat), lng: Number(lng) };
  })
  .refine((p) => Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180, "location is out of range");

export const SearchParams = z.object({
  query: z
    .string({ error: "query is required" })
    .trim()
    .min(1, "query is required")
    .max(300, "query must be 300 characters or fewer"),
  location: LatLngParam.optional(),
  /** Up to the guide's nearby radius (80 km); Google's provider narrows it to the 50 km its API takes. */
  radius: z.coerce.number().int().min(1).max(80_000).default(5_000),
  fields: z.enum(["listing", "listing-text"]).default("listing"),
});

export const DetailsParams = z.object({
  place_id: z.string({ error: "place_id is required" }).regex(PLACE_ID, "place_id is malformed"),
  fields: z.enum(["listing", "details"]).default("details"),
});

/** The server's signature on a URL of a route that costs Google calls (signed-urls.server.ts). */
export const UrlSignature = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "sig is malformed")
  .optional();

export const PhotoParams = z.object({
  ref: z
    .string({ error: "ref is required" })
    .min(3)
    .max(600)
    .regex(/^[A-Za-z0-9_~:/.-]+$/, "ref is malformed")
    .refine((s) => !s.includes(".."), "ref is malformed"),
  sig: UrlSignature,
  maxwidth: z.coerce.number().int().min(16).max(1600).default(800),
  maxheight: z.coerce.number().int().min(16).max(1600).optional(),
});

/** The demo provider's generated photos ('demo:…'): drawn on the server, free, no signature needed. */
export const isDemoPhoto = (ref: string) => ref.startsWith("demo:");

export const AutocompleteQuery = z.object({
  input: SearchText.default(""),
  types: z
    .string()
    .regex(/^[a-z_()|,]{0,200}$/, "types is malformed")
    .optional()
    .transform((s) => (s ? s.split(/[|,]/).filter(Boolean) : undefined)),
  sessiontoken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "sessiontoken is malformed")
    .optional(),
  location: LatLngParam.optional(),
});
