/**
 * Writes the API's contract (packages/api-client/openapi.json) and the client types generated from it,
 * from the routes as they are now. Run it after changing a route: `npm run openapi`.
 */
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { prepareDatabase } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { fromPglite } from '../src/db/client';
import { CLIENT_TYPES_FILE, CONTRACT_FILE, clientTypesOf, contractOf, contractText } from './openapi-contract';

// The app starts its catalog and job engine on a database, so it gets a throwaway embedded one.
const database = fromPglite(await PGlite.create());
await prepareDatabase(database);
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', SERVE_WEB: 'false', RUN_WORKER: 'false' }), database });
try {
  await app.ready();
  const contract = contractOf(app.swagger());
  await writeFile(CONTRACT_FILE, contractText(contract));
  await writeFile(CLIENT_TYPES_FILE, await clientTypesOf(contract));
  console.warn(`wrote ${CONTRACT_FILE} and ${CLIENT_TYPES_FILE}`);
} finally {
  await app.close();
  await database.close();
}
