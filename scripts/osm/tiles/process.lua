-- What the guide's basemap keeps of OpenStreetMap (tilemaker 2.x profile; `npm run tiles:build`): the
-- shapes a person reads a street map by, and nothing else. Layers and their `class` values are what
-- app/components/listing/basemap.ts draws:
--   water (areas), waterway (lines), park (areas: park, garden, wood, grass...), landuse (areas: residential,
--   commercial, industrial...), building (areas), road (lines: motorway, primary, secondary, tertiary, minor,
--   service, path; rail), place (points: city, town, suburb...), water_name (a point inside each named water
--   area, for its label).
-- Named features carry `name` (the local name) and `name:xx` in each of the guide's languages the data has:
-- the map labels them in the page's language where it can, else in the local one.
-- Points are read only for place names.

node_keys = { "place" }

-- The guide's languages, as OpenStreetMap's name:xx keys spell them.
local LANGUAGES = { "en", "es", "fr", "de", "it", "pt", "ja", "zh", "ar" }

local function names(object)
  local name = object:Find("name")
  if name == "" then return false end
  object:Attribute("name", name)
  for _, language in ipairs(LANGUAGES) do
    local translated = object:Find("name:" .. language)
    if translated ~= "" and translated ~= name then object:Attribute("name:" .. language, translated) end
  end
  return true
end

-- Towns show from the region's view (zoom 8), neighbourhoods only close in.
local PLACE_ZOOM = { city = 8, town = 9, village = 11, suburb = 12, quarter = 13, neighbourhood = 14 }

function node_function(node)
  local place = node:Find("place")
  local zoom = PLACE_ZOOM[place]
  if zoom ~= nil and node:Find("name") ~= "" then
    node:Layer("place", false)
    node:Attribute("class", place)
    names(node)
    node:MinZoom(zoom)
  end
end

local ROAD_CLASS = {
  motorway = "motorway", motorway_link = "motorway", trunk = "motorway", trunk_link = "motorway",
  primary = "primary", primary_link = "primary",
  secondary = "secondary", secondary_link = "secondary",
  tertiary = "tertiary", tertiary_link = "tertiary",
  unclassified = "minor", residential = "minor", living_street = "minor", road = "minor",
  service = "service", pedestrian = "path", footway = "path", path = "path", steps = "path", cycleway = "path",
}
local ROAD_ZOOM = { motorway = 8, primary = 10, secondary = 11, tertiary = 12, minor = 13, service = 14, path = 14 }

local PARK = {
  park = true, garden = true, wood = true, forest = true, grass = true, meadow = true, recreation_ground = true,
  cemetery = true, golf_course = true, pitch = true, playground = true, nature_reserve = true, scrub = true,
}
local LANDUSE = { residential = true, commercial = true, retail = true, industrial = true, railway = true }

function way_function(way)
  local highway = way:Find("highway")
  local railway = way:Find("railway")
  local waterway = way:Find("waterway")
  local natural = way:Find("natural")
  local landuse = way:Find("landuse")
  local leisure = way:Find("leisure")
  local closed = way:IsClosed()

  if highway ~= "" then
    local class = ROAD_CLASS[highway]
    if class ~= nil and way:Find("area") ~= "yes" then
      way:Layer("road", false)
      way:Attribute("class", class)
      names(way)
      way:MinZoom(ROAD_ZOOM[class])
    end
    return
  end
  if railway == "rail" or railway == "light_rail" or railway == "tram" then
    way:Layer("road", false)
    way:Attribute("class", "rail")
    way:MinZoom(12)
    return
  end
  if closed and (natural == "water" or landuse == "reservoir" or landuse == "basin" or waterway == "riverbank" or waterway == "dock") then
    way:Layer("water", true)
    way:MinZoom(10)
    if way:Find("name") ~= "" then
      way:LayerAsCentroid("water_name")
      names(way)
      way:MinZoom(12)
    end
    return
  end
  if waterway == "river" or waterway == "canal" or waterway == "stream" then
    way:Layer("waterway", false)
    way:Attribute("class", waterway)
    names(way)
    way:MinZoom(waterway == "stream" and 13 or 10)
    return
  end
  if closed and (PARK[leisure] or PARK[landuse] or PARK[natural]) then
    way:Layer("park", true)
    way:MinZoom(11)
    return
  end
  if closed and natural == "beach" then
    way:Layer("park", true)
    way:Attribute("class", "beach")
    way:MinZoom(12)
    return
  end
  if closed and LANDUSE[landuse] then
    way:Layer("landuse", true)
    way:Attribute("class", landuse)
    way:MinZoom(12)
    return
  end
  if closed and way:Find("building") ~= "" then
    way:Layer("building", true)
    way:MinZoom(14)
  end
end
