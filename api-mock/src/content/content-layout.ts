import type { z } from 'zod';
import { artistSchema } from 'shared-domain/schemas/artist';
import { characterSchema } from 'shared-domain/schemas/character';
import { foreverPrayerSchema } from 'shared-domain/schemas/forever-prayer';
import { kourindouRouletteSchema } from 'shared-domain/schemas/kourindou-roulette';
import { lastUpdateFileSchema } from 'shared-domain/schemas/last-update';
import { maintenanceSchema } from 'shared-domain/schemas/maintenance';
import { prayerSchema } from 'shared-domain/schemas/prayer';
import { rewardItemListSchema } from 'shared-domain/schemas/reward-item';
import { storyCardSchema } from 'shared-domain/schemas/story-card';
import { tagListSchema } from 'shared-domain/schemas/tag';
import { towerFloorSchema } from 'shared-domain/schemas/tower';
import { updateEntrySchema } from 'shared-domain/schemas/update-log';

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
  characters: folderKind({ folder: 'characters', schema: characterSchema, idOf: (c) => c.id, fileName: padded(4) }),
  storyCards: folderKind({ folder: 'story-cards', schema: storyCardSchema, idOf: (c) => c.id, fileName: padded(4) }),
  artists: folderKind({ folder: 'artists', schema: artistSchema, idOf: (a) => a.id, fileName: (id) => `${id}.json` }),
  prayers: folderKind({ folder: 'prayers', schema: prayerSchema, idOf: (p) => p.id, fileName: padded(4) }),
  foreverPrayers: folderKind({ folder: 'forever-prayers', schema: foreverPrayerSchema, idOf: (p) => p.id, fileName: padded(3) }),
  floors: folderKind({ folder: 'towers', schema: towerFloorSchema, idOf: (f) => f.floor, fileName: (n) => `floor-${String(n).padStart(3, '0')}.json` }),
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

/** Pretty JSON as content files store it: 2-space indent and a trailing newline. */
export const toContentJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
