import { knownRarity, normaliseRarity } from './rarity-normalisation';

// Every spelling a player may type, plus casing and separator variants.
const table: Array<[string, string]> = [
  ...['general', 'gen', 'standard'].map((w): [string, string] => [w, 'gen']),
  ...['fes', 'festival'].map((w): [string, string] => [w, 'fes']),
  ...['afes', 'retro', 'retrofes', 'retrofestival'].map((w): [string, string] => [w, 'afes']),
  ...['ufes', 'sfes', 'ultrafes', 'ultrafestival', 'superfes', 'superfestival'].map((w): [string, string] => [w, 'sfes']),
  ...['mfes', 'mecha', 'mechafes', 'mechafestival', 'hifuufes', 'hifuufestival'].map((w): [string, string] => [w, 'mfes']),
  ...['relic', 'mv', 'mvfes', 'rfes', 'relicfes', 'relicfestival'].map((w): [string, string] => [w, 'relic']),
  ['genic', 'genic'],
  ...['epic', 'efes', 'epicfes', 'epicfestival'].map((w): [string, string] => [w, 'epic']),
  ['Ultra-Festival', 'sfes'],
  ['RETRO_FES', 'afes'],
  ['hifuu-fes', 'mfes'],
  ['e_f-e_s', 'epic'],
  ['', 'gen'],
  ['wfes', 'gen'],
  ['exfes', 'gen'],
  ['toString', 'gen'],
  ['__proto__', 'gen'],
  ['festival!', 'gen'],
];

describe('normaliseRarity', () => {
  it.each(table)('%p -> %p', (input, expected) => {
    expect(normaliseRarity(input)).toBe(expected);
  });
});

describe('knownRarity', () => {
  it.each(table.filter(([input]) => ['', 'wfes', 'exfes', 'toString', '__proto__', 'festival!'].includes(input) === false))(
    '%p -> %p',
    (input, expected) => {
      expect(knownRarity(input)).toBe(expected);
    },
  );

  it.each(['', 'wfes', 'exfes', 'toString', '__proto__', 'festival!', 'ultra', 'pure'])('%p is unknown (null, not gen)', (input) => {
    expect(knownRarity(input)).toBeNull();
  });
});
