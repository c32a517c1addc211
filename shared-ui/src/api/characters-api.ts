import { charactersContract } from 'shared-domain/api/contract/characters';
import { injectContract } from 'shared-ui/api/contract-endpoints';

/** /api/characters: the character lists, forever prayers, the roulette and the character modal. */
export const charactersApi = injectContract(charactersContract);

export const {
  useChronologicalQuery,
  useVariantsQuery,
  useUniverseQuery,
  useReleaseDateQuery,
  useUnreleasedQuery,
  useRebirthDateQuery,
  useStandardPrayerDateQuery,
  useRitualDateQuery,
  useRebirthCostumeDateQuery,
  useRoleTypeQuery,
  usePrayerTypeQuery,
  useStandardPoolQuery,
  useRitualPoolQuery,
  useForeverPrayerListQuery,
  useForeverPrayerQuery,
  useKourindouRouletteQuery,
  useCharacterModalQuery,
} = charactersApi;
