import { DONUT_ANIMATION_MS, DONUT_INNER_RADIUS, DONUT_OUTER_RADIUS, donutSegments, ringPath } from 'shared-domain/home/donut';
import { counterValues } from 'shared-domain/home/home-counters';
import { formatNumber } from 'shared-domain/formatting/format-number';
import type { HomeCounter, StoryCardCounter } from 'shared-domain/schemas/api/general';
import { COUNT_UP_DELAY_MS, countAt, useAnimationProgress } from './use-count-up';
import styles from './home.module.css';

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
  const values = counterValues(counter);
  const total = values.reduce((sum, v) => sum + v.count, 0);
  const sweep = useAnimationProgress(DONUT_ANIMATION_MS);
  const counting = useAnimationProgress(1000, COUNT_UP_DELAY_MS);
  const segments = donutSegments(values.map((v) => ({ id: v.id, value: v.count })));
  const limit = sweep * 2 * Math.PI;
  return (
    <div className={styles.counts}>
      <svg
        className={styles.donut}
        viewBox="-200 -200 400 400"
        role="img"
        aria-label={`${formatNumber(total)} playable characters by type`}
      >
        <circle
          r={(DONUT_OUTER_RADIUS + DONUT_INNER_RADIUS) / 2}
          fill="none"
          stroke="var(--border)"
          strokeWidth={DONUT_OUTER_RADIUS - DONUT_INNER_RADIUS}
        />
        {segments.map((s) =>
          s.start < limit ? <path key={s.id} d={s.end <= limit ? s.path : ringPath(s.start, limit)} fill={GROUP_COLOURS[s.id]} /> : null,
        )}
        <text className={styles.donutTotal} textAnchor="middle" dominantBaseline="central">
          {formatNumber(countAt(total, counting))}
        </text>
      </svg>
      <ul className={styles.legend}>
        {values.map((v) => (
          <li key={v.id}>
            <span className={styles.swatch} style={{ background: GROUP_COLOURS[v.id] }} aria-hidden="true" />
            <span>{v.label}</span>
            <span className={styles.count}>{formatNumber(countAt(v.count, counting))}</span>
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
  ['plum', 'Plum'],
  ['orchid', 'Orchid'],
  ['chrysanthemum', 'Chrysanthemum'],
  ['bamboo', 'Bamboo'],
] as const;

/** Released story cards by star (1, 3, 4, 5) and by suit. */
export function StoryCardCounts({ counts }: { counts: StoryCardCounter }) {
  const counting = useAnimationProgress(1000, COUNT_UP_DELAY_MS);
  const total = counts.s1 + counts.s2 + counts.s3 + counts.s4 + counts.s5;
  return (
    <div className={styles.cardCounts}>
      <p className={styles.bigCount}>
        {formatNumber(countAt(total, counting))} <span className={styles.muted}>story cards</span>
      </p>
      <dl className={styles.pairs}>
        {STARS.map(([key, stars]) => (
          <div key={key}>
            <dt>
              <span aria-hidden="true" className={styles.stars}>
                {stars}
              </span>
              <span className={styles.visuallyHidden}>{stars.length} star</span>
            </dt>
            <dd>{formatNumber(countAt(counts[key], counting))}</dd>
          </div>
        ))}
      </dl>
      <dl className={styles.pairs}>
        {SUITS.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{formatNumber(countAt(counts[key], counting))}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
