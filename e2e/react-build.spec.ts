import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';

const ROOT = path.join(import.meta.dirname, '..');
const ASSETS = path.join(ROOT, 'apps', 'web', 'dist', 'assets');

/**
 * Marks that only Preact's builds carry: the mangled name of a vnode's children (`__k`, in Preact 10
 * and 11 alike) and the event name its React compatibility layer maps onInput to.
 */
const PREACT = [/\.__k\b/, /oninputCapture/];
/** React DOM marks the element it renders into with this key. */
const REACT_DOM = '__reactContainer$';

test('the web app is built on React DOM, and no chunk and no installed package is Preact', () => {
  const chunks = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(10);
  const withPreact = chunks.filter((file) => {
    const code = readFileSync(path.join(ASSETS, file), 'utf8');
    return PREACT.some((mark) => mark.test(code));
  });
  expect(withPreact).toEqual([]);
  expect(chunks.filter((file) => readFileSync(path.join(ASSETS, file), 'utf8').includes(REACT_DOM))).toHaveLength(1);

  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
  expect(Object.keys(lock.packages).filter((name) => /(^|\/)node_modules\/preact[^/]*$/.test(name))).toEqual([]);
  expect(lock.packages['node_modules/react']?.version).toMatch(/^19\./);
  expect(lock.packages['node_modules/react-dom']?.version).toMatch(/^19\./);
});
