import { homeResponseSchema, updatesQuerySchema, updatesResponseSchema } from '../../schemas/api/general';
import type { SchemasFor } from './endpoint-schemas';
import type { generalContract } from './general';

export const generalSchemas = {
  home: { response: homeResponseSchema },
  updates: { query: updatesQuerySchema, response: updatesResponseSchema },
} satisfies SchemasFor<typeof generalContract>;
