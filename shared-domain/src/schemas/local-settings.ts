import { z } from 'zod';

/** Settings kept in the browser (spec section 3). */
export const localSettingsSchema = z.object({
  'jp-content': z.boolean(),
  'use-utc': z.boolean(),
  'element-lang': z.enum(['en', 'jp']),
  'use-traditional-name': z.boolean(),
  'use-translit-name': z.boolean(),
  /** Batch size for progressive lists, 1..1000 (default 10). */
  'scroll-batch': z.number().int().min(1).max(1000),
  theme: z.enum(['dark', 'light']),
});
export type LocalSettings = z.infer<typeof localSettingsSchema>;

export const DEFAULT_LOCAL_SETTINGS: LocalSettings = {
  'jp-content': false,
  'use-utc': false,
  'element-lang': 'en',
  'use-traditional-name': false,
  'use-translit-name': false,
  'scroll-batch': 10,
  theme: 'dark',
};
