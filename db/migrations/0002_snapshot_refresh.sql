-- Favorites remember when their display snapshot was fetched (refreshed after 30 days, per Google's terms
-- for place content other than place ids) and whether the provider still knows the place.
ALTER TABLE `favorites` ADD `snapshot_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `favorites` ADD `unavailable_at` integer;--> statement-breakpoint
-- Existing snapshots were fetched when the favorite was saved.
UPDATE `favorites` SET `snapshot_at` = `created_at`;--> statement-breakpoint
CREATE INDEX `favorites_snapshot_idx` ON `favorites` (`snapshot_at`);
