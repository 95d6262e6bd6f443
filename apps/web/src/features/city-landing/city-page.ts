import type { PageHead } from '../../lib/page-head';

/**
 * What a city's landing page (/services/in/{city}) shows: the categories and garages of that city.
 * Written at build time from the seed catalog (as /city-pages/{slug}.json beside the prerendered page).
 */
export interface CityPage {
  slug: string;
  name: string;
  state: string;
  /** Each category with the names of its services; prices are per garage and car, shown live on /services. */
  categories: { slug: string; name: string; services: string[] }[];
  garages: { name: string; address: string; pincode: string; latitude: number; longitude: number }[];
}

export const cityPagePath = (slug: string) => `/services/in/${slug}`;

/** The page's title, description and one schema.org AutoRepair (a LocalBusiness) per garage. */
export function cityHead(page: CityPage): PageHead {
  const path = cityPagePath(page.slug);
  return {
    path,
    title: `Car Service in ${page.name}: Prices from ${page.garages.length} Local Garages | CarSeva`,
    description: `Book car service, car wash, AC repair and more in ${page.name}, ${page.state} from ${page.garages.length} trusted garages. Free pickup and drop, genuine parts, 30 days warranty.`,
    structuredData: page.garages.map((garage) => ({
      '@context': 'https://schema.org',
      '@type': 'AutoRepair',
      name: garage.name,
      address: { '@type': 'PostalAddress', streetAddress: garage.address, postalCode: garage.pincode, addressLocality: page.name, addressRegion: page.state, addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates', latitude: garage.latitude, longitude: garage.longitude },
      areaServed: page.name,
      priceRange: '₹₹',
    })),
  };
}
