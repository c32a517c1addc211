import { useRitualDateQuery, useRitualPoolQuery, useStandardPoolQuery, useStandardPrayerDateQuery } from 'shared-ui/api/characters-api';
import { useSpecialPrayerQuery } from '../prayers-api';
import type { Pool } from '../prayer-pages';

/** Each pool's three calls: its characters, its date batches and its current prayer (the simulator). */
export const usePoolCharacters = (pool: Pool) => {
  const standard = useStandardPoolQuery(undefined, { skip: pool !== 'standard' });
  const ritual = useRitualPoolQuery(undefined, { skip: pool !== 'ritual' });
  return pool === 'standard' ? standard : ritual;
};

export const usePoolBatches = (pool: Pool) => {
  const standard = useStandardPrayerDateQuery(undefined, { skip: pool !== 'standard' });
  const ritual = useRitualDateQuery(undefined, { skip: pool !== 'ritual' });
  return pool === 'standard' ? standard : ritual;
};

export const usePoolPrayer = (pool: Pool) => useSpecialPrayerQuery({ type: pool });
