import { useCallback, useMemo } from 'react';
import { visibleUnits } from 'shared-domain/characters/spoilers';
import { OwnedCount } from 'shared-ui/collection/owned-count';
import { idRanges } from 'shared-domain/collection/id-ranges';
import type { ReleaseDateResponse } from 'shared-domain/schemas/api/characters';
import { useReleaseDateQuery } from 'shared-ui/api/characters-api';
import { PageFrame } from 'shared-ui/page/page-frame';
import { WidthSwitch } from 'shared-ui/page/width-switch';
import { JpContentToggle } from 'shared-ui/spoilers/jp-content-toggle';
import { QueryView } from 'shared-ui/query/query-view';
import { BREAKPOINTS } from 'shared-ui/styles/breakpoints';
import { CHARACTER_PAGES, SPOILER_TOGGLE_LABEL } from '../character-pages';
import { useT, type T } from '../messages/catalogue';
import { CharacterGrid } from '../character-grid/character-grid';
import { CollectionToolbar } from '../character-grid/collection-toolbar';
import { countOwned, filterOwned } from '../character-grid/owned-filter';
import { useCollectionList } from '../character-grid/use-collection-list';
import { useSpoilerView } from '../character-grid/use-spoiler-view';
import { ReleaseFilterModal } from './release-filter-modal';
import { ReleaseFilters } from './release-filters';
import {
  matchesReleaseOrderFilter,
  RELEASE_TYPE_GROUP_IDS,
  releaseTypeGroupOf,
  type ReleaseOrderFilter,
  type ReleaseTypeGroup,
} from './release-order-query';
import { useReleaseOrderFilter } from './use-release-order-filter';
import styles from './release-order.module.css';

/** The count line above the list: 'No character found', 'Showing all N characters', 'Showing X of N characters'. */
const countLine = (shown: number, total: number, t: T): string =>
  shown <= 0
    ? t('releaseOrder.noneFound')
    : shown >= total
      ? t('releaseOrder.showingAll', { total })
      : t('releaseOrder.showingSome', { shown, total });

function ReleaseOrderContent({ data }: { data: ReleaseDateResponse }) {
  const t = useT();
  const view = useSpoilerView();
  const [filter, setFilter, picked] = useReleaseOrderFilter();

  const units = useMemo(() => visibleUnits(data.content, view), [data, view]);
  const groupCounts = useMemo(() => {
    const counts = new Map<ReleaseTypeGroup, number>(RELEASE_TYPE_GROUP_IDS.map((g) => [g, 0]));
    for (const unit of units) counts.set(releaseTypeGroupOf(unit.type), (counts.get(releaseTypeGroupOf(unit.type)) ?? 0) + 1);
    return counts;
  }, [units]);
  const matching = useMemo(() => units.filter((u) => matchesReleaseOrderFilter(u, filter)), [units, filter]);
  const list = useCollectionList();
  const { collection, owned } = list;
  const shown = useMemo(() => filterOwned(matching, collection, owned), [matching, collection, owned]);
  const countFor = useCallback((f: ReleaseOrderFilter) => units.filter((u) => matchesReleaseOrderFilter(u, f)).length, [units]);

  return (
    <div className={styles.layout}>
      <WidthSwitch
        below={BREAKPOINTS.mobileNav}
        narrow={null}
        wide={
          <aside className={styles.sidebar} aria-label={t('releaseOrder.filtersLabel')}>
            <ReleaseFilters filter={picked} groupCounts={groupCounts} onChange={setFilter} />
          </aside>
        }
      />
      <section className={styles.results} aria-label={t('releaseOrder.resultsLabel')}>
        <div className={styles.resultsHeader}>
          <p className={styles.countLine} role="status">
            {countLine(shown.length, units.length, t)}
          </p>
          <OwnedCount
            count={
              collection
                ? countOwned(collection, matching)
                : { owned: null, total: matching.length, units: idRanges(matching.map((u) => u.id)) }
            }
          />
          <WidthSwitch
            below={BREAKPOINTS.mobileNav}
            narrow={<ReleaseFilterModal filter={filter} groupCounts={groupCounts} countFor={countFor} />}
            wide={null}
          />
        </div>
        <CollectionToolbar list={list} />
        {shown.some((u) => u.debutEstimated) ? <p className={styles.countLine}>{t('releaseOrder.estimatedNote')}</p> : null}
        {shown.length > 0 ? (
          <CharacterGrid
            units={shown}
            label={t('releaseOrder.gridLabel')}
            resetKey={`${filter.types.join()}:${filter.rebirth}:${view.jpContent}:${owned ?? ''}`}
            onToggle={list.onToggle}
          />
        ) : (
          <p className={styles.empty}>{t(matching.length > 0 ? 'characterGrid.noneMatchCollection' : 'releaseOrder.noMatch')}</p>
        )}
      </section>
    </div>
  );
}

export default function ReleaseOrderPage() {
  const t = useT();
  const result = useReleaseDateQuery();
  return (
    <PageFrame
      title={t(CHARACTER_PAGES['release-order'].title)}
      actions={<JpContentToggle label={t(SPOILER_TOGGLE_LABEL)} />}
      lead={t('releaseOrder.lead')}
    >
      <QueryView result={result} skeletonHeight={640}>
        {(data) => <ReleaseOrderContent data={data} />}
      </QueryView>
    </PageFrame>
  );
}
