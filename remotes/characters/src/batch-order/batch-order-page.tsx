import { useCallback, useMemo } from 'react';
import { BATCH_ORDER_MODES, batchLabel, batchOrderMode, type BatchOrderMode } from 'shared-domain/characters/batch-orders';
import { visibleGroups, type UnitCounts } from 'shared-domain/characters/spoilers';
import type { BatchResponse } from 'shared-domain/schemas/api/characters';
import type { Batch, CharacterThumbnail } from 'shared-domain/schemas/character-views';
import { useRebirthCostumeDateQuery, useRebirthDateQuery } from 'shared-ui/api/characters-api';
import { ProgressiveList } from 'shared-ui/lists/progressive-list';
import { PageFrame } from 'shared-ui/page/page-frame';
import { JpContentToggle } from 'shared-ui/spoilers/jp-content-toggle';
import { QueryView } from 'shared-ui/query/query-view';
import { DateText } from 'shared-ui/time/date-text';
import { CHARACTER_PAGES, SPOILER_TOGGLE_LABEL } from '../character-pages';
import { CharacterRow } from '../character-grid/character-grid';
import { GroupCounts } from '../character-grid/group-counts';
import styles from '../character-grid/page-layout.module.css';
import { useSpoilerView } from '../character-grid/use-spoiler-view';

interface ShownBatch {
  group: Batch;
  units: CharacterThumbnail[];
  counts: UnitCounts;
}

const keyOf = (batch: ShownBatch) => batch.group.no;

function BatchItem({ batch }: { batch: ShownBatch }) {
  const { no, date, dateMode } = batch.group;
  const label = batchLabel(no);
  return (
    <article className={styles.group} aria-label={`Batch ${label}`}>
      <div className={styles.groupHeader}>
        <h2 className={styles.groupHeading}>{label}</h2>
        <DateText value={date} format="long" mode={dateMode} fallback="" />
        <GroupCounts counts={batch.counts} units={batch.units} />
      </div>
      <CharacterRow units={batch.units} label={`Batch ${label} characters`} />
    </article>
  );
}

function Batches({ data, mode }: { data: BatchResponse; mode: BatchOrderMode }) {
  const view = useSpoilerView();
  const batches = useMemo(() => visibleGroups(data.content, (b) => b.characters, view), [data, view]);
  const render = useCallback((batch: ShownBatch) => <BatchItem batch={batch} />, []);
  if (batches.length === 0) return <p className={styles.empty}>No {BATCH_ORDER_MODES[mode].noun} batch yet.</p>;
  return (
    <ProgressiveList
      items={batches}
      getKey={keyOf}
      renderItem={render}
      resetKey={view.jpContent}
      estimateRowHeight={200}
      gap={20}
      aria-label={`${CHARACTER_PAGES[mode].title} batches`}
    />
  );
}

/** The rebirth order and the rebirth-costume order share one layout: numbered batches with a date each. */
function BatchOrder({ mode }: { mode: BatchOrderMode }) {
  // Both hooks are always called (hook order); only the page's own one fetches.
  const rebirth = useRebirthDateQuery(undefined, { skip: mode !== 'rebirth-order' });
  const costume = useRebirthCostumeDateQuery(undefined, { skip: mode !== 'rebirth-costume-order' });
  const result = mode === 'rebirth-order' ? rebirth : costume;
  const { title } = CHARACTER_PAGES[mode];
  return (
    <PageFrame
      title={title}
      actions={<JpContentToggle label={SPOILER_TOGGLE_LABEL} />}
      lead={`Characters by the day their ${BATCH_ORDER_MODES[mode].noun} came, oldest first.`}
    >
      <section aria-label={`${title} batches`}>
        <QueryView result={result} nullText="data is null" skeletonHeight={640}>
          {(data) => <Batches data={data} mode={mode} />}
        </QueryView>
      </section>
    </PageFrame>
  );
}

/**
 * A batch page for `mode`. An unknown mode is the spec's 'mode undefined' (section 8), thrown so
 * the section's error view shows it instead of a blank page.
 */
export default function BatchOrderPage({ mode }: { mode: string }) {
  const checked = batchOrderMode(mode);
  if (!checked.ok) throw new Error(checked.message);
  return <BatchOrder mode={checked.mode} />;
}
