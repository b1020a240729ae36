DROP INDEX `reviews_place_status_idx`;--> statement-breakpoint
ALTER TABLE `reviews` ADD `author_since` integer;--> statement-breakpoint
-- The reviews written before: their authors' accounts' moments.
UPDATE `reviews` SET `author_since` = (SELECT `created_at` FROM `users` WHERE `users`.`id` = `reviews`.`user_id`);--> statement-breakpoint
CREATE INDEX `reviews_place_newest_idx` ON `reviews` (`place_id`,`status`,`created_at`,`author_since`);--> statement-breakpoint
CREATE INDEX `reviews_place_rating_idx` ON `reviews` (`place_id`,`status`,`rating`,`created_at`,`author_since`);