import rootPackage from '../../../package.json';
import { isOlderThan, olderNodeRefusal } from './node-version';

// Imported first by the server and the worker, so it runs before any other module: on an older Node the API
// would start and then fail requests (Map.groupBy is Node 21+), so it stops here with a sentence instead.
if (isOlderThan(process.version, rootPackage.engines.node)) {
  console.error(olderNodeRefusal(process.version, rootPackage.engines.node, process.execPath));
  process.exit(1);
}
