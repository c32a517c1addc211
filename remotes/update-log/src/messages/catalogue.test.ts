import fs from 'node:fs';
import path from 'node:path';
import { catalogue } from './catalogue';

/** A catalogue file's keys as written (the compiled Japanese module carries English for any key it lacks). */
const keysOf = (file: string) =>
  [...fs.readFileSync(path.join(__dirname, file), 'utf8').matchAll(/^\s*'([\w.]+)':/gm)].map((match) => match[1]);

describe("the update log's catalogue", () => {
  it('has every English key in Japanese, and no other', () => {
    const english = keysOf('en.ts');
    expect(english).toHaveLength(10);
    expect(keysOf('ja.ts')).toEqual(english);
  });

  it('names the sections of an entry in both languages', async () => {
    await catalogue.load('ja');
    const [en, ja] = [catalogue.in('en'), catalogue.in('ja')];
    expect(['features', 'contents', 'fixes', 'data'].map((section) => en('updateLog.section', { section }))).toEqual([
      'Features',
      'Contents',
      'Fixes',
      'Data',
    ]);
    expect(['features', 'contents', 'fixes', 'data'].map((section) => ja('updateLog.section', { section }))).toEqual([
      '新機能',
      'コンテンツ',
      '修正',
      'データ',
    ]);
    expect(ja('updateLog.sectionOf', { section: '修正', version: '3.3.3' })).toBe('v3.3.3の修正');
    expect(ja('updateLog.linkNumber', { number: 2 })).toBe('[リンク2]');
  });
});
