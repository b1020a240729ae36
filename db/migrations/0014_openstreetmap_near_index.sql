DROP INDEX `osm_places_cell_idx`;--> statement-breakpoint
CREATE INDEX `osm_places_near_idx` ON `osm_places` (`cell`,`lat`,`lng`,`region`,`generation`,`id`);