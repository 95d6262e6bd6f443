/** The warranty module's public face: claims on completed orders, and what CarSeva gives back after the work (ADR 38). */
export { warrantyService, type WarrantyService, WARRANTY_MESSAGES } from './service';
export { warrantyRoutes } from './routes';
export { damageRoutes } from './damage-routes';
export { trustDeskService, type TrustDeskService } from './desk';
export { deskRoutes } from './desk-routes';
