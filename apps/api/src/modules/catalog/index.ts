/** The catalog module's public face: cities, cars, services and garages, read from memory (ADR 3). */
export { catalogService, type CatalogService, type CatalogConnections, chargesGstOf } from './service';
export { catalogRoutes } from './routes';
export { catalogGarageIds, seedCatalog, seedSegmentPrices } from './seed';
