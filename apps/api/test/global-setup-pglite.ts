import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../src/db/client';
import { prepareDatabase } from '../src/bootstrap';

/**
 * Builds this run's embedded template once: a PGlite database migrated and seeded, dumped to a file that
 * each test file loads (database.ts). Starting PGlite from nothing and migrating it costs every file
 * about 2.7 s; loading the dump, about 0.4 s.
 */
export default async function setup(project: TestProject) {
  const client = await PGlite.create();
  await prepareDatabase(fromPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'carseva-pglite-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
  }
}
