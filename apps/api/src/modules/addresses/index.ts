/** The addresses module's public face (My Addresses). */
export { addressesService, type AddressesService, ADDRESS_MESSAGES, MARK_USED_JOB } from './service';
export { addressesRoutes } from './routes';
