/** Ids and counts as the database holds them: a leaf module, so every schema file can import it whatever the load order. */
import './zod-config';
import { z } from 'zod';

/**
 * The largest value a PostgreSQL integer column holds (2^31 − 1). Every id a client sends is checked
 * against it here, in the contract, so no number reaches a query the database cannot hold.
 */
export const INT4_MAX = 2_147_483_647;

/** A record's id in a JSON body: a positive whole number the database's id columns can hold. */
export const recordId = z
  .number({ error: 'Please choose one from the list' })
  .int('Please choose one from the list')
  .positive('Please choose one from the list')
  .max(INT4_MAX, 'We could not find that; please choose again');
