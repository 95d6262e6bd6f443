import { describe, expect, it } from 'vitest';
import rootPackage from '../../../package.json';
import { isOlderThan, olderNodeRefusal } from './node-version';

describe('the Node version check', () => {
  it.each([
    ['v20.20.2', '>=24', true],
    ['v23.11.0', '>=24', true],
    ['v24.0.0', '>=24', false],
    ['v25.1.0', '>=24', false],
    ['v24.1.9', '>=24.2', true],
    ['v24.2.0', '>=24.2.0', false],
    ['v24.2.0', '>=24.2.1', true],
  ])('%s against %s: older is %s', (running, engines, older) => expect(isOlderThan(running, engines)).toBe(older));

  it("reads package.json's engines, which this Node satisfies and Node 20 does not", () => {
    expect(isOlderThan(process.version, rootPackage.engines.node)).toBe(false);
    expect(isOlderThan('v20.20.2', rootPackage.engines.node)).toBe(true);
  });

  it('refuses a range it cannot check rather than letting any Node through', () => {
    expect(() => isOlderThan('v20.0.0', '^24')).toThrow(/not a ">=version" range/);
  });

  it('says which Node is needed, which one ran, and how to start the right one', () => {
    expect(olderNodeRefusal('v20.20.2', '>=24', '/usr/bin/node')).toBe(
      'CarSeva needs Node >=24 (package.json "engines"), but /usr/bin/node is Node 20.20.2. Start it through npm (npm start, npm run worker), ' +
        'which runs the Node the project pins (node_modules/.bin/node), or run that Node directly, as deploy/Procfile does: ' +
        'node_modules/.bin/node apps/api/dist/server.js.',
    );
  });
});
