import { type Language, LANGUAGES, pathInLanguage, type Translate } from '../../lib/i18n';
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

/** The page's title, description (in the active language) and one schema.org AutoRepair (a LocalBusiness) per garage. */
export function cityHead(page: CityPage, t: Translate, language: Language = 'en'): PageHead {
  const path = pathInLanguage(cityPagePath(page.slug), language);
  const count = page.garages.length;
  return {
    path,
    languages: LANGUAGES,
    title: t('city.head.title', { city: page.name, count }),
    description: t('city.head.description', { city: page.name, state: page.state, count }),
    structuredData: page.garages.map((garage) => ({
      '@context': 'https://schema.org',
      '@type': 'AutoRepair',
      name: garage.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: garage.address,
        postalCode: garage.pincode,
        addressLocality: page.name,
        addressRegion: page.state,
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: garage.latitude, longitude: garage.longitude },
      areaServed: page.name,
      priceRange: '₹₹',
    })),
  };
}
