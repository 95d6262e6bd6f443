import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

/**
 * Each module owns the tables in its schema.ts; its other code touches no one else's. Lint forbids
 * importing another module's schema; this also catches a table named in raw SQL.
 */
const modulesDir = import.meta.dirname;
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

async function tablesOf(name: string): Promise<string[]> {
  const schema = (await import(path.join(modulesDir, name, 'schema.ts')).catch(() => ({}))) as Record<string, unknown>;
  return Object.values(schema)
    .filter(isTable)
    .map((table) => getTableName(table));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && entry.name !== 'schema.ts' ? [full] : [];
  });
}

/** Places where code names a table: imports of a schema, and table names in raw SQL (sql`…` text). */
function touchedTables(source: string, tables: Map<string, string>): string[] {
  const touched = new Set<string>();
  for (const match of source.matchAll(/from '\.\.\/([a-z-]+)\/schema'/g)) touched.add(`${match[1]}/schema.ts`);
  for (const [, text] of source.matchAll(/sql`([^`]*)`/g)) {
    for (const match of text!.matchAll(/\b(?:from|join|into|update|table)\s+"?([a-z_]+)"?/gi)) {
      if (tables.has(match[1]!)) touched.add(match[1]!);
    }
  }
  return [...touched];
}

describe('table ownership', async () => {
  const owner = new Map<string, string>();
  for (const name of modules) for (const table of await tablesOf(name)) owner.set(table, name);

  it('every table has exactly one owning module', () => {
    expect(owner.size).toBeGreaterThan(20);
    expect(owner.get('bookings')).toBe('bookings');
    expect(owner.get('slot_usage')).toBe('slots');
  });

  it.each(modules)('%s touches only its own tables', (name) => {
    const foreign: string[] = [];
    for (const file of sourceFiles(path.join(modulesDir, name))) {
      for (const touched of touchedTables(readFileSync(file, 'utf8'), owner)) {
        const touchedOwner = touched.endsWith('/schema.ts') ? touched.split('/')[0] : owner.get(touched);
        if (touchedOwner !== name) foreign.push(`${path.relative(modulesDir, file)} → ${touched}`);
      }
    }
    expect(foreign).toEqual([]);
  });

  it('notices a repository that reads another module’s table', () => {
    expect(touchedTables('db.execute(sql`select * from slot_usage where booked > 0`)', owner)).toEqual(['slot_usage']);
    expect(touchedTables("import * as other from '../slots/schema';", owner)).toEqual(['slots/schema.ts']);
    expect(touchedTables('// seats come from slots, prices from garages', owner)).toEqual([]);
  });
});
