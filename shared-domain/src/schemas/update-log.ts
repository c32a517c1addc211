import { z } from 'zod';
import { isoDateTimeSchema, textSchema, urlSchema } from './common';

/** An absolute http(s) URL or a path on this site ("/characters?id=1001"). */
export const linkSchema = z.union([
  urlSchema,
  z.string().regex(/^\/(?![/\\])[^\s\\]*$/, 'expected an http(s) URL or a site path starting with /'),
]);

const updateItemFields = {
  detail: textSchema,
  urls: z.array(linkSchema),
  /** Spoiler items (JP content) stay hidden until revealTime unless JP content is on. */
  spoiler: z.boolean(),
  revealTime: isoDateTimeSchema.nullable(),
};
export const updateSubItemSchema = z.strictObject(updateItemFields);
export const updateItemSchema = z.strictObject({ ...updateItemFields, subItems: z.array(updateSubItemSchema) });
export type UpdateItem = z.infer<typeof updateItemSchema>;

/** An update-log entry; one content file per entry, numbered 1..N. */
export const updateEntrySchema = z.strictObject({
  /** Entry number; pages are fetched after the last loaded number. */
  number: z.number().int().positive(),
  /** Site version, e.g. "2.14.0". */
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'expected a version like 2.14.0'),
  timestamp: isoDateTimeSchema,
  title: textSchema,
  subtitle: z.string().nullable(),
  /** A major (multi-section) update rather than a minor one. */
  complex: z.boolean(),
  features: z.array(updateItemSchema),
  contents: z.array(updateItemSchema),
  fixes: z.array(updateItemSchema),
  data: z.array(updateItemSchema),
});
export type UpdateEntry = z.infer<typeof updateEntrySchema>;
