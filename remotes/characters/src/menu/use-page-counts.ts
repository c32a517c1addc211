import { visibleUnits, type SpoilerView } from 'shared-domain/characters/spoilers';
import type { CharacterThumbnail } from 'shared-domain/schemas/character-views';
import {
  useChronologicalQuery,
  usePrayerTypeQuery,
  useRebirthCostumeDateQuery,
  useRebirthDateQuery,
  useReleaseDateQuery,
  useRoleTypeQuery,
  useUniverseQuery,
  useUnreleasedQuery,
  useVariantsQuery,
} from 'shared-ui/api/characters-api';
import type { CharacterPagePath } from '../character-pages';
import { useSpoilerView } from '../character-grid/use-spoiler-view';

type Lists = readonly (readonly CharacterThumbnail[])[] | undefined;

const countOf = (lists: Lists, view: SpoilerView): number | null =>
  lists ? lists.reduce((n, units) => n + visibleUnits(units, view).length, 0) : null;

/**
 * How many units each character page shows, counted with the same spoiler rules as the pages
 * (null until its data is here). Fetching them also warms the cache for the page the visitor opens.
 */
export function usePageCounts(): Record<CharacterPagePath, number | null> {
  const view = useSpoilerView();
  const chronological = useChronologicalQuery().data;
  const variants = useVariantsQuery().data;
  const universe = useUniverseQuery().data;
  const release = useReleaseDateQuery().data;
  const rebirth = useRebirthDateQuery().data;
  const costume = useRebirthCostumeDateQuery().data;
  const unreleased = useUnreleasedQuery().data;
  const prayerType = usePrayerTypeQuery().data;
  const roleType = useRoleTypeQuery().data;
  return {
    'conventional-list': countOf(
      chronological?.content.map((g) => g.data),
      view,
    ),
    'variant-tracker': countOf(
      variants?.content.map((g) => g.characters),
      view,
    ),
    'universe-tracker': countOf(
      universe?.content.map((g) => g.characters),
      view,
    ),
    'release-order': countOf(release ? [release.content] : undefined, view),
    'rebirth-order': countOf(
      rebirth?.content.map((b) => b.characters),
      view,
    ),
    'rebirth-costume-order': countOf(
      costume?.content.map((b) => b.characters),
      view,
    ),
    'unreleased-characters': countOf(unreleased ? Object.values(unreleased.content) : undefined, view),
    'prayer-type': countOf(
      prayerType?.content.map((g) => g.characters),
      view,
    ),
    'role-type': countOf(
      roleType?.content.map((g) => g.characters),
      view,
    ),
  };
}
