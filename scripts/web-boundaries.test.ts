/**
 * The web app's import fences (eslint.config.js) against what they are for: every folder under
 * src/features is a feature that reaches only its own files and the shared code, the day it is added.
 * Here in scripts/ (build tooling) because it reads the lint config, which neither app may import.
 */
import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const RULE = 'import-x/no-restricted-paths';
const features = readdirSync(new URL('../apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
});

/** The fence's refusals of one import, written in a file that does not exist yet at `file`. */
async function refusals(file: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as probe from '${from}';\nexport const used = probe;\n`, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('web feature boundaries', () => {
  it('reads the features from their folder, the console, wallet and city pages among them', () => {
    expect(features).toEqual(expect.arrayContaining(['admin', 'wallet', 'city-landing', 'checkout', 'partner']));
  });

  it.each(features)("refuses %s an import of another feature's file", async (feature) => {
    const other = feature === 'checkout' ? 'orders/order-route' : 'checkout/checkout-route';
    expect(await refusals(`apps/web/src/features/${feature}/probe.ts`, `../${other}`)).toEqual([
      expect.stringContaining('A feature uses its own files and shared code'),
    ]);
  });

  it('lets a feature import its own files and the shared components and lib', async () => {
    expect(await refusals('apps/web/src/features/admin/probe.ts', './admin-app')).toEqual([]);
    expect(await refusals('apps/web/src/features/admin/probe.ts', '../../components/button')).toEqual([]);
    expect(await refusals('apps/web/src/features/admin/probe.ts', '../../lib/api-client')).toEqual([]);
  });

  it('refuses shared code an import of a feature, and web code an import of the API', async () => {
    expect(await refusals('apps/web/src/lib/probe.ts', '../features/wallet/wallet-route')).toHaveLength(1);
    expect(await refusals('apps/web/src/lib/probe.ts', '../../../api/src/config')).toHaveLength(1);
  });
});
