/**
 * The footer's city links: about 40 US and 40 international cities, each linking to
 * /restaurants/{country}/{state}/{city}. Real cities with their real state, province or region.
 */
export interface FooterCity {
  city: string;
  /** US state, or the region/province/state of an international city. */
  state: string;
  country: string;
}

const us = (city: string, state: string): FooterCity => ({ city, state, country: "United States" });

export const FOOTER_US_CITIES: readonly FooterCity[] = [
  us("New York", "New York"),
  us("Los Angeles", "California"),
  us("Chicago", "Illinois"),
  us("Houston", "Texas"),
  us("Phoenix", "Arizona"),
  us("Philadelphia", "Pennsylvania"),
  us("San Antonio", "Texas"),
  us("San Diego", "California"),
  us("Dallas", "Texas"),
  us("Austin", "Texas"),
  us("San Jose", "California"),
  us("Jacksonville", "Florida"),
  us("Fort Worth", "Texas"),
  us("Columbus", "Ohio"),
  us("Charlotte", "North Carolina"),
  us("San Francisco", "California"),
  us("Indianapolis", "Indiana"),
  us("Seattle", "Washington"),
  us("Denver", "Colorado"),
  us("Washington", "District of Columbia"),
  us("Boston", "Massachusetts"),
  us("Nashville", "Tennessee"),
  us("Detroit", "Michigan"),
  us("Portland", "Oregon"),
  us("Las Vegas", "Nevada"),
  us("Memphis", "Tennessee"),
  us("Louisville", "Kentucky"),
  us("Baltimore", "Maryland"),
  us("Milwaukee", "Wisconsin"),
  us("Albuquerque", "New Mexico"),
  us("Atlanta", "Georgia"),
  us("Kansas City", "Missouri"),
  us("Miami", "Florida"),
  us("Minneapolis", "Minnesota"),
  us("New Orleans", "Louisiana"),
  us("Honolulu", "Hawaii"),
  us("Salt Lake City", "Utah"),
  us("Pittsburgh", "Pennsylvania"),
  us("Charleston", "South Carolina"),
  us("Savannah", "Georgia"),
];

const intl = (city: string, state: string, country: string): FooterCity => ({ city, state, country });

export const FOOTER_INTERNATIONAL_CITIES: readonly FooterCity[] = [
  intl("London", "England", "United Kingdom"),
  intl("Manchester", "England", "United Kingdom"),
  intl("Edinburgh", "Scotland", "United Kingdom"),
  intl("Liverpool", "England", "United Kingdom"),
  intl("Paris", "Île-de-France", "France"),
  intl("Lyon", "Auvergne-Rhône-Alpes", "France"),
  intl("Marseille", "Provence-Alpes-Côte d'Azur", "France"),
  intl("Bordeaux", "Nouvelle-Aquitaine", "France"),
  intl("Berlin", "Berlin", "Germany"),
  intl("Munich", "Bavaria", "Germany"),
  intl("Hamburg", "Hamburg", "Germany"),
  intl("Frankfurt", "Hesse", "Germany"),
  intl("Tokyo", "Tokyo", "Japan"),
  intl("Osaka", "Osaka", "Japan"),
  intl("Kyoto", "Kyoto", "Japan"),
  intl("Fukuoka", "Fukuoka", "Japan"),
  intl("Bangkok", "Bangkok", "Thailand"),
  intl("Chiang Mai", "Chiang Mai", "Thailand"),
  intl("Phuket", "Phuket", "Thailand"),
  intl("Singapore", "Singapore", "Singapore"),
  intl("Rome", "Lazio", "Italy"),
  intl("Milan", "Lombardy", "Italy"),
  intl("Florence", "Tuscany", "Italy"),
  intl("Naples", "Campania", "Italy"),
  intl("Barcelona", "Catalonia", "Spain"),
  intl("Madrid", "Community of Madrid", "Spain"),
  intl("Seville", "Andalusia", "Spain"),
  intl("Amsterdam", "North Holland", "Netherlands"),
  intl("Toronto", "Ontario", "Canada"),
  intl("Vancouver", "British Columbia", "Canada"),
  intl("Montreal", "Quebec", "Canada"),
  intl("Sydney", "New South Wales", "Australia"),
  intl("Melbourne", "Victoria", "Australia"),
  intl("Mexico City", "Mexico City", "Mexico"),
  intl("Guadalajara", "Jalisco", "Mexico"),
  intl("São Paulo", "São Paulo", "Brazil"),
  intl("Rio de Janeiro", "Rio de Janeiro", "Brazil"),
  intl("Lisbon", "Lisbon", "Portugal"),
  intl("Dublin", "Leinster", "Ireland"),
  intl("Copenhagen", "Capital Region", "Denmark"),
];
