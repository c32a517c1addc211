import { useCallback, useMemo } from 'react';
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
import { useT } from '../messages/catalogue';
import { CharacterRow, type OnToggle } from '../character-grid/character-grid';
import { CollectionToolbar } from '../character-grid/collection-toolbar';
import { GroupCounts } from '../character-grid/group-counts';
import { filterOwnedGroups, type OwnedGroup } from '../character-grid/owned-groups';
import { useCollectionList } from '../character-grid/use-collection-list';
import styles from '../character-grid/page-layout.module.css';
import { useSpoilerView } from '../character-grid/use-spoiler-view';
import { BATCH_ORDER_MODES, batchLabel, batchOrderMode, type BatchOrderMode } from './batch-orders';

type ShownBatch = OwnedGroup<{
  group: Batch;
  units: CharacterThumbnail[];
  counts: UnitCounts;
}>;

const keyOf = (batch: ShownBatch) => batch.group.no;

function BatchItem({ batch, onToggle }: { batch: ShownBatch; onToggle: OnToggle }) {
  const t = useT();
  const { no, date, dateMode } = batch.group;
  const label = batchLabel(no);
  return (
    <article className={styles.group} aria-label={t('batchOrder.batchLabel', { no })}>
      <div className={styles.groupHeader}>
        <h2 className={styles.groupHeading}>{label}</h2>
        <DateText value={date} format="long" mode={dateMode} fallback="" />
        <GroupCounts counts={batch.counts} units={batch.units} />
      </div>
      <CharacterRow units={batch.visible ?? batch.units} label={t('batchOrder.batchUnitsLabel', { no })} onToggle={onToggle} />
    </article>
  );
}

function Batches({ data, mode }: { data: BatchResponse; mode: BatchOrderMode }) {
  const t = useT();
  const view = useSpoilerView();
  const batches = useMemo(() => visibleGroups(data.content, (b) => b.characters, view), [data, view]);
  const list = useCollectionList();
  const { collection, owned, onToggle } = list;
  const shown = useMemo(() => filterOwnedGroups(batches, collection, owned), [batches, collection, owned]);
  const render = useCallback((batch: ShownBatch) => <BatchItem batch={batch} onToggle={onToggle} />, [onToggle]);
  if (batches.length === 0) return <p className={styles.empty}>{t(BATCH_ORDER_MODES[mode].empty)}</p>;
  return (
    <div className={styles.stack}>
      <CollectionToolbar list={list} />
      {shown.length === 0 ? <p className={styles.empty}>{t('characterGrid.noneMatchCollection')}</p> : null}
      <ProgressiveList
        items={shown}
        getKey={keyOf}
        renderItem={render}
        resetKey={`${view.jpContent}:${owned ?? ''}`}
        estimateRowHeight={200}
        gap={20}
        aria-label={t('batchOrder.batchesLabel', { title: t(CHARACTER_PAGES[mode].title) })}
      />
    </div>
  );
}

/** The rebirth order and the rebirth-costume order share one layout: numbered batches with a date each. */
function BatchOrder({ mode }: { mode: BatchOrderMode }) {
  const t = useT();
  // Both hooks are always called (hook order); only the page's own one fetches.
  const rebirth = useRebirthDateQuery(undefined, { skip: mode !== 'rebirth-order' });
  const costume = useRebirthCostumeDateQuery(undefined, { skip: mode !== 'rebirth-costume-order' });
  const result = mode === 'rebirth-order' ? rebirth : costume;
  const title = t(CHARACTER_PAGES[mode].title);
  return (
    <PageFrame title={title} actions={<JpContentToggle label={t(SPOILER_TOGGLE_LABEL)} />} lead={t(BATCH_ORDER_MODES[mode].lead)}>
      <section aria-label={t('batchOrder.batchesLabel', { title })}>
        <QueryView result={result} skeletonHeight={640}>
          {(data) => <Batches data={data} mode={mode} />}
        </QueryView>
      </section>
    </PageFrame>
  );
}

/**
 * A batch page for `mode`. An unknown mode is the site's 'mode undefined' error, thrown so
 * the section's error view shows it instead of a blank page.
 */
export default function BatchOrderPage({ mode }: { mode: string }) {
  const t = useT();
  const checked = batchOrderMode(mode);
  if (!checked.ok) throw new Error(t('batchOrder.modeUndefined'));
  return <BatchOrder mode={checked.mode} />;
}
