/**
 * Zod, configured once for the server and the web app, before any schema is built: no `Function`
 * probe and no compiled parsers. Zod's fast path tests whether it may `eval` by constructing a
 * Function; under our strict CSP (no 'unsafe-eval') the browser reports that probe as a violation on
 * every page, even though zod catches the error. Zod reads the setting when each object schema is
 * created, so this module is imported first (index.ts) and listed in package.json's sideEffects.
 */
import { z } from 'zod';

z.config({ jitless: true });
