import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import en from './en';
import { catalogue } from './catalogue';
import { richText } from './rich-text';

// The compiled Japanese module has every key (the English fills a missing one): the source says what was translated.
const { readCatalogue } = jest.requireActual<{ readCatalogue(source: string, file: string): Record<string, string> }>(
  '../../../messages-compiler.cjs',
);
const source = (locale: string) => readCatalogue(fs.readFileSync(path.join(__dirname, `${locale}.ts`), 'utf8'), `${locale}.ts`);

beforeAll(() => catalogue.load('ja'));

describe("the shell's catalogue", () => {
  it('has every English key in Japanese, and no other', () => {
    expect(Object.keys(source('ja')).sort()).toEqual(Object.keys(source('en')).sort());
    expect(Object.keys(en).length).toBe(Object.keys(source('en')).length);
  });

  it('counts with plurals in English and counters in Japanese', () => {
    const [english, japanese] = [catalogue.in('en'), catalogue.in('ja')];
    expect(english('collection.size', { units: 1, cards: 1 })).toBe('1 unit and 1 story card');
    expect(english('collection.size', { units: 1200, cards: 0 })).toBe('1200 units and 0 story cards');
    expect(japanese('collection.size', { units: 3, cards: 12 })).toBe('キャラクター3体と絵札12枚');
    expect(english('search.resultCount', { count: 1 })).toBe('1 result.');
    expect(english('search.resultCount', { count: 7 })).toBe('7 results.');
    expect(japanese('search.resultCount', { count: 7 })).toBe('7件ヒット。');
    expect(english('collection.linkLength', { count: 12345 })).toBe('(12,345 characters; nothing is stored on a server)');
    expect(japanese('collection.linkLength', { count: 12345 })).toBe('（12,345文字。サーバーには何も保存されません）');
    expect(english('home.hiddenOwned', { count: 1, settings: 'settings' })).toBe(
      '1 more owned item is JP-only or not out yet: turn on JP content in the settings to count it.',
    );
    expect(english('home.hiddenOwned', { count: 2, settings: 'settings' })).toBe(
      '2 more owned items are JP-only or not out yet: turn on JP content in the settings to count them.',
    );
  });

  it('names each unit type as the character types do in English', () => {
    const t = catalogue.in('en');
    expect(['gen', 'afes', 'mfes', 'ds', 'yukkuri'].map((type) => t('home.unitType', { type }))).toEqual([
      'Standard',
      'A type Festival',
      'Ultra Festival (hifuu)',
      'VS Divergent Spirit Ritual',
      'yukkuri',
    ]);
    expect(catalogue.in('ja')('home.unitType', { type: 'sfes' })).toBe('超フェス');
  });
});

describe('richText', () => {
  it('puts each element where the language puts its placeholder, once or more', () => {
    const t = catalogue.in('ja');
    const { container } = render(
      <p>{richText(t, 'settings.characterNamesHint', { english: 'Reimu Hakurei', japanese: <span lang="ja">博麗霊夢</span> })}</p>,
    );
    expect(container.textContent).toBe(
      'Reimu Hakurei、博麗霊夢、または両方（Reimu Hakurei / 博麗霊夢）。英語表記の形は下の2つの設定で選びます。',
    );
    expect(container.querySelectorAll('span[lang="ja"]')).toHaveLength(2);
  });

  it('takes values beside the elements, and leaves no empty text', () => {
    const t = catalogue.in('en');
    const parts = richText(t, 'home.maintenanceStartsIn', { countdown: <b>1h</b> });
    const { container } = render(<p>{parts}</p>);
    expect(container.innerHTML).toBe('<p>Maintenance starts in <b>1h</b></p>');
    expect(richText(t, 'collection.backupKept', { date: <i>today</i> }, { size: '1 unit and 0 story cards' })).toHaveLength(3);
  });
});
