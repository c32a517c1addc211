import type { z } from 'zod';
import { artistSchema } from 'shared-domain/schemas/artist';
import { characterFileSchema } from 'shared-domain/schemas/character';
import { foreverPrayerSchema } from 'shared-domain/schemas/forever-prayer';
import { kourindouRouletteSchema } from 'shared-domain/schemas/kourindou-roulette';
import { maintenanceSchema } from 'shared-domain/schemas/maintenance';
import { prayerSchema } from 'shared-domain/schemas/prayer';
import { storyCardSchema } from 'shared-domain/schemas/story-card';
import { tagListSchema } from 'shared-domain/schemas/tag';
import { towerFloorSchema } from 'shared-domain/schemas/tower';
import { updateEntrySchema } from 'shared-domain/schemas/update-log';
import { lastUpdateFileSchema } from './last-update';
import { rewardItemListSchema } from './reward-item';

// Where each kind of content lives and how its files are named. The generator writes with these
// names and the checker insists on them, so a file is always found where its id says.

const padded = (width: number) => (id: number | string) => `${String(id).padStart(width, '0')}.json`;

/** A folder holding one entity per file. */
export interface FolderKind<S extends z.ZodType> {
  folder: string;
  schema: S;
  /** The entity's id (used for duplicate detection and the file-name rule). */
  idOf: (entity: z.infer<S>) => number | string;
  fileName: (id: number | string) => string;
}

const folderKind = <S extends z.ZodType>(k: FolderKind<S>): FolderKind<S> => k;

export const FOLDER_KINDS = {
  characters: folderKind({ folder: 'characters', schema: characterFileSchema, idOf: (c) => c.id, fileName: padded(4) }),
  storyCards: folderKind({ folder: 'story-cards', schema: storyCardSchema, idOf: (c) => c.id, fileName: padded(4) }),
  artists: folderKind({ folder: 'artists', schema: artistSchema, idOf: (a) => a.id, fileName: (id) => `${id}.json` }),
  prayers: folderKind({ folder: 'prayers', schema: prayerSchema, idOf: (p) => p.id, fileName: padded(4) }),
  foreverPrayers: folderKind({ folder: 'forever-prayers', schema: foreverPrayerSchema, idOf: (p) => p.id, fileName: padded(3) }),
  floors: folderKind({
    folder: 'towers',
    schema: towerFloorSchema,
    idOf: (f) => f.floor,
    fileName: (n) => `floor-${String(n).padStart(3, '0')}.json`,
  }),
  updates: folderKind({ folder: 'updates', schema: updateEntrySchema, idOf: (u) => u.number, fileName: padded(3) }),
  maintenance: folderKind({ folder: 'maintenance', schema: maintenanceSchema, idOf: (m) => m.id, fileName: padded(3) }),
};
export type FolderKindName = keyof typeof FOLDER_KINDS;

/** Single files under meta/. */
export const META_FILES = {
  tags: { file: 'meta/tags.json', schema: tagListSchema },
  rewardItems: { file: 'meta/reward-items.json', schema: rewardItemListSchema },
  kourindouRoulette: { file: 'meta/kourindou-roulette.json', schema: kourindouRouletteSchema },
  lastUpdate: { file: 'meta/last-update.json', schema: lastUpdateFileSchema },
};
export type MetaFileName = keyof typeof META_FILES;

const INLINE_ARRAY_WIDTH = 80;
const INLINE_ROW_WIDTH = 100;

/** One-line form of a small record: { "id": 1003, "chance": { "sc": 0.5, "gc": 1 } }. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return entries.length ? `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

function format(value: unknown, indent: string, inArray = false): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    // Short lists of numbers/strings stay on one line ([355, 395, 430]), as Prettier would print them.
    if (value.every((v) => v === null || typeof v !== 'object')) {
      const inline = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
      if (inline.length <= INLINE_ARRAY_WIDTH) return inline;
    }
    const inner = indent + '  ';
    return `[\n${value.map((v) => inner + format(v, inner, true)).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    // Small records inside lists (pool entries, aliases, rewards) read best as one row each.
    if (inArray) {
      const row = inline(value);
      if (row.length + indent.length <= INLINE_ROW_WIDTH && !/[[{].*[[{].*[[{]/.test(row.slice(1))) return row;
    }
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const inner = indent + '  ';
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${format(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/**
 * JSON as content files store it: 2-space indent, short scalar arrays on one line, and a trailing
 * newline. Parses back to the same value as JSON.stringify would.
 */
export const toContentJson = (value: unknown): string => `${format(value, '')}\n`;
