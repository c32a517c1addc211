import { isReleasedAt, type FloorRelease } from '../floor/floor-list';

/**
 * A floor reward shows only once its release time (the floor's global release) has passed,
 * unless JP content is on.
 */
export function isRewardVisible(release: Pick<FloorRelease, 'global'>, now: number, jpContent: boolean): boolean {
  return jpContent || isReleasedAt(release.global, now);
}

/** The rewards of a floor as shown: all of them, or none while the floor is not released. */
export function visibleRewards<T>(rewards: readonly T[], release: Pick<FloorRelease, 'global'>, now: number, jpContent: boolean): T[] {
  return isRewardVisible(release, now, jpContent) ? [...rewards] : [];
}
