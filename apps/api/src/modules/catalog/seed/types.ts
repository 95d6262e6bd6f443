/** Shapes of the seed catalog. The data files under ./data are plain values of these types. */

export interface SeedLocality {
  name: string;
  pincode: string;
  lat: number;
  lng: number;
}

export interface SeedCity {
  slug: string;
  name: string;
  state: string;
  lat: number;
  lng: number;
  localities: SeedLocality[];
}

export type BodySegment = 'hatchback' | 'sedan' | 'compact-suv' | 'suv' | 'muv' | 'luxury-sedan' | 'luxury-suv' | 'pickup';
export type FuelType = 'petrol' | 'diesel' | 'cng' | 'electric' | 'hybrid';

export interface SeedCarModel {
  name: string;
  segment: BodySegment;
  fuels: FuelType[];
}

export interface SeedBrand {
  slug: string;
  name: string;
  /** Shown under "Luxury Brands" rather than "Popular Brands". */
  luxury: boolean;
  models: SeedCarModel[];
}

export interface SeedCategory {
  slug: string;
  name: string;
  /** Days after completion a warranty claim may be opened for its services. */
  warrantyDays: number;
}

export interface SeedService {
  slug: string;
  categorySlug: string;
  name: string;
  description: string;
  description2: string;
  intervalKm: number;
  /** Reference prices in whole rupees; each garage's offering varies around them. */
  price: number;
  recommended: boolean;
  /** Names from the included-service master list (includedItems). */
  included: string[];
}

export interface SeedGarage {
  slug: string;
  citySlug: string;
  name: string;
  fullAddress: string;
  pincode: string;
  lat: number;
  lng: number;
  /** False for a garage not registered for GST: it has no GSTIN, charges no GST and issues bills of supply. */
  gstRegistered?: false;
}
