import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { newSeed, parsePulls, parseSeed, PULLS_PARAM, SEED_PARAM } from './simulator-url';
import { PrayerSimulator } from './prayer-simulator';
import { toSimulatorPrayer } from './simulator-prayer';
import styles from './simulator.module.css';

type Pool = NonNullable<PrayerDetail['pool']>;

/**
 * The simulator bound to the URL's seed: without one (or with a bad one) a new seed is written
 * first, so every session can be shared; a new seed starts a new session (the simulator remounts).
 */
export function SeededSimulator({ prayer, pool }: { prayer: PrayerDetail; pool: Pool }) {
  const [params, setParams] = useSearchParams();
  const { seed, problem: seedProblem } = parseSeed(params.get(SEED_PARAM));
  const [notice, setNotice] = useState<string | null>(null);
  const simPrayer = useMemo(() => toSimulatorPrayer(prayer, pool), [prayer, pool]);

  const startNew = (message: string | null) => {
    setNotice(message);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(SEED_PARAM, String(newSeed(Math.random)));
        next.delete(PULLS_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  useEffect(() => {
    if (seed === null) startNew(seedProblem);
    // Only a missing or bad seed triggers this; startNew is stable enough for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seed, seedProblem]);

  // The link's pulls are read once, for the link's own seed; later `pulls` come from the session.
  const [initial] = useState(() => ({ seed, replay: parsePulls(params.get(PULLS_PARAM)) }));
  const { replay } = initial;

  // No seed yet (one is being written into the URL): the simulator shows, every button waiting.
  const firstSeed = seed !== null && initial.seed === seed;
  return (
    <>
      {notice ? (
        <p role="alert" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      {firstSeed && replay.problem ? (
        <p role="alert" className={styles.notice}>
          {replay.problem}
        </p>
      ) : null}
      <PrayerSimulator
        key={`${prayer.id}:${seed ?? 'choosing'}`}
        prayer={prayer}
        pool={pool}
        simPrayer={simPrayer}
        seed={seed}
        replay={firstSeed ? replay.pulls : []}
        onNewSeed={() => startNew(null)}
      />
    </>
  );
}
