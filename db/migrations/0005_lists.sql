CREATE TABLE `list_places` (
	`id` text PRIMARY KEY NOT NULL,
	`list_id` text NOT NULL,
	`user_id` text NOT NULL,
	`place_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`restaurant_name` text NOT NULL,
	`restaurant_data` text NOT NULL,
	`city` text,
	`order_index` integer DEFAULT 0 NOT NULL,
	`note` text,
	`snapshot_at` integer DEFAULT 0 NOT NULL,
	`unavailable_at` integer,
	FOREIGN KEY (`list_id`) REFERENCES `lists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `list_places_list_place_unique` ON `list_places` (`list_id`,`place_id`);--> statement-breakpoint
CREATE INDEX `list_places_list_city_order_idx` ON `list_places` (`list_id`,`city`,`order_index`);--> statement-breakpoint
CREATE INDEX `list_places_user_place_idx` ON `list_places` (`user_id`,`place_id`);--> statement-breakpoint
CREATE INDEX `list_places_snapshot_idx` ON `list_places` (`snapshot_at`);--> statement-breakpoint
CREATE TABLE `lists` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`name` text,
	`description` text,
	`visibility` text DEFAULT 'private' NOT NULL,
	`share_token` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lists_share_token_unique` ON `lists` (`share_token`);--> statement-breakpoint
CREATE INDEX `lists_user_created_idx` ON `lists` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `lists_user_builtin_unique` ON `lists` (`user_id`,`kind`) WHERE kind <> 'custom';--> statement-breakpoint
-- Everyone gets the two built-in lists. Favorites are public where the favorites were published.
INSERT INTO `lists` (`id`, `user_id`, `kind`, `visibility`)
SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
         || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))),
       u.`id`, 'favorites',
       CASE WHEN p.`favorites_published` = 1 THEN 'public' ELSE 'private' END
FROM `users` u LEFT JOIN `profiles` p ON p.`id` = u.`id`;
--> statement-breakpoint
INSERT INTO `lists` (`id`, `user_id`, `kind`, `visibility`)
SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
         || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))),
       u.`id`, 'want-to-go', 'private'
FROM `users` u;
--> statement-breakpoint
-- Every favorite becomes a place of its owner's Favorites list: same id, city, order, dates and snapshot.
INSERT INTO `list_places` (`id`, `list_id`, `user_id`, `place_id`, `created_at`, `restaurant_name`, `restaurant_data`,
                           `city`, `order_index`, `note`, `snapshot_at`, `unavailable_at`)
SELECT f.`id`, l.`id`, f.`user_id`, f.`place_id`, f.`created_at`, f.`restaurant_name`, f.`restaurant_data`,
       f.`city`, f.`order_index`, NULL, f.`snapshot_at`, f.`unavailable_at`
FROM `favorites` f JOIN `lists` l ON l.`user_id` = f.`user_id` AND l.`kind` = 'favorites';
--> statement-breakpoint
-- Lists take the paths /lists, /l/{token}, /save and /share: nobody can be called that any more. A profile that
-- was is renamed as 0004 renamed the languages' codes (its sessions end first; everything else hangs on the id).
DELETE FROM `sessions`
WHERE `user_id` IN (SELECT `id` FROM `profiles` WHERE lower(`username`) IN ('lists', 'list', 'l', 'save', 'share'));
--> statement-breakpoint
UPDATE `profiles`
SET `username` = lower(`username`) || '-' || substr(replace(lower(`id`), '-', ''), 1, 8)
WHERE lower(`username`) IN ('lists', 'list', 'l', 'save', 'share');
