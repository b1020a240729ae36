CREATE TABLE `osm_localities` (
	`rowid` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`region` text NOT NULL,
	`generation` integer NOT NULL,
	`kind` text NOT NULL,
	`cell` integer NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`name` text NOT NULL,
	`names` text NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `osm_localities_region_generation_id_unique` ON `osm_localities` (`region`,`generation`,`id`);--> statement-breakpoint
CREATE INDEX `osm_localities_cell_idx` ON `osm_localities` (`cell`);--> statement-breakpoint
-- Full-text search over the localities' names in every language (written by hand, as for osm_places_fts).
CREATE VIRTUAL TABLE `osm_localities_fts` USING fts5(`names`, content='osm_localities', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `osm_localities_fts_insert` AFTER INSERT ON `osm_localities` BEGIN
  INSERT INTO `osm_localities_fts` (rowid, `names`) VALUES (new.rowid, new.`names`);
END;
--> statement-breakpoint
CREATE TRIGGER `osm_localities_fts_delete` AFTER DELETE ON `osm_localities` BEGIN
  INSERT INTO `osm_localities_fts` (`osm_localities_fts`, rowid, `names`) VALUES ('delete', old.rowid, old.`names`);
END;
