CREATE TABLE `osm_places` (
	`rowid` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`region` text NOT NULL,
	`generation` integer NOT NULL,
	`cell` integer NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`name` text NOT NULL,
	`names` text NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `osm_places_region_generation_id_unique` ON `osm_places` (`region`,`generation`,`id`);--> statement-breakpoint
CREATE INDEX `osm_places_cell_idx` ON `osm_places` (`cell`);--> statement-breakpoint
CREATE INDEX `osm_places_id_idx` ON `osm_places` (`id`);--> statement-breakpoint
CREATE TABLE `osm_regions` (
	`region` text PRIMARY KEY NOT NULL,
	`generation` integer NOT NULL,
	`data_at` text,
	`imported_at` integer NOT NULL,
	`places` integer NOT NULL
);
--> statement-breakpoint
-- Full-text search over the places' names in every language (written by hand: Drizzle cannot declare it).
-- An external-content index of osm_places, kept in step by the triggers below; unicode61 folds case and
-- removes diacritics ('cafe' finds 'Café').
CREATE VIRTUAL TABLE `osm_places_fts` USING fts5(`names`, content='osm_places', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `osm_places_fts_insert` AFTER INSERT ON `osm_places` BEGIN
  INSERT INTO `osm_places_fts` (rowid, `names`) VALUES (new.rowid, new.`names`);
END;
--> statement-breakpoint
CREATE TRIGGER `osm_places_fts_delete` AFTER DELETE ON `osm_places` BEGIN
  INSERT INTO `osm_places_fts` (`osm_places_fts`, rowid, `names`) VALUES ('delete', old.rowid, old.`names`);
END;
