/**
 * TableScout's D1 schema. drizzle-kit generates the SQL migrations in db/migrations from
 * this file (`npm run db:generate`); wrangler applies them (`npm run db:migrate:local|remote`).
 *
 * Dates are stored as Unix epoch milliseconds. Deleting a user deletes its profile, favorites and
 * sessions (ON DELETE CASCADE; D1 enforces foreign keys).
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

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

/** The public face of a user: one per user, sharing its id. */
export const profiles = sqliteTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  username: text("username").notNull().unique(),
  displayName: text("display_name"),
  favoritesPublished: integer("favorites_published", { mode: "boolean" }).notNull().default(false),
  isPublished: integer("is_published", { mode: "boolean" }).notNull().default(true),
});

/** A saved restaurant: one row per user and place id, with the restaurant snapshot as JSON. */
export const favorites = sqliteTable(
  "favorites",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    placeId: text("place_id").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    restaurantName: text("restaurant_name").notNull(),
    restaurantData: text("restaurant_data", { mode: "json" }).notNull(),
    city: text("city"),
    orderIndex: integer("order_index").notNull().default(0),
    /**
     * When the display snapshot was last fetched from the places provider. Google's terms allow place ids
     * to be kept indefinitely but other place content only for a while, so snapshots older than 30 days
     * are refreshed (on read and by the daily Cron Trigger).
     */
    snapshotAt: integer("snapshot_at", { mode: "timestamp_ms" }).notNull().default(sql`0`),
    /** Set when the provider no longer knows the place: the favorite stays, labelled 'no longer available'. */
    unavailableAt: integer("unavailable_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("favorites_user_place_unique").on(t.userId, t.placeId),
    index("favorites_user_city_order_idx").on(t.userId, t.city, t.orderIndex),
    index("favorites_user_created_idx").on(t.userId, t.createdAt),
    index("favorites_snapshot_idx").on(t.snapshotAt),
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

export type User = typeof users.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
export type Favorite = typeof favorites.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type ImportPreview = typeof importPreviews.$inferSelect;
