/**
 * Message keys, typed from the English catalogue (the source every other language translates): a key that
 * English lacks is a type error. Each area's file holds the keys that start with its name ('shell.…').
 */
import type account from "~/messages/en/account.json";
import type browse from "~/messages/en/browse.json";
import type errors from "~/messages/en/errors.json";
import type legal from "~/messages/en/legal.json";
import type listing from "~/messages/en/listing.json";
import type listsArea from "~/messages/en/lists.json";
import type meta from "~/messages/en/meta.json";
import type mobile from "~/messages/en/mobile.json";
import type restaurant from "~/messages/en/restaurant.json";
import type reviewsArea from "~/messages/en/reviews.json";
import type shell from "~/messages/en/shell.json";

/** The catalogue areas, one file per language each (app/messages/{language}/{area}.json). */
export const AREAS = [
  "shell",
  "browse",
  "listing",
  "restaurant",
  "reviews",
  "account",
  "lists",
  "mobile",
  "errors",
  "meta",
  "legal",
] as const;
export type Area = (typeof AREAS)[number];

export type MessageKey = keyof (typeof shell &
  typeof browse &
  typeof listing &
  typeof restaurant &
  typeof reviewsArea &
  typeof account &
  typeof listsArea &
  typeof mobile &
  typeof errors &
  typeof meta &
  typeof legal) &
  string;
