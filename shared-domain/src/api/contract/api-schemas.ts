import type { ApiDomain } from './api-contract';
import { charactersSchemas } from './characters-schemas';
import type { EndpointSchemas } from './endpoint-schemas';
import { generalSchemas } from './general-schemas';
import { prayersSchemas } from './prayers-schemas';
import { storyCardsSchemas } from './story-cards-schemas';
import { towersSchemas } from './towers-schemas';

/** The zod half of the contract, by domain and endpoint name (server, tests, development checks). */
export const API_SCHEMAS = {
  general: generalSchemas,
  characters: charactersSchemas,
  prayers: prayersSchemas,
  towers: towersSchemas,
  'story-cards': storyCardsSchemas,
} satisfies Record<ApiDomain, Record<string, EndpointSchemas>>;
