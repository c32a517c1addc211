import { CHARACTER_STATUSES, CHARACTER_STATUS_LABELS } from 'shared-domain/characters/character-statuses';
import { CHARACTER_TYPE_INFO, CHARACTER_TYPES } from 'shared-domain/characters/character-types';
import { ROLES } from 'shared-domain/constants/roles';
import fs from 'node:fs';
import path from 'node:path';
import { statusText } from '../character-detail/character-detail-rules';
import { catalogue } from './catalogue';

// The keys a catalogue's source writes: the compiled Japanese module has the English fallbacks too.
const keysOf = (locale: string) =>
  [...fs.readFileSync(path.join(__dirname, `${locale}.ts`), 'utf8').matchAll(/^ {2}'([\w.]+)':/gm)].map((m) => m[1]);

beforeAll(() => catalogue.load('ja'));

describe("the characters section's catalogue", () => {
  it('has every English message in Japanese, and no other', () => {
    expect(keysOf('en').length).toBeGreaterThan(100);
    expect(keysOf('ja')).toEqual(keysOf('en'));
  });

  it('counts in English with plurals, and in Japanese with counters', () => {
    const english = catalogue.in('en');
    const japanese = catalogue.in('ja');
    expect(english('menu.unitCount', { description: 'Rebirth batches.', count: 1 })).toBe('Rebirth batches. 1 unit.');
    expect(english('menu.unitCount', { description: 'Rebirth batches.', count: 1234 })).toBe('Rebirth batches. 1,234 units.');
    expect(japanese('menu.unitCount', { description: '幻想再臨の各弾。', count: 1234 })).toBe('幻想再臨の各弾。（1,234人）');
    expect(english('releaseOrder.matches', { count: 1 })).toBe('1 character matches');
    expect(english('releaseOrder.matches', { count: 12 })).toBe('12 characters match');
    expect(japanese('releaseOrder.matches', { count: 12 })).toBe('12人が該当');
    expect(english('releaseOrder.filtersButton', { active: 0 })).toBe('Filters');
    expect(english('releaseOrder.filtersButton', { active: 2 })).toBe('Filters (2)');
    expect(japanese('releaseOrder.filtersButton', { active: 2 })).toBe('絞り込み（2）');
    expect(japanese('characterDetail.daysAgo', { days: 0 })).toBe('今日');
    expect(japanese('characterDetail.daysAgo', { days: 1385 })).toBe('1,385日前');
  });

  it("keeps a quote in a type group's name, and an id without a thousands comma", () => {
    const english = catalogue.in('en');
    expect(english('releaseOrder.typeGroup', { group: 'afes' })).toBe("'A' Festival");
    expect(english('characterGrid.unnamed', { id: 1002 })).toBe('Character #1002');
  });

  it('words types, roles and statuses in English as the rest of the site does', () => {
    const english = catalogue.in('en');
    for (const type of CHARACTER_TYPES) expect(english('characterDetail.type', { type })).toBe(CHARACTER_TYPE_INFO[type].display);
    for (const role of ROLES) expect(english('characterDetail.role', { role })).toBe(role.charAt(0).toUpperCase() + role.slice(1));
    for (const status of CHARACTER_STATUSES) expect(statusText(status, english)).toBe(CHARACTER_STATUS_LABELS[status]);
  });

  it('words them in Japanese as the game does', () => {
    const japanese = catalogue.in('ja');
    expect(japanese('characterDetail.type', { type: 'sfes' })).toBe('超フェス');
    expect(japanese('characterDetail.type', { type: 'wfes' })).toBe('白フェス');
    expect(japanese('characterDetail.role', { role: 'speed' })).toBe('速攻');
    expect(statusText('non-limited', japanese)).toBe('恒常');
    expect(statusText('retired', japanese)).toBe('retired');
  });
});
