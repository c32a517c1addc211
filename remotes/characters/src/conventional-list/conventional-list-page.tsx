import { unitCounts, visibleUnits } from 'shared-domain/characters/spoilers';
import type { ChronologicalResponse } from 'shared-domain/schemas/api/characters';
import { useChronologicalQuery } from 'shared-ui/api/characters-api';
import { PageFrame } from 'shared-ui/page/page-frame';
import { JpContentToggle } from 'shared-ui/spoilers/jp-content-toggle';
import { QueryView } from 'shared-ui/query/query-view';
import { CHARACTER_PAGES, SPOILER_TOGGLE_LABEL } from '../character-pages';
import { useT } from '../messages/catalogue';
import { CharacterGrid } from '../character-grid/character-grid';
import { GroupCounts } from '../character-grid/group-counts';
import { CollectionToolbar } from '../character-grid/collection-toolbar';
import { filterOwned } from '../character-grid/owned-filter';
import { useCollectionList } from '../character-grid/use-collection-list';
import styles from '../character-grid/page-layout.module.css';
import { useSpoilerView } from '../character-grid/use-spoiler-view';
import { DEFAULT_SERIES_TAB, SERIES_TAB_DEFS } from '../tabs/character-tab-defs';
import { QueryTabs } from '../tabs/query-tabs';
import { SERIES_GROUP_TITLES } from './series-groups';

type SeriesId = (typeof SERIES_TAB_DEFS)[number]['id'];

function SeriesGroupPanel({ data, series }: { data: ChronologicalResponse; series: SeriesId }) {
  const t = useT();
  const view = useSpoilerView();
  const list = useCollectionList();
  const { collection, owned } = list;
  const group = data.content.find((g) => g.id === series);
  const units = visibleUnits(group?.data ?? [], view);
  const shown = filterOwned(units, collection, owned);
  const titles = SERIES_GROUP_TITLES[series];
  return (
    <div className={styles.group}>
      <div className={styles.groupHeader}>
        <h2 className={styles.groupHeading}>{group?.name ?? titles.en}</h2>
        <span className={styles.jpTitle} lang="ja">
          {titles.jp}
        </span>
        <GroupCounts counts={unitCounts(units, view.now)} units={units} />
      </div>
      <CollectionToolbar list={list} />
      {shown.length > 0 ? (
        <CharacterGrid
          units={shown}
          label={t('conventionalList.gridLabel', { group: titles.en })}
          resetKey={`${series}:${view.jpContent}:${owned ?? ''}`}
          onToggle={list.onToggle}
        />
      ) : (
        <p className={styles.empty}>{t(units.length > 0 ? 'characterGrid.noneMatchCollection' : 'conventionalList.empty')}</p>
      )}
    </div>
  );
}

export default function ConventionalListPage() {
  const t = useT();
  const result = useChronologicalQuery();
  return (
    <PageFrame title={t(CHARACTER_PAGES['conventional-list'].title)} actions={<JpContentToggle label={t(SPOILER_TOGGLE_LABEL)} />}>
      <QueryTabs label={t('conventionalList.tabs')} param="type" tabs={SERIES_TAB_DEFS} fallback={DEFAULT_SERIES_TAB}>
        {(tab) => (
          <section aria-label={t('conventionalList.panelLabel', { tab: t(tab.label) })}>
            <QueryView result={result} skeletonHeight={480}>
              {(data) => <SeriesGroupPanel data={data} series={tab.id} />}
            </QueryView>
          </section>
        )}
      </QueryTabs>
    </PageFrame>
  );
}
