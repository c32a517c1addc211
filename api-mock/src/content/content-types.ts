import type { Artist } from 'shared-domain/schemas/artist';
import type { Character } from 'shared-domain/schemas/character';
import type { ForeverPrayer } from 'shared-domain/schemas/forever-prayer';
import type { KourindouRoulette } from 'shared-domain/schemas/kourindou-roulette';
import type { Maintenance } from 'shared-domain/schemas/maintenance';
import type { Prayer } from 'shared-domain/schemas/prayer';
import type { LastUpdateSection } from './last-update';
import type { RewardItem } from './reward-item';
import type { StoryCard } from 'shared-domain/schemas/story-card';
import type { Tag } from 'shared-domain/schemas/tag';
import type { TowerFloor } from 'shared-domain/schemas/tower';
import type { UpdateEntry } from 'shared-domain/schemas/update-log';

/**
 * The validated, in-memory content database the API serves from. Every list is sorted by its id
 * (floors by floor number, updates by number); every map holds the same objects as its list.
 * Objects are frozen (deeply): views must copy, never mutate.
 */
export interface Content {
  /** Absolute directory the content was loaded from. */
  dir: string;
  characters: readonly Character[];
  characterById: ReadonlyMap<number, Character>;
  storyCards: readonly StoryCard[];
  storyCardById: ReadonlyMap<number, StoryCard>;
  artists: readonly Artist[];
  artistById: ReadonlyMap<string, Artist>;
  prayers: readonly Prayer[];
  prayerById: ReadonlyMap<number, Prayer>;
  foreverPrayers: readonly ForeverPrayer[];
  foreverPrayerById: ReadonlyMap<number, ForeverPrayer>;
  kourindouRoulette: KourindouRoulette;
  /** Floors 1..N in order (floorByNumber.get(n) === floors[n - 1]). */
  floors: readonly TowerFloor[];
  floorByNumber: ReadonlyMap<number, TowerFloor>;
  rewardItems: readonly RewardItem[];
  rewardItemById: ReadonlyMap<string, RewardItem>;
  tags: readonly Tag[];
  tagById: ReadonlyMap<string, Tag>;
  /** Update-log entries, ascending by number (the API pages them newest first). */
  updates: readonly UpdateEntry[];
  updateByNumber: ReadonlyMap<number, UpdateEntry>;
  maintenance: readonly Maintenance[];
  /** Per-section lastUpdate stamps in ms since the epoch, as responses carry them. */
  lastUpdate: Readonly<Record<LastUpdateSection, number>>;
}

/** Thrown by loadContent when any file is missing, unreadable or invalid; nothing is half-loaded. */
export class ContentError extends Error {
  constructor(
    readonly dir: string,
    /** One line per problem: "<file relative to dir>: <path inside it>: <what is wrong>". */
    readonly messages: readonly string[],
  ) {
    super(
      `Invalid content in ${dir} (${messages.length} problem${messages.length === 1 ? '' : 's'}):\n${messages.map((m) => `  ${m}`).join('\n')}`,
    );
    this.name = 'ContentError';
  }
}
