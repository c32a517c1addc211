import { z } from 'zod';
import {
  batchResponseSchema,
  characterModalQuerySchema,
  characterModalResponseSchema,
  chronologicalResponseSchema,
  foreverPrayerDetailResponseSchema,
  foreverPrayerListResponseSchema,
  foreverPrayerQuerySchema,
  poolCharactersResponseSchema,
  prayerTypeResponseSchema,
  releaseDateResponseSchema,
  roleTypeResponseSchema,
  rouletteResponseSchema,
  universeResponseSchema,
  unreleasedResponseSchema,
  variantsResponseSchema,
} from '../../schemas/api/characters';
import { characterSearchNamesResponseSchema } from '../../schemas/api/character-search-names';
import type { charactersContract } from './characters';
import type { SchemasFor } from './endpoint-schemas';

export const charactersSchemas = {
  chronological: { response: chronologicalResponseSchema },
  variants: { response: variantsResponseSchema },
  universe: { response: universeResponseSchema },
  releaseDate: { response: releaseDateResponseSchema },
  unreleased: { response: unreleasedResponseSchema },
  rebirthDate: { response: batchResponseSchema },
  standardPrayerDate: { response: batchResponseSchema },
  ritualDate: { response: batchResponseSchema },
  rebirthCostumeDate: { response: batchResponseSchema },
  roleType: { response: roleTypeResponseSchema },
  prayerType: { response: prayerTypeResponseSchema },
  standardPool: { response: poolCharactersResponseSchema },
  ritualPool: { response: poolCharactersResponseSchema },
  foreverPrayerList: { query: z.object({}), response: foreverPrayerListResponseSchema },
  foreverPrayer: { query: foreverPrayerQuerySchema.required(), response: foreverPrayerDetailResponseSchema },
  kourindouRoulette: { response: rouletteResponseSchema },
  characterModal: { query: characterModalQuerySchema, response: characterModalResponseSchema },
  searchNames: { response: characterSearchNamesResponseSchema },
} satisfies SchemasFor<typeof charactersContract>;
