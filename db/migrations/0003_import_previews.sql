-- Favorites imports: an uploaded file, read and matched, waits here for the user to confirm its preview.
CREATE TABLE `import_previews` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`file_name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`row_count` integer NOT NULL,
	`rows` text NOT NULL,
	`confirmed_at` integer,
	`added` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `import_previews_user_created_idx` ON `import_previews` (`user_id`,`created_at`);