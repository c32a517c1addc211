import { effectLabel, effectOptions, elementOf, isKnownEffect, slugLabel, STAT_BUFF_NAMES } from './effect-catalogue';
import { testBuff, testCard } from './story-card-test-support';

describe('effect labels', () => {
  it.each<[string, string, string]>([
    ['stat', 'yang-atk-up', 'Yang Attack Up'],
    ['stat', 'crit-eva-down', 'Critical Evasion Down'],
    ['misc', 'hp-recovery', 'HP Recovery'],
    ['misc', 'p-gain', 'P Gain'],
    ['attack', 'yin-dmg', 'Yin Damage'],
    ['temp', 'temperament-focused', 'Temperament: Focused'],
    ['elem', 'fire', 'Element: Fire'],
    ['elem', 'no-element', 'Element: No Element'],
    ['layer', 'paralyze', 'Anomaly: Paralyze'],
    ['immune', 'blind', 'Immune: Blind'],
    ['bullet', 'ofuda', 'Bullet: Ofuda'],
    ['tag', 'moon-rabbit', 'Tag: Moon Rabbit'],
    // Spec 8: an unknown buff kind displays 'NOT FOUND'.
    ['aura', 'glow', 'NOT FOUND'],
  ])('%s:%s -> %p', (type, name, expected) => {
    expect(effectLabel(type, name)).toBe(expected);
  });

  it('tags use the list tag name when known', () => {
    expect(effectLabel('tag', 'kappa', (id) => (id === 'kappa' ? 'Kappa (River)' : undefined))).toBe('Tag: Kappa (River)');
  });

  it("an unknown element is 'element not found!'", () => {
    expect(() => effectLabel('elem', 'plasma')).toThrow('element not found!');
    expect(() => elementOf('plasma')).toThrow('element not found!');
    expect(elementOf('sun')).toBe('sun');
  });

  it('slugLabel', () => {
    expect(slugLabel('turn-start-p-gain')).toBe('Turn Start P Gain');
  });
});

describe('effect vocabulary', () => {
  it('stat buffs: 12 stats x up/down (spec 9)', () => {
    expect(STAT_BUFF_NAMES).toHaveLength(24);
    expect(STAT_BUFF_NAMES).toContain('focus-down');
  });

  it('options merge the fixed lists, the tags and the names found on cards', () => {
    const options = effectOptions(
      [
        testCard(1, {
          buffs: [testBuff('misc:barrier-restore')],
          randomBuffs: [[testBuff('turn:turn-end-heal'), testBuff('misc:p-gain')]],
        }),
      ],
      ['kappa'],
    );
    expect(options.get('misc')).toEqual(['barrier-restore', 'hp-recovery', 'p-gain']);
    expect(options.get('turn')).toEqual(['turn-end-heal']);
    expect(options.get('tag')).toEqual(['kappa']);
    expect(options.get('elem')?.slice(0, 3)).toEqual(['sun', 'moon', 'fire']);
    expect(isKnownEffect('misc', 'p-gain', options)).toBe(true);
    expect(isKnownEffect('misc', 'graze-gain', options)).toBe(false);
  });

  it.each<[string, string, boolean]>([
    ['stat', 'agi-up', true],
    ['stat', 'hp-up', false],
    ['elem', 'star', true],
    ['misc', 'anything-slug', true],
    ['misc', 'Not A Slug', false],
    ['aura', 'x', false],
  ])('without options %s:%s known = %p', (type, name, expected) => {
    expect(isKnownEffect(type, name)).toBe(expected);
  });
});
