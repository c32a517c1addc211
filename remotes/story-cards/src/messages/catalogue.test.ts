import fs from 'node:fs';
import path from 'node:path';
import { catalogue } from './catalogue';

// The keys as written in each file: imported, a catalogue is compiled with the English messages
// filling in the keys it lacks, so its keys would always match.
const keysOf = (locale: string) =>
  [...fs.readFileSync(path.join(__dirname, `${locale}.ts`), 'utf8').matchAll(/^\s*'([\w.-]+)':/gm)].map((m) => m[1]).sort();

describe('the story-cards catalogue', () => {
  it('has a Japanese message for every English key, and no other', () => {
    expect(keysOf('en').length).toBeGreaterThan(100);
    expect(keysOf('ja')).toEqual(keysOf('en'));
  });

  it('counts in both languages', async () => {
    await catalogue.load('ja');
    const [t, tJa] = [catalogue.in('en'), catalogue.in('ja')];
    expect(t('story-card-list.countAll', { total: 1234 })).toBe('Showing all 1,234 story cards');
    expect(t('story-card-list.countSome', { shown: 1, total: 1234 })).toBe('Showing 1 of 1,234 story card');
    expect(t('story-card-list.countSome', { shown: 12, total: 1234 })).toBe('Showing 12 of 1,234 story cards');
    expect(tJa('story-card-list.countSome', { shown: 12, total: 1234 })).toBe('全1,234枚中12枚を表示');
    expect(t('story-card-list.turns', { count: 1 })).toBe('1 turn');
    expect(tJa('story-card-list.turns', { count: 3 })).toBe('3ターン');
    expect(t('illustrators.storyCards', { count: 1 })).toBe('1 story card');
    expect(tJa('illustrators.storyCards', { count: 2 })).toBe('絵札2枚');
  });

  it('names each select value in Japanese (keys with _ for -)', async () => {
    await catalogue.load('ja');
    const t = catalogue.in('ja');
    expect(t('story-card-list.obtainingOption', { value: 'epic_prayer' })).toBe('エピック祈祷（限定含む）');
    expect(t('story-card-list.statName', { stat: 'yang_atk' })).toBe('陽攻');
    expect(t('story-card-list.suit', { suit: 'chrysanthemum' })).toBe('菊');
    expect(t('story-card-list.roleName', { role: 'debuff' })).toBe('妨害');
  });
});
