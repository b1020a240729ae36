/**
 * The part of a saved snapshot a card shows (CARD_FIELDS, beside placeCard), picked out by SQLite: a list
 * page reads a fifth of each snapshot (its hours, other photos and summary stay in D1). SQL written out:
 * Drizzle has no words for SQLite's JSON functions.
 */
import { sql } from "drizzle-orm";
import { schema } from "~/modules/db/db.server";
import { CARD_FIELDS } from "~/modules/listing/card";
import type { Restaurant } from "~/modules/places/index.server";

const snapshot = schema.listPlaces.restaurantData;

/** One field of the snapshot (the names are the card's own constants, written into the SQL as they are). */
const cardField = (name: (typeof CARD_FIELDS)[number]) =>
  name === "photos"
    ? sql`json_array(json_extract(${snapshot}, '$.photos[0]'))`
    : sql`json_extract(${snapshot}, ${sql.raw(`'$.${name}'`)})`;

/** The card's fields of a saved place's snapshot, as a JSON object read back into a (partial) Restaurant. */
export const CARD_SNAPSHOT = sql<Restaurant>`json_object(${sql.join(
  CARD_FIELDS.map((name) => sql`${sql.raw(`'${name}'`)}, ${cardField(name)}`),
  sql`, `,
)})`.mapWith(cardSnapshot);

/**
 * The picked-out fields as the snapshot had them: SQLite writes a field the snapshot lacks as null, and a
 * missing first photo as [null]; those are left out. (A reviver on JSON.parse did the same at several times
 * the cost, visiting every nested value of twenty cards on each list page.)
 */
function cardSnapshot(text: string): Restaurant {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(JSON.parse(text) as Record<string, unknown>)) {
    if (value === null || (key === "photos" && Array.isArray(value) && value[0] === null)) continue;
    fields[key] = value;
  }
  return fields as unknown as Restaurant;
}
