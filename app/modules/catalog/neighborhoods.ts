/**
 * Popular neighbourhoods (SPEC §2 results page, §9: up to 40 chips). US lists for 60 cities keyed by
 * state code and city name; international lists for the ten cities the spec names.
 */
export interface NeighborhoodList {
  /** US: the USPS state code. International: the country name. */
  state: string;
  city: string;
  neighborhoods: readonly string[];
}

const us = (state: string, city: string, neighborhoods: string[]): NeighborhoodList => ({ state, city, neighborhoods });

export const US_NEIGHBORHOODS: readonly NeighborhoodList[] = [
  us("NY", "New York", ["Midtown", "Upper West Side", "Upper East Side", "Harlem", "Chelsea", "Greenwich Village", "West Village", "East Village", "SoHo", "Tribeca", "Lower East Side", "Chinatown", "Little Italy", "Financial District", "Hell's Kitchen", "Flatiron District", "Gramercy", "Murray Hill", "Williamsburg", "Park Slope", "DUMBO", "Astoria", "Long Island City", "Flushing"]),
  us("CA", "Los Angeles", ["Hollywood", "Downtown", "Silver Lake", "Echo Park", "Koreatown", "Los Feliz", "Venice", "West Hollywood", "Arts District", "Little Tokyo", "Highland Park", "Westwood", "Sawtelle", "Chinatown", "Boyle Heights", "Mid-Wilshire", "Fairfax", "Studio City"]),
  us("IL", "Chicago", ["The Loop", "River North", "West Loop", "Wicker Park", "Logan Square", "Lincoln Park", "Lakeview", "Pilsen", "Chinatown", "Gold Coast", "Andersonville", "Bucktown", "Hyde Park", "Fulton Market", "Old Town", "Ukrainian Village"]),
  us("TX", "Houston", ["Montrose", "The Heights", "Midtown", "Downtown", "Rice Village", "EaDo", "Chinatown", "River Oaks", "Upper Kirby", "Museum District", "Galleria", "Washington Avenue"]),
  us("AZ", "Phoenix", ["Downtown", "Roosevelt Row", "Arcadia", "Biltmore", "Melrose", "Uptown", "Ahwatukee", "Desert Ridge", "Encanto", "Camelback East"]),
  us("PA", "Philadelphia", ["Center City", "Old City", "Rittenhouse Square", "Fishtown", "Northern Liberties", "South Philly", "Passyunk", "Chinatown", "Society Hill", "Queen Village", "Manayunk", "University City", "Graduate Hospital"]),
  us("TX", "San Antonio", ["Downtown", "Pearl District", "Southtown", "King William", "Alamo Heights", "Monte Vista", "Tobin Hill", "Stone Oak", "Medical Center"]),
  us("CA", "San Diego", ["Gaslamp Quarter", "Little Italy", "North Park", "Hillcrest", "La Jolla", "Pacific Beach", "Ocean Beach", "East Village", "Point Loma", "Mission Hills", "Old Town", "Convoy District", "South Park"]),
  us("TX", "Dallas", ["Deep Ellum", "Bishop Arts District", "Uptown", "Downtown", "Lower Greenville", "Oak Lawn", "Design District", "Knox-Henderson", "Lakewood", "Victory Park"]),
  us("TX", "Austin", ["Downtown", "South Congress", "East Austin", "Rainey Street", "Hyde Park", "Zilker", "Mueller", "Clarksville", "Bouldin Creek", "North Loop", "The Domain"]),
  us("CA", "San Jose", ["Downtown", "Japantown", "Willow Glen", "Santana Row", "Rose Garden", "Little Saigon", "Berryessa", "Almaden Valley", "Campbell"]),
  us("FL", "Jacksonville", ["Riverside", "San Marco", "Avondale", "Springfield", "Downtown", "Jacksonville Beach", "Mandarin", "Southside"]),
  us("TX", "Fort Worth", ["Sundance Square", "Stockyards", "Near Southside", "West 7th", "Cultural District", "TCU", "Magnolia Avenue"]),
  us("OH", "Columbus", ["Short North", "German Village", "Downtown", "Italian Village", "Victorian Village", "Clintonville", "Grandview Heights", "Brewery District", "Olde Towne East"]),
  us("NC", "Charlotte", ["Uptown", "South End", "NoDa", "Plaza Midwood", "Dilworth", "Myers Park", "Elizabeth", "SouthPark", "Camp North End"]),
  us("CA", "San Francisco", ["Mission District", "SoMa", "Nob Hill", "North Beach", "Chinatown", "Castro", "Hayes Valley", "Marina", "Pacific Heights", "Haight-Ashbury", "Richmond District", "Sunset District", "Financial District", "Japantown", "Noe Valley", "Potrero Hill", "Dogpatch", "Russian Hill", "Tenderloin", "Bernal Heights"]),
  us("IN", "Indianapolis", ["Mass Ave", "Fountain Square", "Broad Ripple", "Downtown", "Fletcher Place", "Irvington", "Meridian-Kessler", "Speedway"]),
  us("WA", "Seattle", ["Capitol Hill", "Ballard", "Fremont", "Queen Anne", "Belltown", "Pioneer Square", "South Lake Union", "International District", "Wallingford", "Georgetown", "Columbia City", "University District", "West Seattle"]),
  us("CO", "Denver", ["LoDo", "RiNo", "LoHi", "Highlands", "Capitol Hill", "Cherry Creek", "Baker", "Five Points", "Union Station", "Washington Park", "Tennyson Street"]),
  us("DC", "Washington", ["Georgetown", "Dupont Circle", "Adams Morgan", "Shaw", "U Street", "Logan Circle", "Capitol Hill", "Navy Yard", "The Wharf", "Chinatown", "Penn Quarter", "Columbia Heights", "H Street", "Foggy Bottom"]),
  us("MA", "Boston", ["Back Bay", "North End", "South End", "Beacon Hill", "Seaport", "Fenway", "Jamaica Plain", "Chinatown", "Downtown Crossing", "Charlestown", "South Boston", "Allston"]),
  us("TN", "Nashville", ["The Gulch", "East Nashville", "Germantown", "12 South", "Downtown", "Midtown", "The Nations", "Music Row", "Wedgewood-Houston", "Hillsboro Village"]),
  us("MI", "Detroit", ["Downtown", "Midtown", "Corktown", "Eastern Market", "Mexicantown", "Greektown", "New Center", "West Village", "Woodbridge"]),
  us("OR", "Portland", ["Pearl District", "Alberta Arts District", "Hawthorne", "Division", "Mississippi Avenue", "Downtown", "Nob Hill", "Sellwood", "Buckman", "Kerns", "Old Town Chinatown"]),
  us("NV", "Las Vegas", ["The Strip", "Downtown", "Fremont Street", "Arts District", "Chinatown", "Summerlin", "Henderson", "Spring Valley"]),
  us("TN", "Memphis", ["Downtown", "Midtown", "Cooper-Young", "Overton Square", "South Main", "Beale Street", "East Memphis", "Crosstown"]),
  us("KY", "Louisville", ["NuLu", "The Highlands", "Germantown", "Butchertown", "Downtown", "Old Louisville", "St. Matthews", "Crescent Hill"]),
  us("MD", "Baltimore", ["Fells Point", "Inner Harbor", "Federal Hill", "Canton", "Mount Vernon", "Hampden", "Little Italy", "Harbor East", "Remington"]),
  us("WI", "Milwaukee", ["Third Ward", "Walker's Point", "Bay View", "East Side", "Brady Street", "Downtown", "Riverwest", "Tosa Village"]),
  us("NM", "Albuquerque", ["Old Town", "Nob Hill", "Downtown", "Sawmill", "Los Ranchos", "University Heights", "EDo"]),
  us("GA", "Atlanta", ["Midtown", "Buckhead", "Inman Park", "Old Fourth Ward", "Virginia-Highland", "Little Five Points", "West Midtown", "Decatur", "Poncey-Highland", "Grant Park", "East Atlanta Village", "Buford Highway"]),
  us("MO", "Kansas City", ["Crossroads", "Power & Light District", "River Market", "Westport", "Country Club Plaza", "18th & Vine", "Crown Center", "Brookside", "West Bottoms"]),
  us("FL", "Miami", ["South Beach", "Wynwood", "Little Havana", "Brickell", "Design District", "Coconut Grove", "Little Haiti", "Downtown", "Edgewater", "Coral Gables", "Midtown", "MiMo District"]),
  us("MN", "Minneapolis", ["North Loop", "Northeast", "Uptown", "Downtown", "Lyn-Lake", "Dinkytown", "Linden Hills", "Longfellow", "Eat Street"]),
  us("LA", "New Orleans", ["French Quarter", "Garden District", "Marigny", "Bywater", "Treme", "Warehouse District", "Uptown", "Mid-City", "Central Business District", "Irish Channel"]),
  us("HI", "Honolulu", ["Waikiki", "Kaimuki", "Chinatown", "Kakaako", "Ala Moana", "Manoa", "Kapahulu", "Downtown"]),
  us("UT", "Salt Lake City", ["Downtown", "Sugar House", "9th and 9th", "The Avenues", "Central City", "Marmalade", "Granary District"]),
  us("PA", "Pittsburgh", ["Strip District", "Lawrenceville", "Shadyside", "Squirrel Hill", "South Side", "Downtown", "East Liberty", "Bloomfield", "Mount Washington"]),
  us("SC", "Charleston", ["Downtown", "King Street", "French Quarter", "Cannonborough", "Elliotborough", "Mount Pleasant", "West Ashley", "Park Circle"]),
  us("GA", "Savannah", ["Historic District", "Starland District", "River Street", "City Market", "Victorian District", "Thomas Square"]),
  us("FL", "Tampa", ["Ybor City", "Hyde Park", "Seminole Heights", "Channelside", "Downtown", "SoHo", "Westshore", "Tampa Heights"]),
  us("FL", "Orlando", ["Downtown", "Thornton Park", "Mills 50", "College Park", "Winter Park", "Baldwin Park", "Audubon Park", "International Drive"]),
  us("CA", "Sacramento", ["Midtown", "Downtown", "East Sacramento", "Land Park", "Oak Park", "Old Sacramento", "R Street Corridor"]),
  us("CA", "Oakland", ["Temescal", "Rockridge", "Uptown", "Jack London Square", "Chinatown", "Fruitvale", "Lake Merritt", "Grand Lake", "Piedmont Avenue"]),
  us("CA", "Long Beach", ["Belmont Shore", "Downtown", "Bixby Knolls", "Retro Row", "Naples", "East Village Arts District"]),
  us("NC", "Raleigh", ["Downtown", "Glenwood South", "Warehouse District", "Five Points", "North Hills", "Oakwood", "Person Street"]),
  us("VA", "Richmond", ["The Fan", "Carytown", "Scott's Addition", "Church Hill", "Shockoe Bottom", "Jackson Ward", "Museum District"]),
  us("OH", "Cleveland", ["Ohio City", "Tremont", "Downtown", "University Circle", "Little Italy", "Gordon Square", "Asiatown", "East 4th Street"]),
  us("OH", "Cincinnati", ["Over-the-Rhine", "Downtown", "Northside", "Hyde Park", "Oakley", "Mount Adams", "Pendleton", "The Banks"]),
  us("MO", "St. Louis", ["The Hill", "Soulard", "Central West End", "The Grove", "Lafayette Square", "Cherokee Street", "Delmar Loop", "Tower Grove"]),
  us("OK", "Oklahoma City", ["Bricktown", "Midtown", "Plaza District", "Automobile Alley", "Paseo Arts District", "Film Row", "Uptown 23rd"]),
  us("NE", "Omaha", ["Old Market", "Blackstone District", "Benson", "Dundee", "Aksarben Village", "North Downtown"]),
  us("CA", "Fresno", ["Tower District", "Fig Garden", "Downtown", "Old Town Clovis", "River Park"]),
  us("AZ", "Tucson", ["Downtown", "Fourth Avenue", "Barrio Viejo", "Sam Hughes", "Mercado District", "Catalina Foothills"]),
  us("TX", "El Paso", ["Downtown", "Kern Place", "Sunset Heights", "Union Plaza", "West Side", "Upper Valley"]),
  us("WA", "Spokane", ["Downtown", "Kendall Yards", "South Perry", "Garland District", "Browne's Addition"]),
  us("ME", "Portland", ["Old Port", "Munjoy Hill", "East End", "West End", "Arts District", "India Street"]),
  us("RI", "Providence", ["Federal Hill", "Fox Point", "Downtown", "West End", "Wayland Square", "College Hill"]),
  us("VT", "Burlington", ["Church Street", "South End", "Old North End", "Downtown"]),
  us("AK", "Anchorage", ["Downtown", "Midtown", "Spenard", "South Addition", "Government Hill"]),
];

const intl = (state: string, city: string, neighborhoods: string[]): NeighborhoodList => ({ state, city, neighborhoods });

/** The international popular-neighbourhood lists the spec names (SPEC §2 results page). */
export const INTERNATIONAL_NEIGHBORHOODS: readonly NeighborhoodList[] = [
  intl("Singapore", "Singapore", ["Chinatown", "Little India", "Kampong Glam", "Tiong Bahru", "Tanjong Pagar", "Marina Bay", "Orchard", "Clarke Quay", "Holland Village", "Katong", "Joo Chiat", "Dempsey Hill", "Robertson Quay", "Bugis", "Sentosa"]),
  intl("Germany", "Berlin", ["Mitte", "Kreuzberg", "Neukölln", "Prenzlauer Berg", "Friedrichshain", "Charlottenburg", "Schöneberg", "Wedding", "Moabit", "Wilmersdorf", "Tiergarten", "Steglitz"]),
  intl("Thailand", "Bangkok", ["Sukhumvit", "Silom", "Sathorn", "Chinatown", "Thonglor", "Ekkamai", "Ari", "Banglamphu", "Siam", "Ratchada", "Riverside", "Phrom Phong", "Old Town"]),
  intl("Japan", "Tokyo", ["Shinjuku", "Shibuya", "Ginza", "Roppongi", "Asakusa", "Harajuku", "Ebisu", "Nakameguro", "Shimokitazawa", "Ueno", "Akihabara", "Tsukiji", "Ikebukuro", "Marunouchi", "Azabu-Juban", "Kichijoji"]),
  intl("France", "Paris", ["Le Marais", "Saint-Germain-des-Prés", "Montmartre", "Latin Quarter", "Bastille", "Canal Saint-Martin", "Pigalle", "Belleville", "Oberkampf", "Batignolles", "Champs-Élysées", "Île Saint-Louis", "Montparnasse", "Les Halles"]),
  intl("United Kingdom", "London", ["Soho", "Covent Garden", "Shoreditch", "Mayfair", "Marylebone", "Notting Hill", "Camden", "Borough", "Brixton", "Hackney", "Islington", "Chelsea", "Fitzrovia", "Peckham", "King's Cross", "Clerkenwell", "Spitalfields", "Dalston"]),
  intl("Netherlands", "Amsterdam", ["Jordaan", "De Pijp", "Centrum", "Oud-West", "De Negen Straatjes", "Oost", "Noord", "Westerpark", "Plantage", "Rivierenbuurt"]),
  intl("Spain", "Barcelona", ["Gothic Quarter", "El Born", "Eixample", "Gràcia", "Barceloneta", "El Raval", "Poble Sec", "Sant Antoni", "Poblenou", "Sarrià-Sant Gervasi"]),
  intl("Italy", "Rome", ["Trastevere", "Monti", "Testaccio", "Centro Storico", "Prati", "Campo de' Fiori", "Trevi", "Pigneto", "San Lorenzo", "Ostiense", "Jewish Ghetto"]),
  intl("Spain", "Madrid", ["Malasaña", "Chueca", "La Latina", "Lavapiés", "Salamanca", "Sol", "Chamberí", "Huertas", "Retiro", "Conde Duque"]),
];
