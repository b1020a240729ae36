/** What a cached answer must look like to be used (validated on every KV read). */
import { z } from "zod";
import type { GeocodeResult, Locality, Prediction, Restaurant } from "./types";

const LatLng = z.object({ lat: z.number().finite(), lng: z.number().finite() });
const Component = z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) });

export const RestaurantSchema = z
  .object({
    place_id: z.string().min(1),
    name: z.string().min(1),
    source: z.enum(["google", "demo", "osm"]),
    types: z.array(z.string()).optional(),
    rating: z.number().optional(),
    user_ratings_total: z.number().optional(),
    price_level: z.number().int().min(0).max(4).optional(),
    geometry: z.object({ location: LatLng }).optional(),
  })
  .passthrough() as unknown as z.ZodType<Restaurant>;

export const RestaurantsSchema = z.array(RestaurantSchema);
export const MaybeRestaurantSchema = RestaurantSchema.nullable();

export const PredictionsSchema = z.array(
  z.object({
    place_id: z.string(),
    description: z.string(),
    types: z.array(z.string()),
    structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string() }),
  }),
) as z.ZodType<Prediction[]>;

const GeocodeItem = z.object({
  place_id: z.string().optional(),
  formatted_address: z.string(),
  location: LatLng,
  address_components: z.array(Component),
  types: z.array(z.string()),
});

export const GeocodeSchema = z.array(GeocodeItem) as z.ZodType<GeocodeResult[]>;
export const MaybeGeocodeSchema = GeocodeItem.nullable() as z.ZodType<GeocodeResult | null>;

export const LocalitiesSchema = z.array(
  z.object({ name: z.string(), location: LatLng, country: z.string().optional(), state: z.string().optional() }),
) as z.ZodType<Locality[]>;
