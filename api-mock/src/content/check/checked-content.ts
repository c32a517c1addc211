import type { Artist } from 'shared-domain/schemas/artist';
import type { Character } from 'shared-domain/schemas/character';
import type { ForeverPrayer } from 'shared-domain/schemas/forever-prayer';
import type { KourindouRoulette } from 'shared-domain/schemas/kourindou-roulette';
import type { Maintenance } from 'shared-domain/schemas/maintenance';
import type { Prayer } from 'shared-domain/schemas/prayer';
import type { StoryCard } from 'shared-domain/schemas/story-card';
import type { Tag } from 'shared-domain/schemas/tag';
import type { TowerFloor } from 'shared-domain/schemas/tower';
import type { UpdateEntry } from 'shared-domain/schemas/update-log';
import type { LastUpdateFile } from '../last-update';
import type { RewardItem } from '../reward-item';
import type { Sourced } from './validate-schemas';

/** Every entity that passed its schema, with the file it came from (for cross-file messages). */
export interface SchemaValidContent {
  characters: Sourced<Character>[];
  storyCards: Sourced<StoryCard>[];
  artists: Sourced<Artist>[];
  prayers: Sourced<Prayer>[];
  foreverPrayers: Sourced<ForeverPrayer>[];
  floors: Sourced<TowerFloor>[];
  updates: Sourced<UpdateEntry>[];
  maintenance: Sourced<Maintenance>[];
  tags: Sourced<Tag[]> | undefined;
  rewardItems: Sourced<RewardItem[]> | undefined;
  kourindouRoulette: Sourced<KourindouRoulette> | undefined;
  lastUpdate: Sourced<LastUpdateFile> | undefined;
  /**
   * Ids (read from the file names) of files that exist but failed to parse or validate. Their own
   * errors are reported; references to them are not reported again as "does not exist".
   */
  brokenIds: Set<number | string>;
}
