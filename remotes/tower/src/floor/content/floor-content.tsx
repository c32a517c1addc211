import { memo, type ReactNode } from 'react';
import type { TowerDetailResponse } from 'shared-domain/schemas/api/towers';
import type { FloorPhase } from './floor-transition';
import { useTowerDetailQuery } from '../../towers-api';
import { useMediaQuery } from 'shared-ui/hooks/use-media-query';
import { QueryView } from 'shared-ui/query/query-view';
import { EnemyBoundary } from '../enemy/enemy-boundary';
import { EnemyColumn } from '../enemy/enemy-column';
import { FloorRewards } from './floor-rewards';
import { usePrefetchNeighbours } from './use-prefetch-neighbours';
import { useFloorTransition } from './use-floor-transition';
import { useT } from '../../messages/catalogue';
import styles from './floor-content.module.css';

type Floor = TowerDetailResponse['content'];

const SKELETON_HEIGHT = 640;
/** An answer without content is the 'data is null' case. */
export const hasNoContent = (data: { content?: unknown }) => data.content == null;

interface FloorContentProps {
  floor: number;
  /** null while the floor list loads: the floor may still be clamped, so nothing is shown yet. */
  maxFloor: number | null;
  /** Shown instead of the plain skeleton while the list loads (the list's state, when its own panel is out of sight). */
  whileListLoads?: ReactNode;
}

/** The floor panel: enemies and rewards, changing floors with a fade and ignoring stale answers. */
export const FloorContent = memo(function FloorContent({ floor, maxFloor, whileListLoads }: FloorContentProps) {
  const t = useT();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // Asked for at once (in parallel with the floor list) for a fast first paint; shown only once the
  // list has confirmed the floor may be shown.
  const result = useTowerDetailQuery({ floor });
  // Nothing reaches the screen before the list confirms the floor (a JP floor must not flash by).
  const state = useFloorTransition(floor, maxFloor === null ? undefined : result.currentData, reducedMotion);
  usePrefetchNeighbours(floor, maxFloor, result.currentData !== undefined);

  const failedNewFloor = result.isError && state.phase === 'waiting';
  const showing = maxFloor !== null && !failedNewFloor ? state.shown : null;
  // The next floor, when it arrived during the fade-out, is built hidden meanwhile: at the swap it
  // only has to be shown, not rendered (the step budget is 400 ms, fade included). Keyed in one
  // array so the hidden view becomes the shown one without being mounted again.
  const upcoming = showing && state.pending && state.pending.floor !== showing.floor ? state.pending : null;
  const views = showing
    ? [
        <FloorView key={showing.floor} floor={showing.data} phase={state.phase} reducedMotion={reducedMotion} />,
        ...(upcoming ? [<FloorView key={upcoming.floor} floor={upcoming.data} phase="pending" reducedMotion={reducedMotion} />] : []),
      ]
    : null;
  return (
    <section className={styles.panel} aria-label={t('floor.content', { floor })} aria-busy={state.phase !== 'shown'}>
      {views ??
        (maxFloor === null ? (
          (whileListLoads ?? <div className={styles.skeleton} style={{ minHeight: SKELETON_HEIGHT }} aria-hidden="true" />)
        ) : (
          // Loading, failed or empty. The data itself is shown through the transition above (the
          // next render), so the enemies mount once and keep their gauge views.
          <QueryView
            result={result}
            nullText={t('floor.detailNull')}
            skeletonHeight={SKELETON_HEIGHT}
            isEmpty={hasNoContent}
            label={t('floor.loading')}
          >
            {() => <div style={{ minHeight: SKELETON_HEIGHT }} />}
          </QueryView>
        ))}
    </section>
  );
});

interface FloorViewProps {
  floor: Floor;
  /** 'pending': built but hidden, waiting for the old floor's fade-out to end. */
  phase: FloorPhase | 'pending';
  reducedMotion: boolean;
}

const FloorView = memo(function FloorView({ floor, phase, reducedMotion }: FloorViewProps) {
  const t = useT();
  const enemies = floor.enemies.filter((e) => e !== null);
  return (
    <div className={styles.floorView} data-phase={phase} data-floor={floor.floor} hidden={phase === 'pending'}>
      <h2 className={styles.visuallyHidden}>{t('floor.enemies')}</h2>
      <div className={styles.enemies} data-count={enemies.length}>
        {enemies.map((enemy, i) => (
          // Keyed by floor: a new floor starts each enemy at 'all' gauges with an empty HP meter.
          <EnemyBoundary key={`${floor.floor}-${i}`}>
            <EnemyColumn enemy={enemy} floorRelease={floor.release} animate={phase === 'shown'} reducedMotion={reducedMotion} />
          </EnemyBoundary>
        ))}
      </div>
      <FloorRewards floor={floor} />
    </div>
  );
});
