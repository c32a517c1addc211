import fs from 'node:fs';
import path from 'node:path';
import { PROTECTED_BYTES } from './page-cache-hook';

const CONTENT = path.join(__dirname, '..', '..', '..', 'api-mock', 'content');
const count = (kind: string, pattern: RegExp) => fs.readdirSync(path.join(CONTENT, kind)).filter((f) => pattern.test(f)).length;

// A rendered page kept in both encodings: 30–60 KB measured (the home's character links are the
// largest); 64 KB is the bound taken here.
const PAGE_BYTES = 64 * 1024;

describe('the page cache’s size', () => {
  it('holds every page of the content (a prayer, a floor, a character link each) with room to grow by half', () => {
    const pages = count('prayers', /^\d+\.json$/) + count('towers', /^floor-\d+\.json$/) + count('characters', /^\d+\.json$/) + 100; // list pages with queries
    expect(pages).toBeGreaterThan(1_000);
    expect(1.5 * pages * PAGE_BYTES).toBeLessThanOrEqual(PROTECTED_BYTES);
  });
});
