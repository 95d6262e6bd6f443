/**
 * Fails when the translation catalogues are out of step (ADR 0039): every language must have every key
 * English has and no other, each key must belong to its catalogue's namespace, every message must be
 * valid ICU MessageFormat naming the same placeholders as the English one, and every key must be used
 * by the app's code; for the web app's catalogues and the server's alike. Run by `npm run lint`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { parse, type Token } from '@messageformat/parser';

const REPO = path.resolve(import.meta.dirname, '..');
export const LOCALES_DIR = path.join(REPO, 'apps/web/src/locales');
export const SOURCE_DIR = path.join(REPO, 'apps/web/src');
/** The server's catalogues (ADR 0040): its errors, validation sentences, SMS and WhatsApp texts and invoice labels. */
export const API_LOCALES_DIR = path.join(REPO, 'apps/api/src/locales');
export const API_SOURCE_DIR = path.join(REPO, 'apps/api/src');

/** The base language: the code's message ids are its keys. */
const BASE = 'en';

type Catalogue = Record<string, string>;

const readCatalogue = (file: string): Catalogue => JSON.parse(readFileSync(file, 'utf8')) as Catalogue;

/** The names of a message's arguments ({city}, {count, plural, …}), parsed as ICU, not the words of its plural or select branches. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const branch of token.cases) visit(branch.tokens);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

/** The app's source files (tests left out: a key only a test uses is used by no screen). */
function sourceText(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

/** Everything wrong with the catalogues, in words; empty when they are in step. */
export function checkTranslations(localesDir = LOCALES_DIR, sourceDir = SOURCE_DIR): string[] {
  const problems: string[] = [];
  const languages = readdirSync(localesDir)
    .filter((name) => !name.startsWith('.'))
    .sort();
  if (!languages.includes(BASE)) return [`${localesDir} has no ${BASE} catalogues`];
  const namespaces = readdirSync(path.join(localesDir, BASE))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
  const code = sourceText(sourceDir);

  for (const namespace of namespaces) {
    const base = readCatalogue(path.join(localesDir, BASE, `${namespace}.json`));
    for (const key of Object.keys(base)) {
      if (!key.startsWith(`${namespace}.`))
        problems.push(`${BASE}/${namespace}.json: "${key}" does not start with "${namespace}." (keys name their namespace)`);
      if (!code.includes(`'${key}'`) && !code.includes(`"${key}"`))
        problems.push(`${BASE}/${namespace}.json: "${key}" is used by no code; remove it from every language`);
    }
    for (const language of languages) {
      let catalogue: Catalogue;
      try {
        catalogue = readCatalogue(path.join(localesDir, language, `${namespace}.json`));
      } catch (error) {
        problems.push(`${language}/${namespace}.json is missing or not JSON (${(error as Error).message})`);
        continue;
      }
      for (const key of Object.keys(base)) if (!(key in catalogue)) problems.push(`${language}/${namespace}.json: "${key}" is missing`);
      for (const [key, message] of Object.entries(catalogue)) {
        if (!(key in base)) {
          problems.push(`${language}/${namespace}.json: "${key}" is not in ${BASE}/${namespace}.json`);
          continue;
        }
        try {
          compileMessageOrThrow(message);
        } catch (error) {
          problems.push(`${language}/${namespace}.json: "${key}" is not valid ICU MessageFormat (${(error as Error).message})`);
          continue;
        }
        const expected = argumentsOf(base[key]!).join(', ');
        const found = argumentsOf(message).join(', ');
        if (expected !== found) problems.push(`${language}/${namespace}.json: "${key}" has placeholders {${found}}, English has {${expected}}`);
      }
    }
    for (const language of languages) {
      const files = readdirSync(path.join(localesDir, language)).filter((file) => file.endsWith('.json'));
      for (const file of files) if (!namespaces.includes(file.slice(0, -'.json'.length))) problems.push(`${language}/${file} has no ${BASE} catalogue`);
    }
  }
  return [...new Set(problems)];
}

if (process.argv[1] === import.meta.filename) {
  const problems = [...checkTranslations(), ...checkTranslations(API_LOCALES_DIR, API_SOURCE_DIR)];
  if (problems.length) {
    console.error(`Translation catalogues are out of step:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  process.stdout.write('Translation catalogues: every language has every key, and every key is used.\n');
}
