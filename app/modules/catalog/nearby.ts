/**
 * Nearby cities (SPEC §2, §9): fixed lists for about 30 international cities (results page, up to 20),
 * fallback lists for 15 big US cities ('Near you' strip), and the Bay Area list used when a city is
 * unknown.
 */
export interface NearbyList {
  /** US: the USPS state code. International: the country name. */
  state: string;
  city: string;
  nearby: readonly string[];
}

const n = (state: string, city: string, nearby: string[]): NearbyList => ({ state, city, nearby });

export const INTERNATIONAL_NEARBY: readonly NearbyList[] = [
  n("United Kingdom", "London", ["Richmond", "Kingston upon Thames", "Croydon", "Watford", "St Albans", "Windsor", "Guildford", "Reading", "Oxford", "Cambridge", "Brighton", "Canterbury", "Luton", "Chelmsford", "Woking"]),
  n("United Kingdom", "Manchester", ["Salford", "Stockport", "Bolton", "Oldham", "Rochdale", "Bury", "Wigan", "Altrincham", "Warrington", "Liverpool", "Chester", "Leeds"]),
  n("United Kingdom", "Edinburgh", ["Leith", "Musselburgh", "Portobello", "North Berwick", "Livingston", "Dunfermline", "Linlithgow", "Glasgow", "Stirling", "St Andrews"]),
  n("United Kingdom", "Birmingham", ["Solihull", "Wolverhampton", "Coventry", "Sutton Coldfield", "Walsall", "Dudley", "Leamington Spa", "Stratford-upon-Avon", "Worcester", "Lichfield"]),
  n("United Kingdom", "Glasgow", ["Paisley", "East Kilbride", "Hamilton", "Motherwell", "Clydebank", "Stirling", "Edinburgh", "Ayr", "Kilmarnock"]),
  n("France", "Paris", ["Boulogne-Billancourt", "Saint-Denis", "Versailles", "Neuilly-sur-Seine", "Vincennes", "Montreuil", "Issy-les-Moulineaux", "Levallois-Perret", "Saint-Germain-en-Laye", "Fontainebleau", "Chantilly", "Reims"]),
  n("France", "Lyon", ["Villeurbanne", "Vienne", "Villefranche-sur-Saône", "Saint-Étienne", "Annecy", "Grenoble", "Mâcon", "Bourg-en-Bresse"]),
  n("France", "Marseille", ["Aix-en-Provence", "Cassis", "Aubagne", "La Ciotat", "Toulon", "Arles", "Avignon", "Nice"]),
  n("France", "Nice", ["Cannes", "Antibes", "Monaco", "Menton", "Grasse", "Villefranche-sur-Mer", "Saint-Paul-de-Vence", "Èze"]),
  n("Germany", "Berlin", ["Potsdam", "Oranienburg", "Bernau", "Königs Wusterhausen", "Falkensee", "Brandenburg an der Havel", "Frankfurt (Oder)", "Leipzig", "Dresden"]),
  n("Germany", "Munich", ["Augsburg", "Freising", "Dachau", "Starnberg", "Rosenheim", "Ingolstadt", "Garmisch-Partenkirchen", "Landshut", "Salzburg"]),
  n("Germany", "Hamburg", ["Lübeck", "Lüneburg", "Norderstedt", "Pinneberg", "Stade", "Kiel", "Bremen", "Buxtehude"]),
  n("Germany", "Frankfurt", ["Offenbach", "Wiesbaden", "Mainz", "Darmstadt", "Bad Homburg", "Hanau", "Heidelberg", "Mannheim"]),
  n("Germany", "Cologne", ["Bonn", "Düsseldorf", "Leverkusen", "Bergisch Gladbach", "Aachen", "Brühl", "Neuss"]),
  n("Japan", "Tokyo", ["Yokohama", "Kawasaki", "Saitama", "Chiba", "Kamakura", "Hakone", "Nikko", "Kawagoe", "Tachikawa", "Hachioji", "Funabashi", "Odawara"]),
  n("Japan", "Osaka", ["Kyoto", "Kobe", "Nara", "Sakai", "Himeji", "Wakayama", "Otsu", "Takatsuki", "Nishinomiya"]),
  n("Japan", "Kyoto", ["Osaka", "Nara", "Otsu", "Uji", "Kobe", "Hikone", "Takatsuki"]),
  n("Japan", "Sapporo", ["Otaru", "Chitose", "Ebetsu", "Tomakomai", "Niseko", "Asahikawa", "Noboribetsu"]),
  n("Japan", "Fukuoka", ["Kitakyushu", "Dazaifu", "Kurume", "Itoshima", "Saga", "Karatsu", "Nagasaki", "Kumamoto"]),
  n("Thailand", "Bangkok", ["Nonthaburi", "Samut Prakan", "Pathum Thani", "Nakhon Pathom", "Ayutthaya", "Chachoengsao", "Pattaya", "Hua Hin", "Kanchanaburi"]),
  n("Thailand", "Chiang Mai", ["Lamphun", "Mae Rim", "San Kamphaeng", "Doi Saket", "Pai", "Chiang Rai", "Lampang"]),
  n("Thailand", "Phuket", ["Patong", "Kata", "Karon", "Rawai", "Kamala", "Phang Nga", "Krabi", "Khao Lak"]),
  n("Singapore", "Singapore", ["Johor Bahru", "Batam", "Bintan", "Malacca", "Desaru", "Kulai"]),
  n("Netherlands", "Amsterdam", ["Haarlem", "Zaandam", "Amstelveen", "Utrecht", "Leiden", "Almere", "Hilversum", "The Hague", "Rotterdam"]),
  n("Spain", "Barcelona", ["Badalona", "L'Hospitalet de Llobregat", "Sitges", "Girona", "Sabadell", "Terrassa", "Tarragona", "Montserrat"]),
  n("Spain", "Madrid", ["Alcalá de Henares", "Getafe", "Toledo", "Segovia", "Aranjuez", "Pozuelo de Alarcón", "Las Rozas", "Ávila"]),
  n("Italy", "Rome", ["Ostia", "Frascati", "Tivoli", "Fiumicino", "Castel Gandolfo", "Anzio", "Viterbo", "Latina"]),
  n("Italy", "Milan", ["Monza", "Bergamo", "Como", "Pavia", "Lodi", "Varese", "Brescia", "Lecco"]),
  n("Italy", "Florence", ["Fiesole", "Prato", "Pistoia", "Siena", "Lucca", "Pisa", "Arezzo", "San Gimignano"]),
  n("Canada", "Toronto", ["Mississauga", "Brampton", "Markham", "Vaughan", "Richmond Hill", "Oakville", "Hamilton", "Burlington", "Pickering"]),
  n("Australia", "Sydney", ["Parramatta", "Manly", "Bondi", "Newcastle", "Wollongong", "Penrith", "Chatswood", "Katoomba", "Gosford"]),
];

/** 'Near you' fallback lists for 15 big US cities (SPEC §9), used when the nearby search has too few names. */
export const US_NEARBY_FALLBACK: readonly NearbyList[] = [
  n("NY", "New York", ["Jersey City", "Hoboken", "Newark", "Yonkers", "New Rochelle", "White Plains", "Stamford", "Hempstead", "Long Beach"]),
  n("CA", "Los Angeles", ["Santa Monica", "Pasadena", "Glendale", "Burbank", "Long Beach", "Culver City", "Beverly Hills", "Inglewood", "Torrance"]),
  n("IL", "Chicago", ["Evanston", "Oak Park", "Skokie", "Cicero", "Naperville", "Schaumburg", "Arlington Heights", "Aurora", "Joliet"]),
  n("TX", "Houston", ["Pasadena", "Sugar Land", "Pearland", "The Woodlands", "Katy", "League City", "Baytown", "Missouri City", "Conroe"]),
  n("AZ", "Phoenix", ["Scottsdale", "Tempe", "Mesa", "Chandler", "Glendale", "Gilbert", "Peoria", "Surprise", "Goodyear"]),
  n("PA", "Philadelphia", ["Camden", "Cherry Hill", "Chester", "Norristown", "King of Prussia", "Conshohocken", "Bensalem", "Wilmington", "Trenton"]),
  n("TX", "San Antonio", ["New Braunfels", "Schertz", "Boerne", "Converse", "Universal City", "Seguin", "Live Oak", "Helotes", "Leon Valley"]),
  n("CA", "San Diego", ["Chula Vista", "La Jolla", "Coronado", "El Cajon", "Escondido", "Carlsbad", "Oceanside", "National City", "La Mesa"]),
  n("TX", "Dallas", ["Fort Worth", "Arlington", "Plano", "Irving", "Garland", "Richardson", "Frisco", "McKinney", "Grand Prairie"]),
  n("TX", "Austin", ["Round Rock", "Cedar Park", "Pflugerville", "Georgetown", "San Marcos", "Leander", "Kyle", "Buda", "Lakeway"]),
  n("WA", "Seattle", ["Bellevue", "Redmond", "Kirkland", "Tacoma", "Everett", "Renton", "Kent", "Bothell", "Issaquah"]),
  n("MA", "Boston", ["Cambridge", "Somerville", "Brookline", "Quincy", "Newton", "Medford", "Waltham", "Salem", "Lynn"]),
  n("FL", "Miami", ["Miami Beach", "Coral Gables", "Hialeah", "Doral", "North Miami", "Fort Lauderdale", "Hollywood", "Homestead", "Key Biscayne"]),
  n("DC", "Washington", ["Arlington", "Alexandria", "Bethesda", "Silver Spring", "Falls Church", "Rockville", "Tysons", "College Park", "Hyattsville"]),
  n("GA", "Atlanta", ["Decatur", "Sandy Springs", "Marietta", "Roswell", "Alpharetta", "Smyrna", "Dunwoody", "East Point", "Duluth"]),
];

/** Used for any US city without a list of its own (SPEC §9: Bay Area cities). */
export const DEFAULT_NEARBY_FALLBACK: readonly string[] = [
  "Oakland", "Berkeley", "San Jose", "Palo Alto", "Mountain View", "Sausalito", "Daly City", "San Mateo", "Fremont",
];
