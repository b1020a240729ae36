-- Profiles show only a display name the user chose, or the username. Until now the display name was
-- copied from the Google account's full name at first sign-in (nobody could choose one), so it is cleared.
UPDATE `profiles` SET `display_name` = NULL;
