import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLatestSearchParams } from 'shared-ui/hooks/use-latest-search-params';
import { errorMessage } from 'shared-domain/api/error-message';
import type { RollResponse } from 'shared-domain/schemas/api/prayers';
import {
  initialSession,
  PULL_COOLDOWN_MS,
  rollRequest,
  simulatorReducer,
  type Pull,
  type SimulatorEvent,
  type SimulatorPrayer,
  type SimulatorState,
} from './simulator-session';
import { PULLS_PARAM, serialisePulls } from './simulator-url';
import { useRollMutation } from '../../prayers-api';

export type RolledItem = RollResponse['result'][number];
export type Session = SimulatorState<RolledItem>;

/**
 * The simulator's session for one prayer and one seed: pulls go to the server one at a time, the
 * buttons lock while one is in flight and ~20 ms after, and every successful pull is logged into
 * the URL (`pulls`) so the link replays the session. `replay` pulls are made once on mount.
 */
export function useSimulator(prayer: SimulatorPrayer, seed: number, replay: readonly Pull[]) {
  const [roll] = useRollMutation();
  const [, setParams] = useLatestSearchParams();
  const stateRef = useRef<Session>(initialSession<RolledItem>(prayer));
  const [state, setState] = useState<Session>(stateRef.current);
  const [replaying, setReplaying] = useState(replay.length > 0);
  const replayingRef = useRef(replay.length > 0);
  const mounted = useRef(true);

  // One source of truth updated synchronously, so a pull reads the state its body is built from.
  const apply = useCallback(
    (event: SimulatorEvent<RolledItem>) => {
      stateRef.current = simulatorReducer(prayer, stateRef.current, event);
      if (mounted.current) setState(stateRef.current);
    },
    [prayer],
  );

  const writeLog = useCallback(
    (log: readonly Pull[]) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (log.length > 0) next.set(PULLS_PARAM, serialisePulls(log));
          else next.delete(PULLS_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const pullOnce = useCallback(
    async (pull: Pull): Promise<boolean> => {
      const before = stateRef.current;
      apply({ type: 'pull-started', pull });
      if (stateRef.current === before) return false;
      const { epoch } = stateRef.current;
      try {
        const answer = await roll(rollRequest(prayer, before, pull, seed)).unwrap();
        apply({ type: 'pull-succeeded', epoch, pull, answer });
        return stateRef.current.epoch === epoch;
      } catch (error) {
        console.error('[simulator] roll failed', error);
        apply({ type: 'pull-failed', epoch, message: errorMessage(error) });
        return false;
      }
    },
    [apply, prayer, roll, seed],
  );

  const pull = useCallback(
    async (p: Pull) => {
      if (replayingRef.current) return;
      const ok = await pullOnce(p);
      if (!ok) return;
      // The results paint first; the URL (a router update that re-renders the page) follows.
      const { log } = stateRef.current;
      startTransition(() => writeLog(log));
      setTimeout(() => apply({ type: 'cooldown-ended' }), PULL_COOLDOWN_MS);
    },
    [apply, pullOnce, writeLog],
  );

  // A pasted link: make its pulls again, in order, with the same seed.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (replay.length === 0) return undefined;
    let cancelled = false;
    void (async () => {
      for (const p of replay) {
        if (cancelled) return;
        const ok = await pullOnce(p);
        apply({ type: 'cooldown-ended' });
        if (!ok) break;
      }
      if (cancelled) return;
      replayingRef.current = false;
      setReplaying(false);
      writeLog(stateRef.current.log);
    })();
    return () => {
      cancelled = true;
      // A replay cut short (a remount) starts again from an empty session; late answers are dropped.
      stateRef.current = initialSession<RolledItem>(prayer, stateRef.current.epoch + 1);
    };
    // The replay runs once per mounted session (the parent remounts on a new seed).
  }, []);

  const reset = useCallback(() => {
    if (replayingRef.current) return;
    apply({ type: 'reset' });
    writeLog([]);
  }, [apply, writeLog]);

  return { state, pull, reset, replaying };
}
