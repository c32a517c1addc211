import { useEffect, useMemo, useState } from 'react';
import { useLatestSearchParams } from 'shared-ui/hooks/use-latest-search-params';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { messageText, useT, type Message } from '../../messages/catalogue';
import { newSeed, parsePulls, parseSeed, PULLS_PARAM, SEED_PARAM } from './simulator-url';
import { PrayerSimulator } from './prayer-simulator';
import { toSimulatorPrayer } from './simulator-prayer';
import styles from './simulator.module.css';

type Pool = NonNullable<PrayerDetail['pool']>;

/** A new seed, never the page's own (which would continue the first session). */
function freshSeed(pageSeed: number): number {
  let seed = newSeed(Math.random);
  while (seed === pageSeed) seed = newSeed(Math.random);
  return seed;
}

/**
 * The simulator bound to the URL's seed: without one (or with a bad one) a new seed is written
 * first, so every session can be shared; a new seed starts a new session (the simulator remounts).
 */
export function SeededSimulator({ prayer, pool }: { prayer: PrayerDetail; pool: Pool }) {
  const t = useT();
  const [params, setParams] = useLatestSearchParams();
  const rawSeed = params.get(SEED_PARAM);
  // One problem object per address, so the effect below runs when the seed changes, not at each render.
  const { seed, problem: seedProblem } = useMemo(() => parseSeed(rawSeed), [rawSeed]);
  const [notice, setNotice] = useState<Message | null>(null);
  // The seed this page writes when its address has none (or a bad one), chosen up front so that
  // the render which first sees it in the URL knows it.
  const [pageSeed] = useState(() => newSeed(Math.random));
  const simPrayer = useMemo(() => toSimulatorPrayer(prayer, pool), [prayer, pool]);

  const startNew = (message: Message | null, chosen: number) => {
    setNotice(message);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(SEED_PARAM, String(chosen));
        next.delete(PULLS_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  useEffect(() => {
    if (seed === null) startNew(seedProblem, pageSeed);
    // Only a missing or bad seed triggers this; startNew is stable enough for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seed, seedProblem]);

  // The link's pulls are read once, for the link's own seed; later `pulls` come from the session.
  const [initial] = useState(() => ({ seed, replay: parsePulls(params.get(PULLS_PARAM)) }));
  const { replay } = initial;

  // No seed yet (one is being written into the URL): the simulator shows, every button waiting.
  const firstSeed = seed !== null && initial.seed === seed;
  // The page's own seed goes on with the session shown while it was chosen (nothing was pulled
  // yet): no remount, so a server-rendered simulator is hydrated, not thrown away and built again.
  // A seed the player asks for starts a new session.
  const session = seed === null || seed === pageSeed ? 'first' : seed;
  return (
    <>
      {notice ? (
        <p role="alert" className={styles.notice}>
          {messageText(t, notice)}
        </p>
      ) : null}
      {firstSeed && replay.problem ? (
        <p role="alert" className={styles.notice}>
          {messageText(t, replay.problem)}
        </p>
      ) : null}
      <PrayerSimulator
        key={`${prayer.id}:${session}`}
        prayer={prayer}
        pool={pool}
        simPrayer={simPrayer}
        seed={seed}
        replay={firstSeed ? replay.pulls : []}
        onNewSeed={() => startNew(null, freshSeed(pageSeed))}
      />
    </>
  );
}
