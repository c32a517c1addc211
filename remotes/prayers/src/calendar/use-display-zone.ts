import { useCallback, useSyncExternalStore } from 'react';
import { selectUseUtc } from 'shared-domain/settings/settings-slice';
import { localTimeZone } from 'shared-domain/formatting/time-zone';
import { useAfterHydration } from 'shared-ui/hooks/use-collection';

const noSubscription = () => () => undefined;

/**
 * The player's zone as the site's time setting chooses it: UTC when "use UTC" is on, else the
 * browser's. Null on the server and while the page hydrates (the server cannot know it, and its
 * HTML is in server time), so hydrating changes nothing and the zone comes in the render after.
 */
export function useDisplayZone(): string | null {
  const useUtc = useAfterHydration(selectUseUtc, false);
  const browserZone = useSyncExternalStore(
    noSubscription,
    localTimeZone,
    useCallback(() => null, []),
  );
  if (browserZone === null) return null;
  return useUtc ? 'UTC' : browserZone;
}
