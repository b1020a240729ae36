/** The home page's four city groups. */
export interface HomeUsCity {
  city: string;
  /** USPS state code. */
  state: string;
}
export interface HomeWorldCity {
  city: string;
  region: string;
  country: string;
}

const us = (city: string, state: string): HomeUsCity => ({ city, state });
const w = (city: string, region: string, country: string): HomeWorldCity => ({ city, region, country });

export const HOME_TOP_US: readonly HomeUsCity[] = [
  us("New York", "NY"),
  us("Los Angeles", "CA"),
  us("Chicago", "IL"),
  us("San Francisco", "CA"),
  us("New Orleans", "LA"),
  us("Miami", "FL"),
  us("Austin", "TX"),
  us("Seattle", "WA"),
  us("Portland", "OR"),
  us("Nashville", "TN"),
];

export const HOME_MORE_US: readonly HomeUsCity[] = [
  us("Boston", "MA"),
  us("Washington", "DC"),
  us("Philadelphia", "PA"),
  us("Atlanta", "GA"),
  us("Houston", "TX"),
  us("Dallas", "TX"),
  us("San Diego", "CA"),
  us("Denver", "CO"),
  us("Las Vegas", "NV"),
  us("Charleston", "SC"),
  us("Savannah", "GA"),
  us("Minneapolis", "MN"),
  us("Kansas City", "MO"),
  us("St. Louis", "MO"),
  us("Pittsburgh", "PA"),
  us("Baltimore", "MD"),
  us("Detroit", "MI"),
  us("Honolulu", "HI"),
  us("Santa Fe", "NM"),
  us("Asheville", "NC"),
  us("Louisville", "KY"),
  us("Memphis", "TN"),
  us("San Antonio", "TX"),
  us("Phoenix", "AZ"),
  us("Salt Lake City", "UT"),
  us("Milwaukee", "WI"),
  us("Providence", "RI"),
  us("Oakland", "CA"),
  us("Richmond", "VA"),
];

export const HOME_TOP_WORLD: readonly HomeWorldCity[] = [
  w("Tokyo", "Tokyo", "Japan"),
  w("Paris", "Île-de-France", "France"),
  w("London", "England", "United Kingdom"),
  w("Rome", "Lazio", "Italy"),
  w("Barcelona", "Catalonia", "Spain"),
  w("Bangkok", "Bangkok", "Thailand"),
  w("Singapore", "Singapore", "Singapore"),
  w("Mexico City", "Mexico City", "Mexico"),
  w("Istanbul", "Istanbul", "Turkey"),
  w("Lima", "Lima", "Peru"),
];

export const HOME_MORE_WORLD: readonly HomeWorldCity[] = [
  w("Osaka", "Osaka", "Japan"),
  w("Kyoto", "Kyoto", "Japan"),
  w("Berlin", "Berlin", "Germany"),
  w("Munich", "Bavaria", "Germany"),
  w("Lyon", "Auvergne-Rhône-Alpes", "France"),
  w("Amsterdam", "North Holland", "Netherlands"),
  w("Copenhagen", "Capital Region", "Denmark"),
  w("Lisbon", "Lisbon", "Portugal"),
  w("Madrid", "Community of Madrid", "Spain"),
  w("San Sebastián", "Basque Country", "Spain"),
  w("Florence", "Tuscany", "Italy"),
  w("Milan", "Lombardy", "Italy"),
  w("Vienna", "Vienna", "Austria"),
  w("Prague", "Prague", "Czech Republic"),
  w("Budapest", "Budapest", "Hungary"),
  w("Athens", "Attica", "Greece"),
  w("Stockholm", "Stockholm", "Sweden"),
  w("Dublin", "Leinster", "Ireland"),
  w("Edinburgh", "Scotland", "United Kingdom"),
  w("Seoul", "Seoul", "South Korea"),
  w("Hong Kong", "Hong Kong", "China"),
  w("Hanoi", "Hanoi", "Vietnam"),
  w("Dubai", "Dubai", "United Arab Emirates"),
  w("Buenos Aires", "Buenos Aires", "Argentina"),
  w("São Paulo", "São Paulo", "Brazil"),
  w("Cape Town", "Western Cape", "South Africa"),
  w("Sydney", "New South Wales", "Australia"),
  w("Melbourne", "Victoria", "Australia"),
  w("Toronto", "Ontario", "Canada"),
  w("Montreal", "Quebec", "Canada"),
];
