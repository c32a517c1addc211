import { useRef } from 'react';
import { formatNumber } from 'shared-domain/formatting/format-number';
import type { HomeCounter, StoryCardCounter } from 'shared-domain/schemas/api/general';
import { useT } from '../../messages/catalogue';
import { counterValues } from './counter-values';
import { DONUT_ANIMATION_MS, DONUT_INNER_RADIUS, DONUT_OUTER_RADIUS, donutSegments } from './donut';
import { useCountUp } from './use-count-up';
import styles from './home.module.css';

/** One id: the page has one donut, and its mask is named in a `url(#…)`. */
const SWEEP_MASK_ID = 'home-donut-sweep';

/** A number that counts up (see useCountUp). */
function Count({ value, className }: { value: number; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  return (
    <span className={className} ref={ref}>
      {useCountUp(ref, value)}
    </span>
  );
}

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
      <svg
        className={styles.donut}
        viewBox="-200 -200 400 400"
        role="img"
        aria-label={t('home.charactersByType', { total: formatNumber(total) })}
      >
        {/* The segments are revealed clockwise by a CSS animation of this mask: no script runs per frame. */}
        <mask id={SWEEP_MASK_ID}>
          <circle
            className={styles.sweep}
            style={{ animationDuration: `${DONUT_ANIMATION_MS}ms` }}
            r={ringRadius}
            fill="none"
            stroke="#fff"
            strokeWidth={ringWidth * 2}
            pathLength={1}
            transform="rotate(-90)"
          />
        </mask>
        <circle r={ringRadius} fill="none" stroke="var(--border)" strokeWidth={ringWidth} />
        <g mask={`url(#${SWEEP_MASK_ID})`}>
          {segments.map((s) => (
            <path key={s.id} d={s.path} fill={GROUP_COLOURS[s.id]} />
          ))}
        </g>
        <text ref={totalRef} className={styles.donutTotal} textAnchor="middle" dominantBaseline="central">
          {totalText}
        </text>
      </svg>
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
