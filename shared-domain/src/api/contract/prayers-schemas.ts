import {
  featuredCharactersResponseSchema,
  prayerDetailQuerySchema,
  prayerDetailResponseSchema,
  prayerListNextQuerySchema,
  prayerListNextResponseSchema,
  prayerListQuerySchema,
  prayerListResponseSchema,
  prayerReplayQuerySchema,
  prayerReplayResponseSchema,
  prayerSpecialParamsSchema,
  prayerSpecialQuerySchema,
  rollBodySchema,
  rollResponseSchema,
} from '../../schemas/api/prayers';
import type { SchemasFor } from './endpoint-schemas';
import type { prayersContract } from './prayers';

export const prayersSchemas = {
  prayerList: { query: prayerListQuerySchema, response: prayerListResponseSchema },
  prayerListMore: { query: prayerListNextQuerySchema, response: prayerListNextResponseSchema },
  prayerDetail: { query: prayerDetailQuerySchema, response: prayerDetailResponseSchema },
  specialPrayer: { params: prayerSpecialParamsSchema, query: prayerSpecialQuerySchema, response: prayerDetailResponseSchema },
  roll: { body: rollBodySchema, response: rollResponseSchema },
  replay: { query: prayerReplayQuerySchema, response: prayerReplayResponseSchema },
  featuredCharacters: { response: featuredCharactersResponseSchema },
} satisfies SchemasFor<typeof prayersContract>;
