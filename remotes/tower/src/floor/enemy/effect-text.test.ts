import { catalogue, type TowerT } from '../../messages/catalogue';
import { damageModifierText, signedPercent } from './damage-modifier';
import { abilityText, damageModifierLines, skillEffectText, statBuffText } from './effect-text';

// Read when a test runs: Jest's setup loads the English catalogue before the tests, after this file is read.
const t: TowerT = (key, values) => catalogue.in('en')(key, values);

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
    ['boost', null, 10, "Dmg to enemy's weakness +10%"],
    ['boost', 'Star', 60, "Dmg to enemy's weakness (Star) +60%"],
    ['boost', null, -20, "Dmg to enemy's weakness -20%"],
    ['reduction', null, 30, 'Dmg reduction from resistance -30%'],
    ['reduction', 'Ofuda bullets', 50, 'Dmg reduction from resistance (Ofuda bullets) -50%'],
    ['reduction', null, -10, 'Dmg reduction from resistance +10%'],
  ] as const)('%s of %s by %p → %p', (kind, targets, value, text) => {
    expect(damageModifierText(kind, targets, value, t)).toBe(text);
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
    expect(skillEffectText(effect, t)).toBe(text);
  });

  it('an element effect with an unknown element is an error', () => {
    expect(() => skillEffectText({ attrType: 'elem', attrName: 'plasma', values: [1] }, t)).toThrow('element not found!');
  });

  it('names stat buffs the game way', () => {
    expect(statBuffText('yin-def-down', t)).toBe('Yin DEF Down');
    expect(statBuffText('focus-up', t)).toBe('Focus Up');
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
    expect(abilityText(ability, t)).toEqual({ title, text, anomalies });
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
    expect(damageModifierLines(abilities, skills, t)).toEqual([
      'Dmg reduction from resistance (Fire) -70%',
      "Dmg to enemy's weakness (Laser bullets) +70%",
      "Dmg to enemy's weakness +20%",
      'Dmg reduction from resistance -40%',
    ]);
  });
});

describe('values the catalogue does not know (new data)', () => {
  it('are named by their English words', () => {
    expect(skillEffectText({ attrType: 'stat', attrName: 'luck-up', values: [5] }, t)).toBe('Luck Up 5%');
    expect(skillEffectText({ attrType: 'misc', attrName: 'shield-break', values: [] }, t)).toBe('Shield Break');
    expect(abilityText({ type: 'anomaly-nullify', effects: ['stun'], value: null }, t).text).toBe('Nullifies Stun');
    expect(abilityText({ type: 'graze', effects: [], value: 2 }, t).text).toBe('Grazes 2 times');
  });
});

describe('the effect texts in Japanese', () => {
  let ja: TowerT;
  beforeAll(async () => {
    await catalogue.load('ja');
    ja = catalogue.in('ja');
  });

  it.each([
    [{ attrType: 'stat', attrName: 'yang-atk-up', values: [10] }, '陽攻上昇 10%'],
    [{ attrType: 'stat', attrName: 'crit-acc-down', values: [10] }, 'CR命中低下 10%'],
    [{ attrType: 'bullet', attrName: 'ofuda', values: [10] }, '御札弾 10%'],
    [{ attrType: 'layer', attrName: 'burn', values: [40] }, '燃焼付与 40%'],
    [{ attrType: 'immune', attrName: 'freeze', values: [30] }, '凍結無効 30%'],
    [{ attrType: 'temperament', attrName: 'calm', values: [20] }, '気質：冷静 20%'],
    [{ attrType: 'misc', attrName: 'barrier-up', values: [10] }, 'バリア増加 10%'],
    [{ attrType: 'misc', attrName: 'weak-change', values: [30] }, '敵の弱点へのダメージ +30%'],
  ])('%p → %p', (effect, text) => {
    expect(skillEffectText(effect, ja)).toBe(text);
  });

  it('names an element in the element language', () => {
    expect(skillEffectText({ attrType: 'elem', attrName: 'moon', values: [20] }, ja, 'jp')).toBe('月属性 20%');
  });

  it.each([
    [
      { type: 'anomaly-effect', effects: ['poison', 'burn'], value: 1, metadata: { layers: 2 } },
      '異常付与',
      '毒、燃焼を付与（2層）、レベル1',
    ],
    [{ type: 'anomaly-immunity', effects: ['blind'], value: null }, '異常免疫', '暗闇に免疫'],
    [{ type: 'graze', effects: [], value: 3 }, 'グレイズ', 'グレイズ3回'],
    [{ type: 'boost', effects: ['acc-up', 'eva-up'], value: 2 }, 'ブースト', '命中上昇、回避上昇 +2'],
    [{ type: 'dmg-reduction', effects: ['ofuda', 'laser'], value: 50 }, '被ダメージ軽減', '耐性（御札弾、光線弾）によるダメージ軽減 -50%'],
  ] as const)('%p', (ability, title, text) => {
    expect(abilityText(ability, ja)).toMatchObject({ title, text });
  });
});
