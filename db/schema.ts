/**
 * TableScout's D1 schema. drizzle-kit generates the SQL migrations in db/migrations from
 * this file (`npm run db:generate`); wrangler applies them (`npm run db:migrate:local|remote`).
 *
 * Dates are stored as Unix epoch milliseconds. Deleting a user deletes its profile, lists, their places and
 * sessions (ON DELETE CASCADE; D1 enforces foreign keys).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const now = sql`(cast(unixepoch('subsecond') * 1000 as integer))`;

/** A person who signed in with Google; identified by Google's stable subject id, never by e-mail. */
export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  googleSub: text("google_sub").notNull().unique(),
  email: text("email").notNull(),
  fullName: text("full_name"),
  avatarUrl: text("avatar_url"),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
});

/**
 * The public face of a user: one per user, sharing its id. A profile is found by its username in any case
 * ('/Ana' is '/ana'), through the index on lower(username).
 */
export const profiles = sqliteTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    username: text("username").notNull().unique(),
    displayName: text("display_name"),
    isPublished: integer("is_published", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [index("profiles_username_lower_idx").on(sql`lower(${t.username})`)],
);

/**
 * A person's list of places. Everyone has two built-in lists, Favorites (the star) and Want to go, made when
 * the account is; their names are the guide's own, in the page's language (`name` is null). Custom lists
 * have a name of their own. Who sees a list: only its owner (private), whoever has its link-only URL (the
 * unguessable `share_token`, which the owner can replace), or everyone (public, shown on the profile).
 */
export const lists = sqliteTable(
  "lists",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["favorites", "want-to-go", "custom"] }).notNull(),
    name: text("name"),
    description: text("description"),
    visibility: text("visibility", { enum: ["private", "link", "public"] })
      .notNull()
      .default("private"),
    shareToken: text("share_token").unique(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    /** Any change to the list or its places: the version of its share image and of its cached pages. */
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [
    index("lists_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("lists_user_builtin_unique").on(t.userId, t.kind).where(sql`kind <> 'custom'`),
  ],
);

/**
 * A place saved in a list: one row per list and place id, with the restaurant snapshot as JSON and the
 * owner's note. Favorites are ordered within their city (the account page groups them so); other lists
 * have one order.
 */
export const listPlaces = sqliteTable(
  "list_places",
  {
    id: text("id").primaryKey(),
    listId: text("list_id")
      .notNull()
      .references(() => lists.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    placeId: text("place_id").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    restaurantName: text("restaurant_name").notNull(),
    restaurantData: text("restaurant_data", { mode: "json" }).notNull(),
    city: text("city"),
    orderIndex: integer("order_index").notNull().default(0),
    /** The owner's note (plain text), shown to whoever can see the list. */
    note: text("note"),
    /**
     * When the display snapshot was last fetched from the places provider. Google's terms allow place ids
     * to be kept indefinitely but other place content only for a while, so snapshots older than 30 days
     * are refreshed (on read and by the daily Cron Trigger).
     */
    snapshotAt: integer("snapshot_at", { mode: "timestamp_ms" }).notNull().default(sql`0`),
    /** Set when the provider no longer knows the place: it stays, labelled 'no longer available'. */
    unavailableAt: integer("unavailable_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("list_places_list_place_unique").on(t.listId, t.placeId),
    index("list_places_list_city_order_idx").on(t.listId, t.city, t.orderIndex),
    index("list_places_user_place_idx").on(t.userId, t.placeId),
    index("list_places_snapshot_idx").on(t.snapshotAt),
  ],
);

/**
 * An uploaded favorites file, read and matched but not yet added (the import's preview page), then its
 * outcome once confirmed. `rows` holds each row of the file with what the provider found for it, so
 * confirming adds exactly what the preview showed without asking the provider again. Kept for a day.
 */
export const importPreviews = sqliteTable(
  "import_previews",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    /** The list the places go into (null: Favorites, as imports were before lists). */
    listId: text("list_id").references(() => lists.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    /** How many rows of the file were looked up (the daily allowance counts these). */
    rowCount: integer("row_count").notNull(),
    rows: text("rows", { mode: "json" }).notNull(),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    /** How many favorites the confirmation created (places already saved are not counted). */
    added: integer("added"),
  },
  (t) => [index("import_previews_user_created_idx").on(t.userId, t.createdAt)],
);

/**
 * A member's review of a place: one per member and place id (any provider's), 1 to 5 stars, optional text in
 * the language it was written in, optionally the month of the visit. The place's name and the path of its page
 * are kept as the member saw them, for their account and profile and to withdraw the page's cached copies.
 *
 * `status`: visible; hidden (enough distinct members reported it: see app/modules/reviews/rules.ts) until a
 * moderator looks; removed by a moderator, with the reason the author is told. An author may ask once for
 * another look at a removal (`appealed_at`); the moderator's answer to it is final (`appeal_decided_at`).
 * The place's count and average are always computed from these rows, never kept beside them.
 */
export const reviews = sqliteTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    placeId: text("place_id").notNull(),
    placeName: text("place_name").notNull(),
    placePath: text("place_path").notNull(),
    rating: integer("rating").notNull(),
    body: text("body"),
    /** The language of the page it was written on (its text is shown with this `lang`, and `dir="auto"`). */
    lang: text("lang").notNull(),
    /** The month of the visit, 'YYYY-MM'. */
    visited: text("visited"),
    /** A digest of the text as compared for copies pasted on other places (null without text). */
    textHash: text("text_hash"),
    status: text("status", { enum: ["visible", "hidden", "removed"] })
      .notNull()
      .default("visible"),
    /** A moderator's reason for removing it (one of the report reasons). */
    removedReason: text("removed_reason"),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    appealedAt: integer("appealed_at", { mode: "timestamp_ms" }),
    appealDecidedAt: integer("appeal_decided_at", { mode: "timestamp_ms" }),
    /**
     * When its author's account was made: a copy of users.created_at (which never changes), written with the
     * review. A review is shown to others and counted once its author's account is past the new-account hold;
     * with the moment here, a place's summary is read from an index alone, not one users row per review.
     * Null (no writer leaves it so) never counts.
     */
    authorSince: integer("author_since", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [
    uniqueIndex("reviews_user_place_unique").on(t.userId, t.placeId),
    // A place's pages read these two, which hold all a summary or an order needs: the newest first, and the
    // stars (the summary, the cards' averages, highest and lowest first).
    index("reviews_place_newest_idx").on(t.placeId, t.status, t.createdAt, t.authorSince),
    index("reviews_place_rating_idx").on(t.placeId, t.status, t.rating, t.createdAt, t.authorSince),
    index("reviews_user_created_idx").on(t.userId, t.createdAt),
    index("reviews_text_hash_idx").on(t.textHash),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/** A member's report of another member's review, with its reason; resolved when a moderator decides. */
export const reviewReports = sqliteTable(
  "review_reports",
  {
    reviewId: text("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.reporterId] }), index("review_reports_open_idx").on(t.resolvedAt)],
);

/**
 * Everything moderators do, and authors' requests for another look, for the operator to read. Kept when the
 * review or an account goes (no foreign keys): it names ids and the moderator's e-mail address, no review text.
 */
export const moderationLog = sqliteTable(
  "moderation_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull().default(now),
    reviewId: text("review_id").notNull(),
    placeId: text("place_id").notNull(),
    /** keep | remove | appeal (the author asked for another look). */
    action: text("action").notNull(),
    reason: text("reason"),
    /** The moderator's e-mail address; null for an author's appeal. */
    moderator: text("moderator"),
  },
  (t) => [index("moderation_log_at_idx").on(t.at)],
);

/** Server-side sessions: the signed cookie carries only the id; expiry is enforced here. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    data: text("data", { mode: "json" }).notNull().default(sql`'{}'`),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * OpenStreetMap's eat/drink places, region by region (one extract each), written by `npm run places:import`
 * (data © OpenStreetMap contributors, ODbL). An import writes a region's places under a new generation and
 * then makes it the region's generation here, in one statement: visitors read only a region's current
 * generation, so they never see half of an import, and the old one is deleted after.
 */
export const osmRegions = sqliteTable("osm_regions", {
  region: text("region").primaryKey(),
  /** The generation visitors see. */
  generation: integer("generation").notNull(),
  /** When the extract's data was taken (its header's timestamp), for the data page. */
  dataAt: text("data_at"),
  importedAt: integer("imported_at", { mode: "timestamp_ms" }).notNull(),
  places: integer("places").notNull(),
});

/**
 * One place of a region's generation. `cell` is its 0.01-degree square (about 1 km), so a search near a point
 * reads the squares around it through an index, never the region; `names` holds its names in every language
 * for the full-text index (osm_places_fts, made in the migration: Drizzle cannot declare it); `data` is the
 * place as app/modules/places/osm/tags.ts keeps it, with its weekly hours.
 */
export const osmPlaces = sqliteTable(
  "osm_places",
  {
    rowid: integer("rowid").primaryKey(),
    id: text("id").notNull(),
    region: text("region").notNull(),
    generation: integer("generation").notNull(),
    cell: integer("cell").notNull(),
    lat: real("lat").notNull(),
    lng: real("lng").notNull(),
    name: text("name").notNull(),
    names: text("names").notNull(),
    data: text("data", { mode: "json" }).notNull(),
    /** The ISO 3166-1 code of the country its point is in (null in rows imported before it was kept). */
    country: text("country"),
    /** The id of its town in osm_localities (the import's choice: see scripts/osm/geography.ts). */
    town: text("town"),
  },
  (t) => [
    uniqueIndex("osm_places_region_generation_id_unique").on(t.region, t.generation, t.id),
    // A search near a point reads this index alone (no row) to choose the nearest places: their squares, points,
    // generation and object id; only the rows chosen are then read whole.
    index("osm_places_near_idx").on(t.cell, t.lat, t.lng, t.region, t.generation, t.id),
    index("osm_places_id_idx").on(t.id),
    index("osm_places_town_idx").on(t.town),
  ],
);

/**
 * The towns and neighbourhoods of a region's extract (OpenStreetMap's place=city, town, village, suburb, quarter
 * and neighbourhood nodes with a name), written by the import with the region's places and under the same
 * generation: the OpenStreetMap provider answers nearby towns, reverse geocoding, town suggestions and the
 * countries' and towns' pages from them.
 * `names` holds every name for the full-text index (osm_localities_fts, made in the migration).
 */
export const osmLocalities = sqliteTable(
  "osm_localities",
  {
    rowid: integer("rowid").primaryKey(),
    id: text("id").notNull(),
    region: text("region").notNull(),
    generation: integer("generation").notNull(),
    kind: text("kind").notNull(),
    cell: integer("cell").notNull(),
    lat: real("lat").notNull(),
    lng: real("lng").notNull(),
    name: text("name").notNull(),
    names: text("names").notNull(),
    data: text("data", { mode: "json" }).notNull(),
    /** The ISO 3166-1 code of the country its point is in (null in rows imported before it was kept). */
    country: text("country"),
    /** Its name's slug, as its results page's address has it ('andorra-la-vella'). */
    slug: text("slug"),
    /**
     * How many of the region's places the import filed under this town (null in rows imported before it was
     * counted, and for a neighbourhood): a country's towns and the data's countries are listed from these few
     * rows, not by counting every place.
     */
    places: integer("places"),
  },
  (t) => [
    uniqueIndex("osm_localities_region_generation_id_unique").on(t.region, t.generation, t.id),
    index("osm_localities_cell_idx").on(t.cell),
    index("osm_localities_country_slug_idx").on(t.country, t.slug),
  ],
);

/**
 * The guide's own basemap: each `npm run tiles:build` writes one PMTiles archive of vector tiles to R2, under a
 * key of its own generation (app/modules/maps: basemapArchive); this row names the one visitors see, so a map
 * switches builds in one statement and never mixes two.
 */
export const mapTilesets = sqliteTable("map_tilesets", {
  name: text("name").primaryKey(),
  generation: integer("generation").notNull(),
  /** When the extract's data was taken (its header's timestamp). */
  dataAt: text("data_at"),
  builtAt: integer("built_at", { mode: "timestamp_ms" }).notNull(),
  tiles: integer("tiles").notNull(),
  bytes: integer("bytes").notNull(),
});

export type User = typeof users.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
export type List = typeof lists.$inferSelect;
export type ListPlace = typeof listPlaces.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type ImportPreview = typeof importPreviews.$inferSelect;
export type Review = typeof reviews.$inferSelect;
