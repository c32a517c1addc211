import { damageModifierText, signedPercent } from './damage-modifier';
import { abilityText, damageModifierLines, skillEffectText, statBuffText } from './effect-text';

describe('signedPercent', () => {
  it.each([
    [20, '+20%'],
    [-35, '-35%'],
    [0, '0%'],
    [12.5, '+12.5%'],
    [Number.NaN, '0%'],
  ])('%p → %p', (value, text) => {
    expect(signedPercent(value)).toBe(text);
  });
});

describe('damageModifierText', () => {
  it.each([
    ['boost', 'weakness', 10, "Dmg to enemy's weakness +10%"],
    ['boost', 'weakness (Star)', 60, "Dmg to enemy's weakness (Star) +60%"],
    ['boost', 'weakness', -20, "Dmg to enemy's weakness -20%"],
    ['reduction', 'resistance', 30, 'Dmg reduction from resistance -30%'],
    ['reduction', 'resistance (Ofuda bullets)', 50, 'Dmg reduction from resistance (Ofuda bullets) -50%'],
    ['reduction', 'resistance', -10, 'Dmg reduction from resistance +10%'],
  ] as const)('%s of %s by %p → %p', (kind, target, value, text) => {
    expect(damageModifierText(kind, target, value)).toBe(text);
  });
});

describe('skillEffectText', () => {
  it.each([
    [{ attrType: 'misc', attrName: 'weak-change', values: [30] }, "Dmg to enemy's weakness +30%"],
    [{ attrType: 'misc', attrName: 'resist-change', values: [20] }, 'Dmg reduction from resistance -20%'],
    [{ attrType: 'elem', attrName: 'moon', values: [20] }, 'Moon element 20%'],
    [{ attrType: 'bullet', attrName: 'ofuda', values: [10] }, 'Ofuda bullets 10%'],
    [{ attrType: 'layer', attrName: 'burn', values: [40] }, 'Inflict Burn 40%'],
    [{ attrType: 'immune', attrName: 'freeze', values: [30] }, 'Freeze immunity 30%'],
    [{ attrType: 'stat', attrName: 'crit-acc-up', values: [10] }, 'Crit ACC Up 10%'],
    [{ attrType: 'temperament', attrName: 'calm', values: [20] }, 'Temperament: Calm 20%'],
    [{ attrType: 'misc', attrName: 'hp', values: [50] }, 'HP 50%'],
    [{ attrType: 'misc', attrName: 'barrier-up', values: [10] }, 'Barrier Up 10%'],
    [{ attrType: 'turn', attrName: 'turn-effect', values: [10, 20] }, 'Turn Effect 10% / 20%'],
  ])('%p → %p', (effect, text) => {
    expect(skillEffectText(effect)).toBe(text);
  });

  it('an element effect with an unknown element is an error', () => {
    expect(() => skillEffectText({ attrType: 'elem', attrName: 'plasma', values: [1] })).toThrow('element not found!');
  });

  it('names stat buffs the game way', () => {
    expect(statBuffText('yin-def-down')).toBe('Yin DEF Down');
  });
});

describe('abilityText: every ability kind', () => {
  it.each([
    [
      { type: 'anomaly-immunity', effects: ['burn', 'poison'], value: null },
      'Anomaly Immunity',
      'Immune to Burn, Poison',
      ['burn', 'poison'],
    ],
    [{ type: 'anomaly-nullify', effects: ['blind'], value: null }, 'Anomaly Nullify', 'Nullifies Blind', ['blind']],
    [
      { type: 'anomaly-effect', effects: ['poison'], value: 1, metadata: { layers: 2 } },
      'Anomaly Effect',
      'Inflicts Poison (2 layers), level 1',
      ['poison'],
    ],
    [
      { type: 'anomaly-counter', effects: ['paralyze'], value: 3, metadata: { layers: 1 } },
      'Anomaly Counter',
      'Counters with Paralyze (1 layer), level 3',
      ['paralyze'],
    ],
    [{ type: 'boost', effects: ['acc-up'], value: 2 }, 'Boost', 'ACC Up +2', []],
    [{ type: 'graze', effects: [], value: 1 }, 'Graze', 'Grazes 1 time', []],
    [{ type: 'dmg-boost', effects: ['star'], value: 60 }, 'Damage Boost', "Dmg to enemy's weakness (Star) +60%", []],
    [
      { type: 'dmg-reduction', effects: ['ofuda'], value: 50 },
      'Damage Reduction',
      'Dmg reduction from resistance (Ofuda bullets) -50%',
      [],
    ],
  ] as const)('%p', (ability, title, text, anomalies) => {
    expect(abilityText(ability)).toEqual({ title, text, anomalies });
  });
});

describe('damageModifierLines', () => {
  it('lists the boost/reduction abilities, then the weakness/resistance changes of the skills given', () => {
    const abilities = [
      { type: 'graze', effects: [], value: 1 },
      { type: 'dmg-reduction', effects: ['fire'], value: 70 },
      { type: 'dmg-boost', effects: ['laser'], value: 70 },
    ] as const;
    const skills = [
      {
        effects: [
          { attrType: 'misc', attrName: 'weak-change', values: [20] },
          { attrType: 'misc', attrName: 'hp', values: [10] },
        ],
      },
      { effects: [{ attrType: 'misc', attrName: 'resist-change', values: [40] }] },
    ];
    expect(damageModifierLines(abilities, skills)).toEqual([
      'Dmg reduction from resistance (Fire) -70%',
      "Dmg to enemy's weakness (Laser bullets) +70%",
      "Dmg to enemy's weakness +20%",
      'Dmg reduction from resistance -40%',
    ]);
  });
});
