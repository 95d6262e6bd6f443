/** The map the web app draws (pickup pin, the buddy on the way): where its tiles come from. */
import { z } from 'zod';

export const mapSettings = z.object({
  /** A tile URL template with {z}, {x} and {y} (and perhaps {s}). */
  tiles: z.string(),
  /** The credit the tiles' licence asks for, shown on the map. */
  attribution: z.string(),
  max_zoom: z.number().int(),
});
export type MapSettings = z.infer<typeof mapSettings>;

export const mapTileParams = z.object({
  z: z.coerce.number().int().min(0).max(22),
  x: z.coerce.number().int().min(0),
  y: z.coerce.number().int().min(0),
});
