-- The guide's own basemap (db/schema.ts: mapTiles). WITHOUT ROWID (added by hand): a tile is found by its key,
-- and stored once, in the key's own B-tree.
CREATE TABLE `map_tiles` (
	`generation` integer NOT NULL,
	`z` integer NOT NULL,
	`x` integer NOT NULL,
	`y` integer NOT NULL,
	`part` integer NOT NULL,
	`data` blob NOT NULL,
	PRIMARY KEY(`generation`, `z`, `x`, `y`, `part`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `map_tilesets` (
	`name` text PRIMARY KEY NOT NULL,
	`generation` integer NOT NULL,
	`data_at` text,
	`built_at` integer NOT NULL,
	`tiles` integer NOT NULL,
	`bytes` integer NOT NULL
);
