import type {
  BatchResponse,
  CharacterModalResponse,
  ChronologicalResponse,
  ForeverPrayerDetailResponse,
  ForeverPrayerListResponse,
  PoolCharactersResponse,
  PrayerTypeResponse,
  ReleaseDateResponse,
  RoleTypeResponse,
  RouletteResponse,
  UniverseResponse,
  UnreleasedResponse,
  VariantsResponse,
} from '../../schemas/api/characters';
import type { CharacterSearchNamesResponse } from '../../schemas/api/character-search-names';
import { get } from './endpoint';

/** The calls under /api/characters. */
export const charactersContract = {
  chronological: get<ChronologicalResponse>('/characters/chronological'),
  variants: get<VariantsResponse>('/characters/variants'),
  universe: get<UniverseResponse>('/characters/universe'),
  releaseDate: get<ReleaseDateResponse>('/characters/release-date'),
  unreleased: get<UnreleasedResponse>('/characters/unreleased'),
  rebirthDate: get<BatchResponse>('/characters/rebirth-date'),
  standardPrayerDate: get<BatchResponse>('/characters/standard-prayer-date'),
  ritualDate: get<BatchResponse>('/characters/ritual-date'),
  rebirthCostumeDate: get<BatchResponse>('/characters/rebirth-costume-date'),
  roleType: get<RoleTypeResponse>('/characters/role-type'),
  prayerType: get<PrayerTypeResponse>('/characters/prayer-type'),
  standardPool: get<PoolCharactersResponse>('/characters/standard-pool'),
  ritualPool: get<PoolCharactersResponse>('/characters/ritual-pool'),
  /** One path, two answers: without `id` the list, with it one forever prayer. */
  foreverPrayerList: get<ForeverPrayerListResponse>('/characters/forever-prayer'),
  foreverPrayer: get<ForeverPrayerDetailResponse, { id: number }>('/characters/forever-prayer', ['id']),
  kourindouRoulette: get<RouletteResponse>('/characters/kourindou-roulette'),
  characterModal: get<CharacterModalResponse, { id: number }>('/characters/modal', ['id']),
  /** Every unit's names beyond English (Japanese, kana, Chinese, nicknames), for the site-wide search. */
  searchNames: get<CharacterSearchNamesResponse>('/characters/search-names'),
};
