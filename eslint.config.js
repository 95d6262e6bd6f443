import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
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

/** What another part of the API may import of a module: its public face, and its tables for foreign keys. */
const publicFaces = (modules) => modules.flatMap((name) => [`./${name}/index.ts`, `./${name}/schema.ts`]);

/**
 * The API's layers: storage knows no use case; providers know neither modules nor storage; a module
 * reaches another only through its public face (index.ts), never its service, repository, schema or
 * helpers, and the composition root (app.ts, bootstrap, config, plugins) likewise. Schemas may name
 * other modules' tables for foreign keys only. Modules use the job engine's interface (jobs/jobs.ts),
 * never the engine. Computed from the folders, so a new module is guarded as soon as it exists.
 */
const apiLayerZones = [
  { target: `${API}/db`, from: `${API}/modules`, message: 'The database layer knows no use case.' },
  { target: `${API}/db`, from: `${API}/jobs` },
  {
    target: `${API}/providers`,
    from: [`${API}/modules`, `${API}/db`, `${API}/jobs`],
    message: 'Providers are adapters to outside services; they know nothing of modules or storage.',
  },
  { target: `${API}/lib`, from: `${API}/modules` },
  { target: `${API}/jobs`, from: `${API}/modules` },
  {
    target: `${API}/modules`,
    from: `${API}/jobs/engine.ts`,
    message: 'Modules see the job engine through jobs/jobs.ts; the composition root owns the engine.',
  },
  {
    target: [`${API}/*.ts`, `${API}/plugins`],
    from: `${API}/modules`,
    except: publicFaces(apiModules),
    message: 'Reach a module through its index.ts.',
  },
  ...apiModules.map((name) => ({
    target: `${API}/modules/${name}`,
    from: `${API}/modules`,
    except: [`./${name}`, ...publicFaces(apiModules.filter((other) => other !== name))],
    message: 'Reach another module through its index.ts.',
  })),
  ...apiModules.map((name) => ({
    target: `${API}/modules/${name}/**/!(schema).ts`,
    from: `${API}/modules/!(${name})/schema.ts`,
    message: "Another module's tables are its own: ask its service.",
  })),
];

/** The web app's parts whose text is translated: no literal text in their JSX. */
const TRANSLATED_WEB_FILES = [
  `apps/web/src/app/{layout,site-header,site-footer,side-menu,bottom-tabs}.tsx`,
  `apps/web/src/components/language-switcher.tsx`,
  `apps/web/src/features/city-landing/**/*.tsx`,
  `apps/web/src/features/home/**/*.tsx`,
  `apps/web/src/features/pages/**/*.tsx`,
  `apps/web/src/features/{account,addresses,vehicles,wallet,help}/**/*.tsx`,
  `apps/web/src/components/{app-link,booking-timeline,button,car-picker,card,category-illustration,choice-grid,city-picker,dialog,faq-item}.tsx`,
  `apps/web/src/components/{form-fields,form-footer,icons,pickers-host,referral-share,saved-items-page,spinner,status-badge,toaster,toggle-row}.tsx`,
  `apps/web/src/components/{coupon-entry,order-totals,slot-grid,date-strip,leg-steps,condition-reports,photo-picker,photo-strip,garage-rating}.tsx`,
  `apps/web/src/lib/cart-price-note.tsx`,
  `apps/web/src/components/map/*.tsx`,
  `apps/web/src/app/app-loading.tsx`,
  `apps/web/src/features/partner/**/*.tsx`,
  `apps/web/src/features/orders/**/*.tsx`,
  `apps/web/src/features/services/**/*.tsx`,
  `apps/web/src/features/auth/**/*.tsx`,
  `apps/web/src/features/checkout/**/*.tsx`,
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
    // No import cycles in the API: modules that need each other both ways are connected by the composition root (ADR 10).
    files: ['apps/api/src/**/*.ts'],
    // The rule follows only files of these kinds, read by this parser.
    settings: { 'import-x/extensions': ['.ts', '.js'], 'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] } },
    rules: { 'import-x/no-cycle': 'error' },
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
    // Text on screen comes from the translation catalogues (ADR 0039), not from literals in JSX. The parts
    // translated so far; each pass adds its folders until the list is apps/web/src (the admin console aside).
    files: TRANSLATED_WEB_FILES,
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }] },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
