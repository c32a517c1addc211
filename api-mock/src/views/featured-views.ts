import type { FeaturingPrayerView } from 'shared-domain/schemas/api/characters';
import type { FeaturedCharactersResponse } from 'shared-domain/schemas/api/prayers';
import { characterFacts } from 'shared-domain/characters/spoilers';
import { featuredPrayersByCharacter } from 'shared-domain/prayers/reruns';
import type { Content } from '../content/content-types';

/**
 * Who each prayer featured, read the other way: per character, the prayers that rated them up
 * (the rerun history's rule decides which prayers count). Built once per app.
 */
export interface FeaturedIndex {
  /** The modal's list: each prayer with its name, for the links. */
  prayersOf(characterId: number): FeaturingPrayerView[];
  /** The rerun table's answer (without lastUpdate): known characters only, by id. */
  characters: FeaturedCharactersResponse['characters'];
}

export function featuredIndex(content: Content): FeaturedIndex {
  const byCharacter = featuredPrayersByCharacter(content.prayers);
  const characters = [...byCharacter]
    .flatMap(([id, prayers]) => {
      const c = content.characterById.get(id);
      if (!c) return [];
      return [
        {
          id,
          name: c.name.en,
          jp: c.name.jp,
          kana: c.name.kana,
          reveal: characterFacts(c),
          prayers: prayers.map(({ id: pid, start, end }) => ({ id: pid, start, end })),
        },
      ];
    })
    .sort((a, b) => a.id - b.id);
  return {
    prayersOf: (id) => (byCharacter.get(id) ?? []).map(({ id: pid, name, start, end }) => ({ id: pid, name, start, end })),
    characters,
  };
}
