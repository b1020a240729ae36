/**
 * What the demo provider cooks with: per cuisine, the Google place type, signature dishes, name
 * patterns and a price band. Names are assembled from these parts, so they read like real places
 * without being any real restaurant.
 */
export interface CuisineProfile {
  cuisine: string;
  type: string;
  dishes: readonly string[];
  /** '{w}' a word from `words`, '{n}' a first name, '{d}' a dish, '{c}' the city, '{h}' a neighbourhood-ish word. */
  names: readonly string[];
  words: readonly string[];
  price: readonly [number, number];
  /** Extra place types. */
  extraTypes?: readonly string[];
  servesBreakfast?: boolean;
  bar?: boolean;
}

export const FIRST_NAMES = ["Marco", "Lucia", "Kenji", "Amara", "Sofia", "Rafael", "Mei", "Omar", "Nora", "Theo", "Priya", "Hugo", "Ines", "Jonah", "Yuki", "Camille", "Luca", "Anya", "Mateo", "Layla", "Felix", "Rosa", "Ari", "Elena"];

export const CUISINE_PROFILES: readonly CuisineProfile[] = [
  { cuisine: "Italian", type: "italian_restaurant", dishes: ["cacio e pepe", "wood-fired margherita", "tiramisu", "burrata", "osso buco", "agnolotti"], names: ["Trattoria {n}", "Osteria {w}", "{w} Cucina", "Da {n}", "Bar {w}"], words: ["Rosa", "Aurora", "Lupa", "Vespa", "Porto", "Sorella", "Nonna", "Fiore", "Bella", "Verde"], price: [2, 3], extraTypes: ["pizza_restaurant"] },
  { cuisine: "Japanese", type: "japanese_restaurant", dishes: ["omakase", "tonkotsu ramen", "chirashi bowl", "yakitori", "uni toast", "matcha tiramisu"], names: ["Sushi {w}", "{w} Ramen", "Izakaya {w}", "{w} Kitchen", "{n}'s Sushi Bar"], words: ["Kaze", "Hana", "Tora", "Umi", "Kumo", "Sora", "Yuzu", "Koji", "Nami", "Ren"], price: [2, 4], extraTypes: ["sushi_restaurant"] },
  { cuisine: "Mexican", type: "mexican_restaurant", dishes: ["al pastor tacos", "mole negro", "carnitas", "elote", "aguachile", "churros"], names: ["Taqueria {w}", "La {w}", "El {w}", "{w} Cantina", "Tacos {n}"], words: ["Palma", "Luna", "Sirena", "Jacaranda", "Milagro", "Paloma", "Nopal", "Colibrí", "Fuego", "Sol"], price: [1, 2], extraTypes: ["meal_takeaway"] },
  { cuisine: "Thai", type: "thai_restaurant", dishes: ["khao soi", "pad see ew", "green papaya salad", "massaman curry", "tom yum", "mango sticky rice"], names: ["{w} Thai", "Baan {w}", "{w} Thai Kitchen", "Krua {w}"], words: ["Siam", "Lotus", "Saeng", "Orchid", "Chiang", "Basil", "Jasmine", "Mali", "Lanna", "Tamarind"], price: [1, 2], extraTypes: ["meal_takeaway", "meal_delivery"] },
  { cuisine: "Chinese", type: "chinese_restaurant", dishes: ["xiao long bao", "mapo tofu", "Peking duck", "dan dan noodles", "har gow", "salt and pepper squid"], names: ["{w} Dumpling House", "Golden {w}", "{w} Garden", "Jade {w}", "House of {w}"], words: ["Dragon", "Lotus", "Phoenix", "Bamboo", "Peony", "Crane", "Pearl", "Harmony", "Willow", "Lantern"], price: [1, 3], extraTypes: ["meal_takeaway", "meal_delivery"] },
  { cuisine: "French", type: "french_restaurant", dishes: ["steak frites", "duck confit", "onion soup gratinée", "crème brûlée", "moules marinières", "soufflé"], names: ["Bistro {w}", "Brasserie {w}", "Chez {n}", "Le Petit {w}", "Café {w}"], words: ["Laurent", "Marais", "Soleil", "Jardin", "Lumière", "Papillon", "Rivage", "Bonne Nuit", "Maison", "Printemps"], price: [3, 4] },
  { cuisine: "Indian", type: "indian_restaurant", dishes: ["butter chicken", "lamb rogan josh", "masala dosa", "garlic naan", "chana masala", "biryani"], names: ["{w} Indian Kitchen", "Tandoor {w}", "{w} Curry House", "Spice of {w}"], words: ["Saffron", "Masala", "Taj", "Chutney", "Mumbai", "Cardamom", "Jaipur", "Ganges", "Kesar", "Tulsi"], price: [1, 2], extraTypes: ["meal_delivery"] },
  { cuisine: "Korean", type: "korean_restaurant", dishes: ["galbi", "bibimbap", "kimchi jjigae", "Korean fried chicken", "japchae", "tteokbokki"], names: ["{w} Korean BBQ", "{w} House", "Seoul {w}", "{w} Pocha"], words: ["Han", "Dae", "Bada", "Namu", "Haneul", "Gaon", "Bom", "Dal", "Maru", "Sae"], price: [2, 3] },
  { cuisine: "Vietnamese", type: "vietnamese_restaurant", dishes: ["pho bo", "banh mi", "bun cha", "fresh spring rolls", "com tam", "ca phe sua da"], names: ["Pho {w}", "{w} Banh Mi", "Saigon {w}", "{w} Vietnamese Kitchen"], words: ["Hoa", "Lotus", "Mekong", "Ha Long", "Sen", "Bamboo", "Mai", "Song", "Tre", "An"], price: [1, 2], extraTypes: ["meal_takeaway"] },
  { cuisine: "American", type: "american_restaurant", dishes: ["smash burger", "buttermilk fried chicken", "mac and cheese", "wedge salad", "apple pie", "pork chop"], names: ["The {w} Tavern", "{w} Diner", "{n}'s Kitchen", "The {w} Room", "{w} & Co."], words: ["Copper", "Oak", "Lantern", "Anchor", "Union", "Ember", "Harbor", "Magnolia", "Juniper", "Foundry"], price: [2, 3], extraTypes: ["bar"], bar: true },
  { cuisine: "Mediterranean", type: "mediterranean_restaurant", dishes: ["grilled octopus", "lamb kofta", "hummus with pine nuts", "whole branzino", "fattoush", "baklava"], names: ["{w} Mezze", "{w}", "Taverna {w}", "{w} Grill"], words: ["Olea", "Aegean", "Zaytoun", "Kalamata", "Cyprus", "Levant", "Sumac", "Mykonos", "Figs", "Azur"], price: [2, 3] },
  { cuisine: "Spanish", type: "spanish_restaurant", dishes: ["patatas bravas", "jamón ibérico", "seafood paella", "gambas al ajillo", "tortilla española", "churros con chocolate"], names: ["Bar {w}", "{w} Tapas", "Casa {n}", "La Taberna de {n}"], words: ["Sevilla", "Brava", "Toro", "Andaluz", "Mercado", "Cava", "Flamenco", "Azahar", "Granada", "Olivo"], price: [2, 3], bar: true },
  { cuisine: "Greek", type: "greek_restaurant", dishes: ["lamb souvlaki", "spanakopita", "moussaka", "grilled halloumi", "horiatiki salad", "loukoumades"], names: ["{w} Taverna", "Opa {w}", "{w} Greek Kitchen"], words: ["Athena", "Santorini", "Kouzina", "Ithaka", "Zorba", "Milos", "Elia", "Naxos", "Delphi", "Kyma"], price: [2, 3] },
  { cuisine: "Middle Eastern", type: "middle_eastern_restaurant", dishes: ["chicken shawarma", "falafel plate", "lamb kebab", "baba ganoush", "manakish", "knafeh"], names: ["{w} Shawarma", "{w} Grill", "Bab {w}", "{w} Kitchen"], words: ["Zaatar", "Damascus", "Beirut", "Petra", "Cedar", "Sahara", "Oasis", "Aleppo", "Nour", "Salam"], price: [1, 2], extraTypes: ["meal_takeaway"] },
  { cuisine: "Seafood", type: "seafood_restaurant", dishes: ["oysters on the half shell", "lobster roll", "cioppino", "grilled salmon", "fish tacos", "clam chowder"], names: ["{w} Oyster Bar", "The {w} Fish House", "{w} & Shell", "{c} Crab Co."], words: ["Blue Water", "Pier", "Saltwater", "Tide", "Anchor", "Mariner", "Gull", "Driftwood", "Lighthouse", "Coral"], price: [2, 4], bar: true },
  { cuisine: "Steak", type: "steak_house", dishes: ["dry-aged ribeye", "filet mignon", "creamed spinach", "wedge salad", "bone marrow", "porterhouse for two"], names: ["{w} Steakhouse", "{n}'s Chophouse", "The {w} Grill"], words: ["Prime", "Black Angus", "Cattleman", "Iron", "Sterling", "Stockyard", "Hickory", "Ember", "Bull & Bear", "Cut"], price: [3, 4], bar: true },
  { cuisine: "Pizza", type: "pizza_restaurant", dishes: ["Neapolitan margherita", "pepperoni slice", "white clam pie", "Detroit-style square", "garlic knots", "burrata pizza"], names: ["{w} Pizza", "{n}'s Pizzeria", "Pizzeria {w}", "{w} Slice"], words: ["Brick Oven", "Vesuvio", "Slice", "Crust", "Napoli", "Fornaio", "Dough", "Corner", "Tomato", "Basil"], price: [1, 2], extraTypes: ["meal_takeaway", "meal_delivery"] },
  { cuisine: "Cafe", type: "cafe", dishes: ["avocado toast", "flat white", "almond croissant", "shakshuka", "ricotta pancakes", "breakfast burrito"], names: ["{w} Café", "{w} Coffee & Kitchen", "The {w} Bakery", "{w} Brunch House"], words: ["Morning", "Sparrow", "Honey", "Daybreak", "Linen", "Marigold", "Pilot", "Field", "Robin", "Sunday"], price: [1, 2], extraTypes: ["bakery", "breakfast_restaurant", "brunch_restaurant", "coffee_shop"], servesBreakfast: true },
  { cuisine: "Burger", type: "hamburger_restaurant", dishes: ["double smash burger", "truffle fries", "milkshake", "chicken sandwich", "onion rings", "veggie burger"], names: ["{w} Burger", "{n}'s Burgers", "{w} Burger Bar"], words: ["Stack", "Patty", "Griddle", "Bun", "Neon", "Chrome", "Drive-In", "Jukebox", "Main Street", "Route 66"], price: [1, 2], extraTypes: ["meal_takeaway", "fast_food_restaurant"] },
  { cuisine: "Barbecue", type: "barbecue_restaurant", dishes: ["brisket", "pulled pork", "burnt ends", "smoked ribs", "cornbread", "banana pudding"], names: ["{w} BBQ", "{n}'s Smokehouse", "{w} Barbecue Co."], words: ["Hickory", "Smoke", "Pit", "Mesquite", "Oak", "Post Oak", "Ember", "Cinder", "Ash", "Firebox"], price: [1, 2], extraTypes: ["meal_takeaway"] },
  { cuisine: "Vegetarian", type: "vegetarian_restaurant", dishes: ["grain bowl", "cauliflower shawarma", "mushroom risotto", "jackfruit tacos", "beet poke", "vegan cheesecake"], names: ["{w} Greens", "{w} Plant Kitchen", "The {w} Table"], words: ["Sprout", "Garden", "Root", "Leaf", "Harvest", "Clover", "Fern", "Seed", "Meadow", "Sage"], price: [1, 2], extraTypes: ["vegan_restaurant"] },
];

/** Cuisines a city's food scene leans on, by country (the rest of the mix stays international). */
export const LOCAL_LEAN: Readonly<Record<string, readonly string[]>> = {
  Japan: ["Japanese", "Japanese", "Japanese", "Korean", "Chinese"],
  Thailand: ["Thai", "Thai", "Thai", "Chinese", "Vietnamese"],
  Singapore: ["Chinese", "Indian", "Thai", "Japanese", "Seafood"],
  France: ["French", "French", "French", "Italian", "Cafe"],
  Italy: ["Italian", "Italian", "Italian", "Pizza", "Cafe"],
  Spain: ["Spanish", "Spanish", "Spanish", "Seafood", "Mediterranean"],
  Germany: ["American", "Italian", "Middle Eastern", "Vietnamese", "Cafe"],
  "United Kingdom": ["Indian", "Indian", "American", "Seafood", "Cafe"],
  Mexico: ["Mexican", "Mexican", "Mexican", "Seafood", "Cafe"],
  Greece: ["Greek", "Greek", "Greek", "Seafood", "Mediterranean"],
  "South Korea": ["Korean", "Korean", "Korean", "Japanese", "Chinese"],
  Vietnam: ["Vietnamese", "Vietnamese", "Vietnamese", "Thai", "Cafe"],
  India: ["Indian", "Indian", "Indian", "Chinese", "Cafe"],
  "United States": ["American", "Mexican", "Italian", "Burger", "Cafe"],
};

export const REVIEWERS = ["Alex M.", "Jordan P.", "Sam K.", "Taylor R.", "Chris L.", "Morgan D.", "Jamie W.", "Riley S.", "Casey T.", "Avery B.", "Drew H.", "Quinn F.", "Harper G.", "Rowan C.", "Emerson V.", "Sage N."];

export const RELATIVE_TIMES = ["a week ago", "2 weeks ago", "3 weeks ago", "a month ago", "2 months ago", "3 months ago", "5 months ago", "8 months ago", "a year ago"];

export const REVIEW_TEMPLATES: readonly ((dish: string, name: string) => { rating: number; text: string })[] = [
  (d) => ({ rating: 5, text: `The ${d} alone is worth the trip. Warm service, and they were happy to walk us through the menu.` }),
  (d, n) => ({ rating: 5, text: `${n} has become our go-to. Get the ${d} and whatever the special is that night.` }),
  (d) => ({ rating: 4, text: `Really good ${d}, generous portions. It gets loud at peak times, so book ahead or come early.` }),
  (d) => ({ rating: 4, text: `Solid neighbourhood spot. The ${d} was excellent; dessert was fine but not memorable.` }),
  (d) => ({ rating: 3, text: `The ${d} was tasty but we waited a while for a table even with a reservation.` }),
  (d, n) => ({ rating: 5, text: `Best meal of our trip. At ${n}, everything from the ${d} to the cocktails was spot on.` }),
  (d) => ({ rating: 4, text: `Great value for the quality. The ${d} is the standout; vegetarian options are good too.` }),
  (d) => ({ rating: 2, text: `Not what it used to be. The ${d} was under-seasoned and service felt rushed.` }),
];
