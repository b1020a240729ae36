/** The filter catalogues (SPEC §3): 40 cuisines, 29 foods, 10 features (the first 8 shown by default). */
export const CUISINES = [
  "Argentinian", "Brazilian", "British", "Cajun", "Caribbean", "Chinese", "Cuban", "Ethiopian", "Filipino", "French",
  "German", "Greek", "Hawaiian", "Indian", "Indonesian", "Irish", "Italian", "Jamaican", "Japanese", "Korean",
  "Lebanese", "Malaysian", "Mediterranean", "Mexican", "Middle Eastern", "Moroccan", "Nepalese", "Pakistani",
  "Persian", "Peruvian", "Polish", "Portuguese", "Russian", "Southern", "Spanish", "Taiwanese", "Tex-Mex", "Thai",
  "Turkish", "Vietnamese",
] as const;

export const FOODS = [
  "Bagel", "Barbecue", "Breakfast", "Brunch", "Burger", "Burrito", "Chicken Wings", "Curry", "Dim Sum", "Donut",
  "Dumplings", "Falafel", "Fish and Chips", "Fried Chicken", "Gyro", "Hot Dog", "Ice Cream", "Kebab", "Noodles",
  "Pho", "Pizza", "Poke", "Ramen", "Salad", "Sandwich", "Steak", "Sushi", "Tacos", "Wrap",
] as const;

export const FEATURES = [
  "Outdoor Seating", "Delivery", "Takeout", "Reservations", "Live Music", "Wi-Fi", "Parking", "Bar", "Brunch", "Late Night",
] as const;

/** How many features the filter column shows before 'Show all'. */
export const FEATURES_SHOWN = 8;

export type Cuisine = (typeof CUISINES)[number];
export type Food = (typeof FOODS)[number];
export type Feature = (typeof FEATURES)[number];
