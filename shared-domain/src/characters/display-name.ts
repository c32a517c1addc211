import { universalName } from '../constants/universes';
import { collator } from 'shared-domain/formatting/collator';
import type { NameScript } from '../settings/settings-model';

/** The name settings. */
export interface NameSettings {
  /** Romanised reading, Japanese order ('Hakurei Reimu'); wins over the traditional form. */
  useTranslitName: boolean;
  /** Family name first ('Hakurei Reimu' for 'Reimu Hakurei'). */
  useTraditionalName: boolean;
  /** English (the two settings above choose its form), Japanese, or both; English when absent. */
  nameScript?: NameScript;
}

/** The name fields a view may carry (the full character has them all; smaller shapes some). */
export interface NameFields {
  en: string;
  translit?: string | null;
  /** Family-name-first English form; equals `en` for Western names, so it is never guessed. */
  enFamilyFirst?: string | null;
  /** The Japanese name; a unit without one is shown in English whatever the script setting. */
  jp?: string | null;
  /** The kana reading, the Japanese sort key. */
  kana?: string | null;
}

/** A run of a shown name: Japanese runs are marked so screen readers and fonts read them as Japanese. */
export interface NamePart {
  text: string;
  lang: 'ja' | null;
}

/** Between the English and the Japanese name in the 'both' script. */
export const BOTH_SCRIPTS_SEPARATOR = ' / ';

/** The English name in the form the two English settings ask for; a missing form falls back to `en`. */
function englishName(name: NameFields, settings: NameSettings): string {
  if (settings.useTranslitName && name.translit) return name.translit;
  if (settings.useTraditionalName && name.enFamilyFirst) return name.enFamilyFirst;
  return name.en;
}

/** The person's name as runs of text in the chosen script ('Reimu Hakurei', '博麗霊夢' or both). */
export function personNameParts(name: NameFields, settings: NameSettings): NamePart[] {
  const english: NamePart = { text: englishName(name, settings), lang: null };
  const script = settings.nameScript ?? 'en';
  if (script === 'en' || !name.jp) return [english];
  const japanese: NamePart = { text: name.jp, lang: 'ja' };
  return script === 'ja' ? [japanese] : [english, { text: BOTH_SCRIPTS_SEPARATOR, lang: null }, japanese];
}

/**
 * Game text other than a person's name (a story card's name) as runs in the chosen script: the
 * English forms of a person's name do not apply, and text without Japanese is shown in English.
 */
export const gameTextParts = (text: { en: string; jp?: string | null }, script: NameScript): NamePart[] =>
  personNameParts(text, { useTranslitName: false, useTraditionalName: false, nameScript: script });

const joined = (parts: readonly NamePart[]): string => parts.map((p) => p.text).join('');

/** The person's name in the form the settings ask for, as plain text (titles, labels, toasts). */
export function personName(name: NameFields, settings: NameSettings): string {
  return joined(personNameParts(name, settings));
}

export interface NamedUnit {
  name: NameFields;
  /** Universe code: L1 (or absent) is the base world, A1..A8 the arcs. */
  universe?: string | null;
  /** The unit's title (English), shown for universes that are neither L1 nor an arc. */
  title?: string | null;
}

/**
 * The universal name as runs of text: the person's name, then for a universe other than L1 the
 * arc or the title in brackets (English; the content has them in English only).
 */
export function displayNameParts(unit: NamedUnit, settings: NameSettings): NamePart[] {
  const parts = personNameParts(unit.name, settings);
  // The suffix is whatever universalName adds after the name it is given.
  const suffix = universalName('', unit.universe, unit.title ?? '');
  return suffix ? [...parts, { text: suffix, lang: null }] : parts;
}

/**
 * The universal name in the chosen name form: the plain name for L1 or no
 * universe, name plus the arc in brackets for A1..A8 ('Reimu Hakurei (Scarlet)'), otherwise name
 * plus the title in brackets. Without a title the plain name is shown rather than empty brackets.
 */
export function displayName(unit: NamedUnit, settings: NameSettings): string {
  return joined(displayNameParts(unit, settings));
}

/**
 * Orders two names the way the script setting reads them: by the kana reading in Japanese (a name
 * without one after those with one), else by the English name as shown.
 */
export function compareNames(a: NameFields, b: NameFields, settings: NameSettings): number {
  if (settings.nameScript === 'ja') {
    if (a.kana && b.kana) return collator('ja').compare(a.kana, b.kana);
    if (a.kana || b.kana) return a.kana ? -1 : 1;
  }
  return collator('en').compare(englishName(a, settings), englishName(b, settings));
}
