import fs from 'node:fs';
import path from 'node:path';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Pages in these tests load lazy chunks and talk to a real API server in the same process: on a busy
// 2-core machine a findBy/waitFor can wait far longer than Testing Library's default 1 s. This is at
// most twice the slowest wait measured there (docs/testing.md), inside the suite's own test limit.
configure({ asyncUtilTimeout: 25_000 });

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
