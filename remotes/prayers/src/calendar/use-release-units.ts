import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useReleaseDateQuery, useUnreleasedQuery } from 'shared-ui/api/characters-api';
import type { ReleasedUnit } from './projection';

const NONE: readonly ReleasedUnit[] = [];

/**
 * The units the projection measures and moves: those with a global date (release order) and those
 * out in JP only, each with its JP release date. Asked for only with JP content on, so the server's
 * HTML (rendered without it) never carries them.
 */
export function useReleaseUnits(jpContent: boolean): readonly ReleasedUnit[] {
  const released = useReleaseDateQuery(jpContent ? undefined : skipToken);
  const unreleased = useUnreleasedQuery(jpContent ? undefined : skipToken);
  return useMemo(
    () => (jpContent && released.data && unreleased.data ? [...released.data.content, ...unreleased.data.content.jp] : NONE),
    [jpContent, released.data, unreleased.data],
  );
}
