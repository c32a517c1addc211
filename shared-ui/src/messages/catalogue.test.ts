import { SLOW_ANSWER_TEXT } from 'shared-domain/api/slow-answer';
import { CHARACTER_TYPE_INFO, CHARACTER_TYPES } from 'shared-domain/characters/character-types';
import { SPOILER_LABEL } from '../characters/character-name';
import { READ_ONLY_TEXT } from '../hooks/use-collection';
import { CTRL_F_HINT } from '../hooks/use-search-shortcuts';
import { catalogue } from './catalogue';
import en from './en';
import ja from './ja';

describe("shared-ui's catalogue", () => {
  it('has every English key in Japanese, and no other', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps the English texts other units still read as constants', () => {
    const t = catalogue.in('en');
    expect(t('characters.spoilerLabel')).toBe('Unrevealed character (spoiler)');
    expect(SPOILER_LABEL).toBe('Unrevealed character (spoiler)');
    expect(t('collection.readOnly')).toBe('A shared collection is shown: show yours again to mark it.');
    expect(READ_ONLY_TEXT).toBe('A shared collection is shown: show yours again to mark it.');
    expect(t('search.ctrlFHint')).toBe('Press Ctrl + Shift + F to open advanced search');
    expect(CTRL_F_HINT.text).toBe('Press Ctrl + Shift + F to open advanced search');
    expect(t('query.slow')).toBe('The server is slow to answer. Still waiting…');
    expect(SLOW_ANSWER_TEXT).toBe('The server is slow to answer. Still waiting…');
  });

  it('names each character type in English as the shared table does', () => {
    const t = catalogue.in('en');
    expect(CHARACTER_TYPES.map((type) => t('icons.type', { type }))).toEqual(
      CHARACTER_TYPES.map((type) => CHARACTER_TYPE_INFO[type].display),
    );
  });

  it('counts pulls with plurals in English and a counter word in Japanese', async () => {
    await catalogue.load('ja');
    const [english, japanese] = [catalogue.in('en'), catalogue.in('ja')];
    expect(english('prayers.maxPulls', { count: 1 })).toBe('Max: 1 pull');
    expect(english('prayers.maxPulls', { count: 1200 })).toBe('Max: 1,200 pulls');
    expect(japanese('prayers.maxPulls', { count: 30 })).toBe('上限: 30回');
    expect(japanese('prayers.maxPulls', { count: 1200 })).toBe('上限: 1,200回');
  });

  it('speaks Japanese in selects and values', async () => {
    await catalogue.load('ja');
    const t = catalogue.in('ja');
    expect(t('icons.role', { role: 'technical' })).toBe('技巧');
    expect(t('icons.type', { type: 'exfes' })).toBe('EXフェス');
    expect(t('icons.stars', { filled: 3, total: 5 })).toBe('星5つ中3つ');
    expect(t('search.remove', { label: '霊夢' })).toBe('霊夢を削除');
    expect(t('characters.thumbnailText', { name: '', typeName: 'フェス', roleName: '攻撃', owned: 'yes' })).toBe('（フェス・攻撃）・所持');
  });
});
