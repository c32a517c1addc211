import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from 'shared-domain/i18n/locales';
import { referencesIn } from '../../import-scanner.cjs';
import { REMOTE_IDS } from '../../ports.config.mjs';

// bench:bundle finds each unit's catalogue in its build by the lazy chunk's name (rspack.preload-assets.mjs
// lists a remote's `messages-<locale>` chunks, the shell's named groups hold its own and shared-ui's):
// a catalogue loaded under another name would leave its language unmeasured.
const ROOT = path.join(__dirname, '..', '..');
const UNITS = [
  ['shell', 'messages-'],
  ['shared-ui', 'shared-ui-messages-'],
  ...REMOTE_IDS.map((id) => [`remotes/${id}`, 'messages-'] as const),
] as const;

describe.each(UNITS)('the catalogue of %s', (unit, prefix) => {
  it('loads each language as a chunk named for it', () => {
    const source = fs.readFileSync(path.join(ROOT, unit, 'src', 'messages', 'catalogue.ts'), 'utf8');
    const chunks = referencesIn(source)
      .filter((ref) => ref.kind === 'dynamic')
      .map((ref) => [ref.specifier, ref.chunkName]);
    expect(chunks).toEqual(LOCALES.map((locale) => [`./${locale}`, `${prefix}${locale}`]));
  });
});
