ALTER TABLE `osm_localities` ADD `country` text;--> statement-breakpoint
ALTER TABLE `osm_localities` ADD `slug` text;--> statement-breakpoint
CREATE INDEX `osm_localities_country_slug_idx` ON `osm_localities` (`country`,`slug`);--> statement-breakpoint
ALTER TABLE `osm_places` ADD `country` text;--> statement-breakpoint
ALTER TABLE `osm_places` ADD `town` text;--> statement-breakpoint
CREATE INDEX `osm_places_town_idx` ON `osm_places` (`town`);