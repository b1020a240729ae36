-- The basemap's tiles moved from D1 to one PMTiles archive per build in R2 (npm run tiles:build writes it;
-- map_tilesets still names the visible build). Rebuild the basemap after this migration.
DROP TABLE `map_tiles`;