-- Lists replaced favorites (0005 copied every favorite into its owner's Favorites list, and the published flag
-- into that list's visibility): the old table and flag go.
DROP TABLE `favorites`;--> statement-breakpoint
ALTER TABLE `profiles` DROP COLUMN `favorites_published`;