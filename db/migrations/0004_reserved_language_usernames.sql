-- The languages' URL prefixes ('/fr/…', '/pt-br/…') can never be usernames: a profile that took one is
-- renamed by adding the start of its own id (unique, and made of the letters and digits usernames allow).
-- Its favorites and everything else hang on the id, so nothing but the profile's address changes. Its
-- sessions, which hold the old name, end first: the person signs in again and sees the new one.
DELETE FROM `sessions`
WHERE `user_id` IN (
  SELECT `id` FROM `profiles`
  WHERE lower(`username`) IN ('en', 'es', 'fr', 'de', 'it', 'pt-br', 'ja', 'zh-cn', 'ar')
);
--> statement-breakpoint
UPDATE `profiles`
SET `username` = lower(`username`) || '-' || substr(replace(lower(`id`), '-', ''), 1, 8)
WHERE lower(`username`) IN ('en', 'es', 'fr', 'de', 'it', 'pt-br', 'ja', 'zh-cn', 'ar');
