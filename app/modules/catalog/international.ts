/**
 * The international countries with city guides: Germany 14 cities, Thailand 10,
 * Singapore 1, Japan 20, France 10, United Kingdom 10. Populations are city-proper figures from recent
 * national censuses and estimates, rounded; `region` is the state, prefecture, region or nation the
 * city belongs to (used for the state pages and the /restaurants/international/{country}/{region}/{city}
 * links). Each country's blurb is a message of the browse catalogue (app/messages/{language}/browse.json).
 */
import type { MessageKey } from "~/modules/i18n/translator";

export type CityType = "capital" | "major" | "other";
export type WorldRegion = "Europe" | "Asia";

export interface InternationalCity {
  name: string;
  population: string;
  type: CityType;
  region: string;
}

export interface InternationalCountry {
  name: string;
  region: WorldRegion;
  /** One line for the country card and hero: its message's key. */
  blurb: MessageKey;
  cities: readonly InternationalCity[];
}

const c = (name: string, population: string, type: CityType, region: string): InternationalCity => ({
  name,
  population,
  type,
  region,
});

export const INTERNATIONAL_COUNTRIES: readonly InternationalCountry[] = [
  {
    name: "Germany",
    region: "Europe",
    blurb: "browse.guide.blurb.germany",
    cities: [
      c("Berlin", "3.8 million", "capital", "Berlin"),
      c("Hamburg", "1.9 million", "major", "Hamburg"),
      c("Munich", "1.5 million", "major", "Bavaria"),
      c("Cologne", "1.1 million", "major", "North Rhine-Westphalia"),
      c("Frankfurt", "775,000", "major", "Hesse"),
      c("Stuttgart", "630,000", "major", "Baden-Württemberg"),
      c("Düsseldorf", "630,000", "major", "North Rhine-Westphalia"),
      c("Leipzig", "620,000", "other", "Saxony"),
      c("Dortmund", "595,000", "other", "North Rhine-Westphalia"),
      c("Essen", "585,000", "other", "North Rhine-Westphalia"),
      c("Bremen", "575,000", "other", "Bremen"),
      c("Dresden", "565,000", "other", "Saxony"),
      c("Hanover", "545,000", "other", "Lower Saxony"),
      c("Nuremberg", "525,000", "other", "Bavaria"),
    ],
  },
  {
    name: "Thailand",
    region: "Asia",
    blurb: "browse.guide.blurb.thailand",
    cities: [
      c("Bangkok", "10.5 million", "capital", "Bangkok"),
      c("Chiang Mai", "130,000", "major", "Chiang Mai"),
      c("Phuket", "420,000", "major", "Phuket"),
      c("Pattaya", "120,000", "major", "Chonburi"),
      c("Hua Hin", "63,000", "other", "Prachuap Khiri Khan"),
      c("Krabi", "33,000", "other", "Krabi"),
      c("Koh Samui", "70,000", "other", "Surat Thani"),
      c("Chiang Rai", "75,000", "other", "Chiang Rai"),
      c("Ayutthaya", "52,000", "other", "Phra Nakhon Si Ayutthaya"),
      c("Khon Kaen", "115,000", "other", "Khon Kaen"),
    ],
  },
  {
    name: "Singapore",
    region: "Asia",
    blurb: "browse.guide.blurb.singapore",
    cities: [c("Singapore", "5.9 million", "capital", "Singapore")],
  },
  {
    name: "Japan",
    region: "Asia",
    blurb: "browse.guide.blurb.japan",
    cities: [
      c("Tokyo", "14 million", "capital", "Tokyo"),
      c("Yokohama", "3.8 million", "major", "Kanagawa"),
      c("Osaka", "2.8 million", "major", "Osaka"),
      c("Nagoya", "2.3 million", "major", "Aichi"),
      c("Sapporo", "2 million", "major", "Hokkaido"),
      c("Fukuoka", "1.6 million", "major", "Fukuoka"),
      c("Kobe", "1.5 million", "major", "Hyogo"),
      c("Kyoto", "1.4 million", "major", "Kyoto"),
      c("Kawasaki", "1.5 million", "other", "Kanagawa"),
      c("Saitama", "1.3 million", "other", "Saitama"),
      c("Hiroshima", "1.2 million", "other", "Hiroshima"),
      c("Sendai", "1.1 million", "other", "Miyagi"),
      c("Chiba", "980,000", "other", "Chiba"),
      c("Kitakyushu", "920,000", "other", "Fukuoka"),
      c("Hamamatsu", "790,000", "other", "Shizuoka"),
      c("Niigata", "770,000", "other", "Niigata"),
      c("Kumamoto", "735,000", "other", "Kumamoto"),
      c("Okayama", "720,000", "other", "Okayama"),
      c("Kanazawa", "460,000", "other", "Ishikawa"),
      c("Naha", "315,000", "other", "Okinawa"),
    ],
  },
  {
    name: "France",
    region: "Europe",
    blurb: "browse.guide.blurb.france",
    cities: [
      c("Paris", "2.1 million", "capital", "Île-de-France"),
      c("Marseille", "875,000", "major", "Provence-Alpes-Côte d'Azur"),
      c("Lyon", "520,000", "major", "Auvergne-Rhône-Alpes"),
      c("Toulouse", "505,000", "major", "Occitanie"),
      c("Nice", "345,000", "major", "Provence-Alpes-Côte d'Azur"),
      c("Bordeaux", "260,000", "major", "Nouvelle-Aquitaine"),
      c("Nantes", "325,000", "other", "Pays de la Loire"),
      c("Montpellier", "300,000", "other", "Occitanie"),
      c("Strasbourg", "290,000", "other", "Grand Est"),
      c("Lille", "235,000", "other", "Hauts-de-France"),
    ],
  },
  {
    name: "United Kingdom",
    region: "Europe",
    blurb: "browse.guide.blurb.unitedKingdom",
    cities: [
      c("London", "8.9 million", "capital", "England"),
      c("Birmingham", "1.1 million", "major", "England"),
      c("Manchester", "570,000", "major", "England"),
      c("Glasgow", "635,000", "major", "Scotland"),
      c("Edinburgh", "525,000", "major", "Scotland"),
      c("Leeds", "810,000", "other", "England"),
      c("Liverpool", "495,000", "other", "England"),
      c("Bristol", "475,000", "other", "England"),
      c("Cardiff", "365,000", "other", "Wales"),
      c("Belfast", "345,000", "other", "Northern Ireland"),
    ],
  },
];
