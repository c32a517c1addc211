import { personNameParts, type NamePart, type NameSettings } from 'shared-domain/characters/display-name';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';

type Entry = NonNullable<PrayerDetail['pool']>['chara'][number];

/** A character pool entry's name in the name settings (its translit is the full reading, despite the field's name). */
export const poolEntryNameParts = (entry: Entry, names: NameSettings): NamePart[] =>
  personNameParts({ en: entry.name, translit: entry.shortTranslitName, jp: entry.jp }, names);
