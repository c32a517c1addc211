import { useEffect, useState } from 'react';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { coinMeter, pullButtons, RESULT_CELLS, type Pull, type SimulatorPrayer } from './simulator-session';
import { formatNumber } from 'shared-domain/formatting/format-number';
import { Button } from 'shared-ui/controls/button';
import { CharacterLink } from 'shared-ui/characters/character-link';
import { StarRating } from 'shared-ui/icons/star-rating';
import { useT } from '../../messages/catalogue';
import { useSimulator, type RolledItem } from './use-simulator';
import styles from './simulator.module.css';

type Pool = NonNullable<PrayerDetail['pool']>;

interface PrayerSimulatorProps {
  prayer: PrayerDetail;
  pool: Pool;
  simPrayer: SimulatorPrayer;
  /** null while a seed is being chosen (the page writes one into the URL first): shown, nothing can be pressed. */
  seed: number | null;
  replay: readonly Pull[];
  onNewSeed: () => void;
}

const pullKey = (p: Pull) => (p.kind === 'step-up' ? `u${p.index}` : p.kind);

/** 'Prayer Simulator': the pull buttons, ten result cells and the session's counters. */
export function PrayerSimulator({ simPrayer, seed, replay, onNewSeed }: PrayerSimulatorProps) {
  const t = useT();
  const { state, pull, reset, replaying: replayingPulls } = useSimulator(simPrayer, seed ?? 0, replay);
  // Without a seed yet the session's controls wait, as during a replay; a pull pressed then (even
  // before the page's scripts ran) is made once the seed is there, never dropped.
  const replaying = replayingPulls || seed === null;
  const [waitingPull, setWaitingPull] = useState<Pull | null>(null);
  useEffect(() => {
    if (seed === null || waitingPull === null) return;
    setWaitingPull(null);
    void pull(waitingPull);
  }, [seed, waitingPull, pull]);
  const buttons = pullButtons(t, simPrayer, state);
  const { counters } = state;
  const meter = coinMeter(counters.tokens);
  const cells: (RolledItem | null)[] = Array.from({ length: RESULT_CELLS }, (_, i) => state.results[i] ?? null);

  return (
    // Busy while it chooses its seed too: its buttons are disabled until then.
    <div className={styles.simulator} aria-busy={state.phase === 'pulling' || replaying}>
      <div className={styles.seedRow}>
        <span>
          {t('simulator.seed')}{' '}
          <output className={styles.seed} data-testid="simulator-seed">
            {seed ?? t('simulator.choosingSeed')}
          </output>
        </span>
        <span className={styles.muted}>{t('simulator.shareHint')}</span>
        <Button variant="ghost" onClick={onNewSeed} disabled={replaying}>
          {t('simulator.newSeed')}
        </Button>
      </div>
      <div className={styles.buttons} role="group" aria-label={t('simulator.pulls')}>
        {buttons.map((b) => (
          <Button
            key={pullKey(b.pull)}
            variant={b.pull.kind === 'multi' ? 'primary' : 'secondary'}
            disabled={b.disabled || replayingPulls}
            aria-busy={waitingPull !== null && pullKey(waitingPull) === pullKey(b.pull) ? true : undefined}
            onClick={() => (seed === null ? setWaitingPull(b.pull) : void pull(b.pull))}
            className={styles.pullButton}
          >
            <span>{b.label}</span>
            {b.cost ? <span className={styles.cost}>{b.cost}</span> : null}
          </Button>
        ))}
        <Button variant="ghost" onClick={reset} disabled={replaying}>
          {t('simulator.reset')}
        </Button>
      </div>
      {replayingPulls ? (
        <p role="status" className={styles.muted}>
          {t('simulator.replaying')}
        </p>
      ) : null}
      {state.error ? (
        <p role="alert" className={styles.error}>
          {state.error}
        </p>
      ) : null}
      <ol className={styles.cells} aria-label={t('simulator.pullResults')} data-testid="pull-results">
        {cells.map((item, i) => (
          <li key={i} className={styles.cell} data-filled={item ? '' : undefined} data-pick-up={item?.isPickUp ? '' : undefined}>
            {item ? <ResultCell item={item} /> : <span className={styles.emptyCell} role="img" aria-label={t('simulator.emptySlot')} />}
          </li>
        ))}
      </ol>
      <section aria-labelledby="prayer-results-heading" className={styles.results}>
        <h3 id="prayer-results-heading" className={styles.subheading}>
          {t('simulator.resultsHeading')}
        </h3>
        <dl className={styles.counters} data-testid="prayer-counters">
          <Counter label={t('simulator.characters')} value={counters.characters} />
          <Counter label={t('simulator.storyCards', { stars: '★★★★★' })} value={counters.card5} />
          <Counter label={t('simulator.storyCards', { stars: '★★★★' })} value={counters.card4} />
          <Counter label={t('simulator.storyCards', { stars: '★★★' })} value={counters.card3} />
          <div className={`${styles.counter} ${styles.wide}`}>
            <dt>{t('simulator.tokens')}</dt>
            <dd>
              <span data-testid="counter-tokens">{formatNumber(counters.tokens)}</span>
              <meter
                className={styles.meter}
                min={0}
                max={meter.scale}
                value={meter.value}
                aria-label={t('simulator.coinMeter', { value: meter.value, scale: meter.scale })}
              />
              <span className={styles.muted}>
                {meter.value}/{meter.scale}
                {meter.full > 0 ? ` ${t('simulator.meterFull', { full: meter.full })}` : ''}
              </span>
            </dd>
          </div>
          <Counter label={t('simulator.scSpent')} value={counters.sc} />
          <Counter label={t('simulator.gcSpent')} value={counters.gc} />
          <Counter label={t('simulator.dust')} value={counters.dust} />
          <Counter label={t('simulator.pullsMade')} value={state.pullNo} />
        </dl>
      </section>
    </div>
  );
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <div className={styles.counter}>
      <dt>{label}</dt>
      <dd>{formatNumber(value)}</dd>
    </div>
  );
}

function ResultCell({ item }: { item: RolledItem }) {
  const t = useT();
  const body = (
    <>
      <img src={item.img} alt="" width={64} height={64} className={styles.cellImage} loading="lazy" decoding="async" />
      <span className={styles.cellName}>{item.shortName || item.name}</span>
      {item.type === 'card' ? (
        <StarRating stars={item.metadata.stars ?? 0} size={10} />
      ) : (
        <span className={styles.cellKind}>{t('simulator.character')}</span>
      )}
      {item.isPickUp ? <span className={styles.pickUp}>{t('simulator.pickUp')}</span> : null}
    </>
  );
  if (item.type === 'chara') {
    return (
      <CharacterLink id={item.id} className={styles.cellButton} title={item.name}>
        {body}
      </CharacterLink>
    );
  }
  return (
    <div className={styles.cellBody} title={item.name}>
      {body}
    </div>
  );
}
