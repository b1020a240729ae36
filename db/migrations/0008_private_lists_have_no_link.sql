-- A private list has no link: making a list private ends its link for good, and sharing it again makes a new
-- one. Lists made private before this rule kept their old token, which sharing them again would revive.
UPDATE `lists` SET `share_token` = NULL WHERE `visibility` = 'private';
