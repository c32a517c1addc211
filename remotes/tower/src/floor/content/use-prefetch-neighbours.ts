import { useEffect } from 'react';
import { neighbourFloors } from '../floor-list';
import { towersApi } from '../../towers-api';

/**
 * Fetches the floors above and below ahead of time (into the shared RTK Query cache), so the next
 * step shows its content right after the 250 ms fade-out instead of waiting for the network.
 * Waits until the current floor has arrived so it never competes with it.
 */
export function usePrefetchNeighbours(floor: number, maxFloor: number | null, currentLoaded: boolean) {
  const prefetch = towersApi.usePrefetch('towerDetail');
  useEffect(() => {
    if (!currentLoaded || maxFloor === null) return;
    for (const f of neighbourFloors(floor, maxFloor)) prefetch({ floor: f });
  }, [floor, maxFloor, currentLoaded, prefetch]);
}
