CREATE TABLE `moderation_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`review_id` text NOT NULL,
	`place_id` text NOT NULL,
	`action` text NOT NULL,
	`reason` text,
	`moderator` text
);
--> statement-breakpoint
CREATE INDEX `moderation_log_at_idx` ON `moderation_log` (`at`);--> statement-breakpoint
CREATE TABLE `review_reports` (
	`review_id` text NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`resolved_at` integer,
	PRIMARY KEY(`review_id`, `reporter_id`),
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_reports_open_idx` ON `review_reports` (`resolved_at`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`place_id` text NOT NULL,
	`place_name` text NOT NULL,
	`place_path` text NOT NULL,
	`rating` integer NOT NULL,
	`body` text,
	`lang` text NOT NULL,
	`visited` text,
	`text_hash` text,
	`status` text DEFAULT 'visible' NOT NULL,
	`removed_reason` text,
	`decided_at` integer,
	`appealed_at` integer,
	`appeal_decided_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reviews_rating_range" CHECK("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_user_place_unique` ON `reviews` (`user_id`,`place_id`);--> statement-breakpoint
CREATE INDEX `reviews_place_status_idx` ON `reviews` (`place_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_user_created_idx` ON `reviews` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_text_hash_idx` ON `reviews` (`text_hash`);