import { z } from 'zod';
import { CHARACTER_TYPES } from '../characters/character-types';
import { CHARACTER_STATUSES } from '../characters/character-statuses';
import { ELEMENTS } from '../constants/elements';
import { ROLES } from '../constants/roles';
import { ANOMALIES } from '../constants/anomalies';
import { UNIVERSE_CODE_PATTERN } from '../constants/universes';

/**
 * An ISO-8601 UTC instant with second precision, e.g. "2024-05-10T03:00:00Z" (content files).
 * The round trip through Date rejects impossible dates such as February 30.
 */
export const isoDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, 'expected an ISO-8601 UTC time like 2024-05-10T03:00:00Z')
  .refine((s) => {
    const t = Date.parse(s);
    return Number.isFinite(t) && new Date(t).toISOString().slice(0, 19) === s.slice(0, 19);
  }, 'not a real calendar date/time');
export type IsoDateTime = z.infer<typeof isoDateTimeSchema>;

/** A timestamp in milliseconds since the epoch, as API responses carry `lastUpdate`. */
export const timestampMsSchema = z.number().int().nonnegative();

/** Image paths are site-absolute static paths under /images/. */
export const imagePathSchema = z.string().regex(/^\/images\/[A-Za-z0-9._/-]+$/, 'expected a path under /images/');

export const urlSchema = z.url({ protocol: /^https?$/ });

/** Positive integer ids: characters (unit ids), story cards, prayers, maintenance, updates. */
export const characterIdSchema = z.number().int().positive();
export const storyCardIdSchema = z.number().int().positive();
export const prayerIdSchema = z.number().int().positive();
export const foreverPrayerIdSchema = z.number().int().positive();
export const maintenanceIdSchema = z.number().int().positive();

/** Slug ids (lower-case words joined by hyphens): artists, tags, reward items. */
export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lower-case slug like "some-name-2"');
export const artistIdSchema = slugSchema;
export const tagIdSchema = slugSchema;
export const itemIdSchema = slugSchema;

export const characterTypeSchema = z.enum(CHARACTER_TYPES);
export const characterStatusSchema = z.enum(CHARACTER_STATUSES);
export const elementSchema = z.enum(ELEMENTS);
export const roleSchema = z.enum(ROLES);
export const anomalySchema = z.enum(ANOMALIES);
export const universeSchema = z.string().regex(UNIVERSE_CODE_PATTERN, 'expected a universe code such as L1, A7 or C5>');

/** How much of a date is shown: all, month and year only, or nothing. */
export const DATE_MODES = ['all', 'no-date', 'none'] as const;
export const dateModeSchema = z.enum(DATE_MODES);
export type DateMode = z.infer<typeof dateModeSchema>;

/** Free-form metadata values attached to buffs, abilities and skill effects. */
export const metadataSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type Metadata = z.infer<typeof metadataSchema>;

/** A non-empty, trimmed display string. */
export const textSchema = z
  .string()
  .min(1)
  .refine((s) => s.trim() === s, 'must not start or end with spaces');
