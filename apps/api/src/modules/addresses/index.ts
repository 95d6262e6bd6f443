/** The addresses module's public face (My Addresses). */
export { addressesService, type AddressesService, ADDRESS_MESSAGES } from './service';
export { addressesRoutes } from './routes';
