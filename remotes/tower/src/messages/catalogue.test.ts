import fs from 'node:fs';
import path from 'node:path';
import { catalogue } from './catalogue';

/** A catalogue file's keys as written (the compiled Japanese module carries English for any key it lacks). */
const keysOf = (file: string) =>
  [...fs.readFileSync(path.join(__dirname, file), 'utf8').matchAll(/^\s*'([\w.]+)':/gm)].map((match) => match[1]);

describe("the tower's catalogue", () => {
  it('has every English key in Japanese, and no other', () => {
    const english = keysOf('en.ts');
    expect(english.length).toBeGreaterThan(90);
    expect(keysOf('ja.ts')).toEqual(english);
  });

  it('formats floors and plurals in English', () => {
    const t = catalogue.in('en');
    expect(t('floor.title', { floor: 12 })).toBe('Floor #12');
    expect(t('floor.label', { floor: 210 })).toBe('210F');
    expect(t('enemy.grazes', { count: 1 })).toBe('Grazes 1 time');
    expect(t('enemy.grazes', { count: 3 })).toBe('Grazes 3 times');
    expect(t('enemy.inflictsLayers', { names: 'Burn', layers: 1, level: 2 })).toBe('Inflicts Burn (1 layer), level 2');
  });

  it('formats floors and counts in Japanese', async () => {
    await catalogue.load('ja');
    const t = catalogue.in('ja');
    expect(t('floor.title', { floor: 12 })).toBe('12階');
    expect(t('floor.pageTitle', { floor: 12 })).toBe('紅魔塔 12階');
    expect(t('floor.label', { floor: 210 })).toBe('210F');
    expect(t('enemy.grazes', { count: 3 })).toBe('グレイズ3回');
    expect(t('enemy.inflictsLayers', { names: '燃焼', layers: 2, level: 1 })).toBe('燃焼を付与（2層）、レベル1');
    expect(t('enemy.gaugeLabel', { gauge: 'yellow' })).toBe('黄');
  });
});
