/**
 * A catalog name as it is written in links: 'Car Wash & Detailing' → 'car-wash-detailing',
 * 'Mercedes-Benz' → 'mercedes-benz'. The seed catalog's slugs follow the same rule, so a link can
 * name a category or brand before (or without) the catalog's ids being known.
 */
export const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
