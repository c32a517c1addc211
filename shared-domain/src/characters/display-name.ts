import { universalName } from '../constants/universes';

/** The two name settings. */
export interface NameSettings {
  /** Romanised reading, Japanese order ('Hakurei Reimu'); wins over the traditional form. */
  useTranslitName: boolean;
  /** Family name first ('Hakurei Reimu' for 'Reimu Hakurei'). */
  useTraditionalName: boolean;
}

/** The name fields a view may carry (the full character has them all; smaller shapes some). */
export interface NameFields {
  en: string;
  translit?: string | null;
  /** Family-name-first English form; equals `en` for Western names, so it is never guessed. */
  enFamilyFirst?: string | null;
}

/** The person's name in the form the settings ask for; a missing form falls back to `en`. */
export function personName(name: NameFields, settings: NameSettings): string {
  if (settings.useTranslitName && name.translit) return name.translit;
  if (settings.useTraditionalName && name.enFamilyFirst) return name.enFamilyFirst;
  return name.en;
}

export interface NamedUnit {
  name: NameFields;
  /** Universe code: L1 (or absent) is the base world, A1..A8 the arcs. */
  universe?: string | null;
  /** The unit's title (English), shown for universes that are neither L1 nor an arc. */
  title?: string | null;
}

/**
 * The universal name in the chosen name form: the plain name for L1 or no
 * universe, name plus the arc in brackets for A1..A8 ('Reimu Hakurei (Scarlet)'), otherwise name
 * plus the title in brackets. Without a title the plain name is shown rather than empty brackets.
 */
export function displayName(unit: NamedUnit, settings: NameSettings): string {
  return universalName(personName(unit.name, settings), unit.universe, unit.title ?? '');
}
