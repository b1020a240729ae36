-- An import goes into one list (null: Favorites, as every import did before lists).
ALTER TABLE `import_previews` ADD `list_id` text REFERENCES lists(id) ON DELETE cascade;
