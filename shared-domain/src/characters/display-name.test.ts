import { displayName, personName, type NameSettings } from './display-name';

const PLAIN: NameSettings = { useTranslitName: false, useTraditionalName: false };
const TRADITIONAL: NameSettings = { useTranslitName: false, useTraditionalName: true };
const TRANSLIT: NameSettings = { useTranslitName: true, useTraditionalName: false };
const BOTH: NameSettings = { useTranslitName: true, useTraditionalName: true };

const reimu = { en: 'Reimu Hakurei', translit: 'Hakurei Reimu', enFamilyFirst: 'Hakurei Reimu' };
const alice = { en: 'Alice Margatroid', translit: 'Arisu Magatoroido', enFamilyFirst: 'Alice Margatroid' };
const sanae = { en: 'Sanae Kochiya', translit: 'Kochiya Sanae', enFamilyFirst: 'Kochiya Sanae' };

describe('personName', () => {
  it.each([
    [reimu, PLAIN, 'Reimu Hakurei'],
    [reimu, TRADITIONAL, 'Hakurei Reimu'],
    [reimu, TRANSLIT, 'Hakurei Reimu'],
    [alice, TRADITIONAL, 'Alice Margatroid'],
    [alice, TRANSLIT, 'Arisu Magatoroido'],
    [alice, BOTH, 'Arisu Magatoroido'],
    [{ en: 'Rumia' }, TRANSLIT, 'Rumia'],
    [{ en: 'Rumia', translit: null, enFamilyFirst: null }, TRADITIONAL, 'Rumia'],
  ])('%j with %j -> %p', (name, settings, text) => {
    expect(personName(name, settings)).toBe(text);
  });
});

describe('displayName (universal name)', () => {
  it.each([
    [{ name: reimu, universe: 'L1', title: 'Shrine Maiden of Paradise' }, PLAIN, 'Reimu Hakurei'],
    [{ name: reimu, universe: null, title: 'Shrine Maiden of Paradise' }, PLAIN, 'Reimu Hakurei'],
    [{ name: reimu }, TRADITIONAL, 'Hakurei Reimu'],
    [{ name: reimu, universe: 'A1', title: 'x' }, PLAIN, 'Reimu Hakurei (Scarlet)'],
    [{ name: reimu, universe: 'A2', title: 'x' }, TRANSLIT, 'Hakurei Reimu (Cherry Blossom)'],
    [{ name: sanae, universe: 'A5', title: 'x' }, TRADITIONAL, 'Kochiya Sanae (Faith)'],
    [{ name: reimu, universe: 'A8', title: 'x' }, PLAIN, 'Reimu Hakurei (Desires)'],
    [{ name: reimu, universe: 'C5>', title: 'Miko of the Faraway' }, PLAIN, 'Reimu Hakurei (Miko of the Faraway)'],
    [{ name: reimu, universe: 'L10.1', title: 'Midsummer Maiden' }, TRADITIONAL, 'Hakurei Reimu (Midsummer Maiden)'],
    [{ name: alice, universe: 'B2', title: null }, PLAIN, 'Alice Margatroid'],
    // An 'A' code with no arc in the table and no title: no empty brackets.
    [{ name: alice, universe: 'A12&', title: null }, PLAIN, 'Alice Margatroid'],
    [{ name: alice, universe: 'A12&', title: 'Seven-Colored Puppeteer' }, PLAIN, 'Alice Margatroid (Seven-Colored Puppeteer)'],
  ])('%j with %j -> %p', (unit, settings, text) => {
    expect(displayName(unit, settings)).toBe(text);
  });
});
