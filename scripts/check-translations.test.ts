import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_LOCALES_DIR, API_SOURCE_DIR, checkTranslations, LOCALES_DIR, SOURCE_DIR } from './check-translations';

/** A copy of the real catalogues to break on purpose. */
function copyOfCatalogues(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'carseva-locales-'));
  cpSync(LOCALES_DIR, dir, { recursive: true });
  return dir;
}

const edit = (file: string, change: (messages: Record<string, string>) => void) => {
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  change(messages);
  writeFileSync(file, JSON.stringify(messages));
};

describe('the translation check', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes on the catalogues as they are', () => {
    expect(checkTranslations()).toEqual([]);
  });

  it("checks the server's catalogues too: a Tamil SMS text that loses a placeholder fails", () => {
    expect(checkTranslations(API_LOCALES_DIR, API_SOURCE_DIR)).toEqual([]);
    dir = mkdtempSync(path.join(tmpdir(), 'carseva-api-locales-'));
    cpSync(API_LOCALES_DIR, dir, { recursive: true });
    edit(path.join(dir, 'ta/notifications.json'), (messages) => {
      messages['notifications.booking_placed'] = 'CarSeva: booking {order}';
    });
    edit(path.join(dir, 'hi/errors.json'), (messages) => delete messages['errors.booking.slotFull']);
    expect(checkTranslations(dir, API_SOURCE_DIR)).toEqual([
      'hi/errors.json: "errors.booking.slotFull" is missing',
      expect.stringMatching(/^ta\/notifications\.json: "notifications\.booking_placed" has placeholders \{order\}, English has \{garage, link, order, when\}$/),
    ]);
  });

  it('fails when a Hindi key is removed', () => {
    dir = copyOfCatalogues();
    edit(path.join(dir, 'hi/home.json'), (messages) => delete messages['home.hero.title']);
    expect(checkTranslations(dir, SOURCE_DIR)).toEqual(['hi/home.json: "home.hero.title" is missing']);
  });

  it('fails when a catalogue holds a key no code uses, or one English lacks', () => {
    dir = copyOfCatalogues();
    for (const language of ['en', 'hi', 'ta']) edit(path.join(dir, `${language}/common.json`), (messages) => void (messages['common.nowhere'] = 'Nowhere'));
    edit(path.join(dir, 'ta/city.json'), (messages) => void (messages['city.extra'] = 'கூடுதல்'));
    expect(checkTranslations(dir, SOURCE_DIR).sort()).toEqual([
      'en/common.json: "common.nowhere" is used by no code; remove it from every language',
      'ta/city.json: "city.extra" is not in en/city.json',
    ]);
  });

  it('fails on a broken message or one with other placeholders than English', () => {
    dir = copyOfCatalogues();
    edit(path.join(dir, 'hi/city.json'), (messages) => {
      messages['city.title'] = '{शहर} में कार सर्विस';
      messages['city.browse'] = '{city में सर्विस';
    });
    const problems = checkTranslations(dir, SOURCE_DIR);
    expect(problems).toContain('hi/city.json: "city.title" has placeholders {शहर}, English has {city}');
    expect(problems.some((problem) => problem.startsWith('hi/city.json: "city.browse" is not valid ICU MessageFormat'))).toBe(true);
  });

  it('reads a select branch of one word as words, not as a placeholder', () => {
    dir = copyOfCatalogues();
    edit(path.join(dir, 'en/city.json'), (messages) => {
      messages['city.title'] = 'Car service in {city}{open, select, yes {today} other {soon}}';
    });
    edit(path.join(dir, 'hi/city.json'), (messages) => {
      messages['city.title'] = '{city} में कार सर्विस{open, select, yes {आज} other {जल्द}}';
    });
    expect(checkTranslations(dir, SOURCE_DIR).filter((problem) => problem.includes('"city.title"'))).toEqual([
      'ta/city.json: "city.title" has placeholders {city}, English has {city, open}',
    ]);
  });
});
