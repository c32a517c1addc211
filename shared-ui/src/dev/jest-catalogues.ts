import fs from 'node:fs';
import path from 'node:path';

// A component reads its unit's words from a catalogue loaded before its page renders (the shell
// does it on the site). Here each test file's unit, and shared-ui, have theirs in English first, so
// a test renders in one pass as the site does.
const CATALOGUES = [path.join(__dirname, '..', 'messages', 'catalogue.ts')];
const unitOf = (file: string): string | null => {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir))
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  return null;
};
beforeAll(async () => {
  const unit = unitOf(expect.getState().testPath ?? '');
  const files = unit ? [...CATALOGUES, path.join(unit, 'src', 'messages', 'catalogue.ts')] : CATALOGUES;
  for (const file of new Set(files.filter((f) => fs.existsSync(f))))
    await (jest.requireActual(file) as { catalogue: { load(locale: 'en'): Promise<void> } }).catalogue.load('en');
});
