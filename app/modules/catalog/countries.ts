/**
 * Countries TableScout knows by name, with their states, provinces or regions for the
 * /restaurants/{country} page (SPEC §2: united-states, canada, united-kingdom, australia, germany,
 * france, italy, spain, brazil, mexico, japan). A few more countries appear only in city links
 * (footer, home page) and have no subdivision list.
 */
import usStates from "./data/us-states.json";

export interface Country {
  name: string;
  /** Short labels used in URLs and by geocoders for this country, besides the name's slug. */
  aliases?: readonly string[];
  /** What its first-level divisions are called. */
  divisionLabel: string;
  divisions: readonly string[];
}

export const COUNTRIES: readonly Country[] = [
  {
    name: "United States",
    aliases: ["USA", "US", "United States of America"], divisionLabel: "State",
    divisions: usStates.map((s) => s.name),
  },
  {
    name: "Canada",
    divisionLabel: "Province",
    divisions: [
      "Alberta", "British Columbia", "Manitoba", "New Brunswick", "Newfoundland and Labrador", "Nova Scotia",
      "Ontario", "Prince Edward Island", "Quebec", "Saskatchewan", "Northwest Territories", "Nunavut", "Yukon",
    ],
  },
  {
    name: "United Kingdom",
    aliases: ["UK", "Great Britain"], divisionLabel: "Nation",
    divisions: ["England", "Scotland", "Wales", "Northern Ireland"],
  },
  {
    name: "Australia",
    divisionLabel: "State",
    divisions: [
      "New South Wales", "Victoria", "Queensland", "Western Australia", "South Australia", "Tasmania",
      "Australian Capital Territory", "Northern Territory",
    ],
  },
  {
    name: "Germany",
    aliases: ["Deutschland"], divisionLabel: "State",
    divisions: [
      "Baden-Württemberg", "Bavaria", "Berlin", "Brandenburg", "Bremen", "Hamburg", "Hesse", "Lower Saxony",
      "Mecklenburg-Vorpommern", "North Rhine-Westphalia", "Rhineland-Palatinate", "Saarland", "Saxony",
      "Saxony-Anhalt", "Schleswig-Holstein", "Thuringia",
    ],
  },
  {
    name: "France",
    divisionLabel: "Region",
    divisions: [
      "Auvergne-Rhône-Alpes", "Bourgogne-Franche-Comté", "Brittany", "Centre-Val de Loire", "Corsica", "Grand Est",
      "Hauts-de-France", "Île-de-France", "Normandy", "Nouvelle-Aquitaine", "Occitanie", "Pays de la Loire",
      "Provence-Alpes-Côte d'Azur",
    ],
  },
  {
    name: "Italy",
    aliases: ["Italia"], divisionLabel: "Region",
    divisions: [
      "Abruzzo", "Aosta Valley", "Apulia", "Basilicata", "Calabria", "Campania", "Emilia-Romagna",
      "Friuli-Venezia Giulia", "Lazio", "Liguria", "Lombardy", "Marche", "Molise", "Piedmont", "Sardinia", "Sicily",
      "Trentino-Alto Adige", "Tuscany", "Umbria", "Veneto",
    ],
  },
  {
    name: "Spain",
    aliases: ["España"], divisionLabel: "Autonomous community",
    divisions: [
      "Andalusia", "Aragon", "Asturias", "Balearic Islands", "Basque Country", "Canary Islands", "Cantabria",
      "Castile and León", "Castilla-La Mancha", "Catalonia", "Community of Madrid", "Extremadura", "Galicia",
      "La Rioja", "Murcia", "Navarre", "Valencian Community",
    ],
  },
  {
    name: "Brazil",
    aliases: ["Brasil"], divisionLabel: "State",
    divisions: [
      "Acre", "Alagoas", "Amapá", "Amazonas", "Bahia", "Ceará", "Federal District", "Espírito Santo", "Goiás",
      "Maranhão", "Mato Grosso", "Mato Grosso do Sul", "Minas Gerais", "Pará", "Paraíba", "Paraná", "Pernambuco",
      "Piauí", "Rio de Janeiro", "Rio Grande do Norte", "Rio Grande do Sul", "Rondônia", "Roraima",
      "Santa Catarina", "São Paulo", "Sergipe", "Tocantins",
    ],
  },
  {
    name: "Mexico",
    aliases: ["México"], divisionLabel: "State",
    divisions: [
      "Aguascalientes", "Baja California", "Baja California Sur", "Campeche", "Chiapas", "Chihuahua", "Coahuila",
      "Colima", "Durango", "Guanajuato", "Guerrero", "Hidalgo", "Jalisco", "Mexico City", "México State",
      "Michoacán", "Morelos", "Nayarit", "Nuevo León", "Oaxaca", "Puebla", "Querétaro", "Quintana Roo",
      "San Luis Potosí", "Sinaloa", "Sonora", "Tabasco", "Tamaulipas", "Tlaxcala", "Veracruz", "Yucatán", "Zacatecas",
    ],
  },
  {
    name: "Japan",
    divisionLabel: "Prefecture",
    divisions: [
      "Hokkaido", "Aomori", "Iwate", "Miyagi", "Akita", "Yamagata", "Fukushima", "Ibaraki", "Tochigi", "Gunma",
      "Saitama", "Chiba", "Tokyo", "Kanagawa", "Niigata", "Toyama", "Ishikawa", "Fukui", "Yamanashi", "Nagano",
      "Gifu", "Shizuoka", "Aichi", "Mie", "Shiga", "Kyoto", "Osaka", "Hyogo", "Nara", "Wakayama", "Tottori",
      "Shimane", "Okayama", "Hiroshima", "Yamaguchi", "Tokushima", "Kagawa", "Ehime", "Kochi", "Fukuoka", "Saga",
      "Nagasaki", "Kumamoto", "Oita", "Miyazaki", "Kagoshima", "Okinawa",
    ],
  },
  // Countries with city guides or city links but no subdivision grid.
  {
    name: "Thailand",
    divisionLabel: "Province",
    divisions: [
      "Bangkok", "Chiang Mai", "Chiang Rai", "Chonburi", "Khon Kaen", "Krabi", "Phra Nakhon Si Ayutthaya", "Phuket",
      "Prachuap Khiri Khan", "Surat Thani",
    ],
  },
  { name: "Singapore", divisionLabel: "Region", divisions: ["Singapore"] },
  { name: "Netherlands", aliases: ["Holland"], divisionLabel: "Province", divisions: ["North Holland", "South Holland", "Utrecht"] },
  { name: "Portugal", divisionLabel: "District", divisions: ["Lisbon", "Porto"] },
  { name: "Ireland", divisionLabel: "Province", divisions: ["Leinster", "Munster", "Connacht", "Ulster"] },
  { name: "Denmark", divisionLabel: "Region", divisions: ["Capital Region", "Central Denmark", "Southern Denmark"] },
  { name: "South Korea", aliases: ["Korea"], divisionLabel: "Province", divisions: ["Seoul", "Busan"] },
  { name: "China", divisionLabel: "Province", divisions: ["Hong Kong", "Shanghai", "Beijing"] },
  { name: "United Arab Emirates", aliases: ["UAE"], divisionLabel: "Emirate", divisions: ["Dubai", "Abu Dhabi"] },
  { name: "Turkey", aliases: ["Türkiye"], divisionLabel: "Province", divisions: ["Istanbul"] },
  { name: "Argentina", divisionLabel: "Province", divisions: ["Buenos Aires"] },
  { name: "Peru", divisionLabel: "Region", divisions: ["Lima"] },
  { name: "South Africa", divisionLabel: "Province", divisions: ["Western Cape", "Gauteng"] },
  { name: "Austria", divisionLabel: "State", divisions: ["Vienna"] },
  { name: "Czech Republic", aliases: ["Czechia"], divisionLabel: "Region", divisions: ["Prague"] },
  { name: "Greece", divisionLabel: "Region", divisions: ["Attica"] },
  { name: "Sweden", divisionLabel: "County", divisions: ["Stockholm"] },
  { name: "Vietnam", divisionLabel: "Province", divisions: ["Hanoi", "Ho Chi Minh City"] },
  { name: "India", divisionLabel: "State", divisions: ["Maharashtra", "Delhi"] },
  { name: "Hungary", divisionLabel: "County", divisions: ["Budapest"] },
  { name: "Belgium", divisionLabel: "Region", divisions: ["Brussels-Capital Region", "Flanders"] },
  { name: "Switzerland", divisionLabel: "Canton", divisions: ["Zürich", "Geneva"] },
];

/** The countries of the /restaurants/{country} states-and-provinces page, in the spec's order. */
export const STATE_GRID_COUNTRIES = [
  "United States", "Canada", "United Kingdom", "Australia", "Germany", "France", "Italy", "Spain", "Brazil", "Mexico", "Japan",
] as const;
