import type { PrayerType } from '../../constants/prayer-kinds';
import type {
  FeaturedCharactersResponse,
  PrayerDetailResponse,
  PrayerListNextResponse,
  PrayerListResponse,
  PrayerReplayResponse,
  RollBody,
  RollResponse,
} from '../../schemas/api/prayers';
import { get, post } from './endpoint';

/** The calls under /api/prayers. */
export const prayersContract = {
  /** The first page (newest first) and the filter options. */
  prayerList: get<PrayerListResponse, { last?: number }>('/prayers/get-list', ['last']),
  /** The page after the prayer with id `last`; called until `isLast`. */
  prayerListMore: get<PrayerListNextResponse, { last: number }>('/prayers/get-list-2', ['last']),
  prayerDetail: get<PrayerDetailResponse, { id: number }>('/prayers/get-detail', ['id']),
  /** The current prayer of a type (standard, ritual, ...), or the prayer `id` of that type. */
  specialPrayer: get<PrayerDetailResponse, { type: PrayerType; id?: number }>('/prayers/get-special/{type}', ['id']),
  roll: post<RollResponse, RollBody>('/prayers/roll'),
  /** What a seeded simulator session drew (a shared simulator link's preview). */
  replay: get<PrayerReplayResponse, { id: number; seed: number; pulls: string }>('/prayers/replay', ['id', 'seed', 'pulls']),
  /** Every character a prayer featured, with those prayers' times: the rerun table's one call. */
  featuredCharacters: get<FeaturedCharactersResponse>('/prayers/featured'),
};
