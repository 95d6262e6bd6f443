import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const API = './apps/api/src';
const WEB = './apps/web/src';
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every web feature, today's and tomorrow's, uses shared code (components, lib) and its own files only. */
const webFeatureZones = webFeatures.map((name) => ({
  target: `${WEB}/features/${name}`,
  from: `${WEB}/features`,
  except: [`./${name}`],
  message: 'A feature uses its own files and shared code (src/components, src/lib) only; move what two features share there.',
}));
const apiModules = readdirSync(new URL('apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The API's layers: storage knows no use case; providers know neither modules nor storage; a module
 * reaches another only through its public face (index.ts or service.ts), never its repository,
 * schema or helpers. Schemas may name other modules' tables for foreign keys only.
 */
const apiLayerZones = [
  { target: `${API}/db`, from: `${API}/modules`, message: 'The database layer knows no use case.' },
  { target: `${API}/db`, from: `${API}/jobs` },
  { target: `${API}/providers`, from: [`${API}/modules`, `${API}/db`, `${API}/jobs`], message: 'Providers are adapters to outside services; they know nothing of modules or storage.' },
  { target: `${API}/lib`, from: `${API}/modules` },
  { target: `${API}/jobs`, from: `${API}/modules` },
  ...apiModules.map((name) => ({
    target: `${API}/modules/${name}`,
    from: `${API}/modules`,
    except: [`./${name}`, ...apiModules.filter((other) => other !== name).flatMap((other) => [`./${other}/index.ts`, `./${other}/service.ts`, `./${other}/schema.ts`])],
    message: 'Reach another module through its index.ts or service.ts.',
  })),
  ...apiModules.map((name) => ({
    target: `${API}/modules/${name}/**/!(schema).ts`,
    from: `${API}/modules/!(${name})/schema.ts`,
    message: "Another module's tables are its own: ask its service.",
  })),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/api/src/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    // Resolves extensionless TypeScript imports, without which the path zones below would see nothing.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // One-way imports: shared ← api, shared ← web; apps never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/shared', from: './apps' },
            { target: './apps/web', from: './apps/api' },
            { target: './apps/api', from: './apps/web' },
            ...apiLayerZones,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Web features stay independent: a feature uses shared code (components, lib) and its own files only.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatureZones,
            // The rule's options replace the shared block's, so the apps' one-way import is repeated here.
            { target: './apps/web', from: './apps/api' },
            { target: './apps/web/src/components', from: './apps/web/src/features' },
            { target: './apps/web/src/lib', from: './apps/web/src/features' },
            { target: './apps/web/src/components', from: './apps/web/src/app' },
            { target: './apps/web/src/lib', from: './apps/web/src/app' },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
