import { useRef } from 'react';
import { formatNumber } from 'shared-domain/formatting/format-number';
import type { HomeCounter, StoryCardCounter } from 'shared-domain/schemas/api/general';
import { useT } from '../../messages/catalogue';
import { counterValues } from './counter-values';
import { DONUT_INNER_RADIUS, DONUT_OUTER_RADIUS, donutSegments } from './donut';
import { useCountUp } from './use-count-up';
import styles from './home.module.css';

/** A number that counts up (see useCountUp). */
function Count({ value, className }: { value: number; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  return (
    <span className={className} ref={ref}>
      {useCountUp(ref, value)}
    </span>
  );
}

const DONUT_VIEW_BOX = '-200 -200 400 400';

/** One colour per counter group (decorative: the legend carries the numbers). */
const GROUP_COLOURS: Record<string, string> = {
  standard: '#8d9bb5',
  festival: '#f2c94c',
  ultra: '#6fcf97',
  ex: '#bb6bd9',
  relic: '#56ccf2',
  genic: '#f78fb3',
  epic: '#eb5757',
  pure: '#f4f1e8',
  ds: '#2f80ed',
  yukkuri: '#c08457',
};

/** Playable characters by type: a donut and the counters beside it. */
export function CharacterCounts({ counter }: { counter: HomeCounter }) {
  const t = useT();
  const values = counterValues(counter);
  const total = values.reduce((sum, v) => sum + v.count, 0);
  const segments = donutSegments(values.map((v) => ({ id: v.id, value: v.count })));
  const totalRef = useRef<SVGTextElement>(null);
  const totalText = useCountUp(totalRef, total);
  const ringRadius = (DONUT_OUTER_RADIUS + DONUT_INNER_RADIUS) / 2;
  const ringWidth = DONUT_OUTER_RADIUS - DONUT_INNER_RADIUS;
  return (
    <div className={styles.counts}>
      <div className={styles.donut} role="img" aria-label={t('home.charactersByType', { total: formatNumber(total) })}>
        <svg className={styles.donutLayer} viewBox={DONUT_VIEW_BOX} aria-hidden="true">
          <circle r={ringRadius} fill="none" stroke="var(--border)" strokeWidth={ringWidth} />
          <text ref={totalRef} className={styles.donutTotal} textAnchor="middle" dominantBaseline="central">
            {totalText}
          </text>
        </svg>
        {/*
          The segments show clockwise from 12 o'clock: each half of the donut is seen through a window that
          turns about the centre while the ring inside it turns back, so the ring stays still and the window
          sweeps over it. Only transforms change, which the compositor animates: no frame of the page's own.
        */}
        {(['right', 'left'] as const).map((side) => (
          <div key={side} className={`${styles.donutHalf} ${styles[side]}`} aria-hidden="true">
            <div className={styles.donutTurn}>
              <div className={styles.donutWindow}>
                <svg className={styles.donutRing} viewBox={DONUT_VIEW_BOX}>
                  {segments.map((s) => (
                    <path key={s.id} d={s.path} fill={GROUP_COLOURS[s.id]} />
                  ))}
                </svg>
              </div>
            </div>
          </div>
        ))}
      </div>
      <ul className={styles.legend}>
        {values.map((v) => (
          <li key={v.id}>
            <span className={styles.swatch} style={{ background: GROUP_COLOURS[v.id] }} aria-hidden="true" />
            <span>{t(v.label)}</span>
            <Count className={styles.count} value={v.count} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const STARS = [
  ['s5', '★★★★★'],
  ['s4', '★★★★'],
  ['s3', '★★★'],
  ['s1', '★'],
] as const;
const SUITS = [
  ['plum', 'home.suitPlum'],
  ['orchid', 'home.suitOrchid'],
  ['chrysanthemum', 'home.suitChrysanthemum'],
  ['bamboo', 'home.suitBamboo'],
] as const;

/** Released story cards by star (1, 3, 4, 5) and by suit. */
export function StoryCardCounts({ counts }: { counts: StoryCardCounter }) {
  const t = useT();
  const total = counts.s1 + counts.s2 + counts.s3 + counts.s4 + counts.s5;
  return (
    <div className={styles.cardCounts}>
      <p className={styles.bigCount}>
        <Count value={total} /> <span className={styles.muted}>{t('home.storyCardsCount')}</span>
      </p>
      <dl className={styles.pairs}>
        {STARS.map(([key, stars]) => (
          <div key={key}>
            <dt>
              <span aria-hidden="true" className={styles.stars}>
                {stars}
              </span>
              <span className={styles.visuallyHidden}>{t('home.stars', { count: stars.length })}</span>
            </dt>
            <dd>
              <Count value={counts[key]} />
            </dd>
          </div>
        ))}
      </dl>
      <dl className={styles.pairs}>
        {SUITS.map(([key, label]) => (
          <div key={key}>
            <dt>{t(label)}</dt>
            <dd>
              <Count value={counts[key]} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
