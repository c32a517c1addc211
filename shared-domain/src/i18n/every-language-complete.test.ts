import fs from 'node:fs';
import path from 'node:path';
import { manifestTexts, parsePageManifest } from '../federation/page-manifest';
import { SECTIONS } from '../federation/sections';
import { LOCALES, DEFAULT_LOCALE } from './locales';

// Every language the site ships is complete in CI: each unit's catalogue has every key of its
// English one, and each remote's page manifest translates every text a player reads. The build
// only warns (a missing message falls back to English), so a translation can land after its key.

const REPO = path.join(__dirname, '..', '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the builds' own reader of catalogues
const { readCatalogue } = require(path.join(REPO, 'messages-compiler.cjs')) as {
  readCatalogue(source: string, file: string): Record<string, string>;
};

const UNITS = ['shell', 'shared-ui', ...fs.readdirSync(path.join(REPO, 'remotes')).map((r) => `remotes/${r}`)];
const catalogueOf = (unit: string, locale: string) => {
  const file = path.join(REPO, unit, 'src', 'messages', `${locale}.ts`);
  return fs.existsSync(file) ? readCatalogue(fs.readFileSync(file, 'utf8'), file) : null;
};

describe('every language', () => {
  it.each(UNITS)("has every key of %s's English catalogue", (unit) => {
    const english = catalogueOf(unit, DEFAULT_LOCALE);
    expect(english).not.toBeNull();
    const missing = LOCALES.filter((l) => l !== DEFAULT_LOCALE).flatMap((locale) => {
      const other = catalogueOf(unit, locale) ?? {};
      return Object.keys(english!)
        .filter((key) => !Object.hasOwn(other, key))
        .map((key) => `${unit}/src/messages/${locale}.ts lacks "${key}"`);
    });
    expect(missing).toEqual([]);
  });

  it.each(SECTIONS.map((s) => [s.id, s] as const))('translates every text of the %s manifest', (_id, section) => {
    const file = path.join(REPO, 'remotes', section.id, 'src', 'page-manifest.json');
    const manifest = parsePageManifest(JSON.parse(fs.readFileSync(file, 'utf8')), section.id, section.basePath);
    expect(manifest).not.toBeNull();
    const missing = LOCALES.filter((l) => l !== DEFAULT_LOCALE).flatMap((locale) =>
      manifestTexts(manifest!)
        .filter((text) => !manifest!.translations?.[locale]?.[text])
        .map((text) => `${locale}: "${text}"`),
    );
    expect(missing).toEqual([]);
  });
});
