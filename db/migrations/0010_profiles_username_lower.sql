-- Profiles are found by their username in any case ('/Ana' is '/ana'): an index on lower(username), so that a
-- profile page (and every one-segment path that is not one) reads one row, not the table.
CREATE INDEX `profiles_username_lower_idx` ON `profiles` (lower("username"));