import { z } from 'zod';
import { isoDateTimeSchema } from 'shared-domain/schemas/common';

/** Per-section "last updated" stamps (content stores ISO; API responses carry ms numbers). */
export const LAST_UPDATE_SECTIONS = ['home', 'characters', 'storyCards', 'artists', 'prayers', 'towers', 'updates'] as const;
export type LastUpdateSection = (typeof LAST_UPDATE_SECTIONS)[number];

export const lastUpdateFileSchema = z.strictObject(
  Object.fromEntries(LAST_UPDATE_SECTIONS.map((s) => [s, isoDateTimeSchema])) as Record<LastUpdateSection, typeof isoDateTimeSchema>,
);
export type LastUpdateFile = z.infer<typeof lastUpdateFileSchema>;
