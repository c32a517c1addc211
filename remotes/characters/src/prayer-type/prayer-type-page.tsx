import { unitCounts, visibleUnits } from 'shared-domain/characters/spoilers';
import type { PrayerTypeResponse } from 'shared-domain/schemas/api/characters';
import { usePrayerTypeQuery } from 'shared-ui/api/characters-api';
import { TypeIcon } from 'shared-ui/icons/type-icon';
import { PageFrame } from 'shared-ui/page/page-frame';
import { JpContentToggle } from 'shared-ui/spoilers/jp-content-toggle';
import { QueryView } from 'shared-ui/query/query-view';
import { CHARACTER_PAGES, SPOILER_TOGGLE_LABEL } from '../character-pages';
import { useT } from '../messages/catalogue';
import { CharacterGrid } from '../character-grid/character-grid';
import { CollectionToolbar } from '../character-grid/collection-toolbar';
import { GroupCounts } from '../character-grid/group-counts';
import { filterOwned } from '../character-grid/owned-filter';
import { useCollectionList } from '../character-grid/use-collection-list';
import styles from '../character-grid/page-layout.module.css';
import { useSpoilerView } from '../character-grid/use-spoiler-view';
import { DEFAULT_PRAYER_TYPE_TAB, PRAYER_TYPE_TAB_DEFS } from '../tabs/character-tab-defs';
import { QueryTabs } from '../tabs/query-tabs';

type TabId = (typeof PRAYER_TYPE_TAB_DEFS)[number]['id'];

function PrayerTypePanel({ data, tab }: { data: PrayerTypeResponse; tab: TabId }) {
  const t = useT();
  const view = useSpoilerView();
  const group = data.content.find((g) => g.id === tab);
  const units = visibleUnits(group?.characters ?? [], view);
  const list = useCollectionList();
  const shown = filterOwned(units, list.collection, list.owned);
  return (
    <div className={styles.group}>
      <div className={styles.groupHeader}>
        <h2 className={styles.groupHeading}>{group?.name ?? tab}</h2>
        <span className={styles.typeIcons}>
          {(group?.types ?? []).map((type) => (
            <TypeIcon key={type} type={type} coloured />
          ))}
        </span>
        <GroupCounts counts={unitCounts(units, view.now)} units={units} />
      </div>
      <CollectionToolbar list={list} />
      {shown.length > 0 ? (
        <CharacterGrid
          units={shown}
          label={t('prayerType.gridLabel', { group: group?.name ?? tab })}
          resetKey={`${tab}:${view.jpContent}:${list.owned ?? ''}`}
          onToggle={list.onToggle}
        />
      ) : (
        <p className={styles.empty}>{t(units.length > 0 ? 'characterGrid.noneMatchCollection' : 'prayerType.empty')}</p>
      )}
    </div>
  );
}

export default function PrayerTypePage() {
  const t = useT();
  const result = usePrayerTypeQuery();
  return (
    <PageFrame title={t(CHARACTER_PAGES['prayer-type'].title)} actions={<JpContentToggle label={t(SPOILER_TOGGLE_LABEL)} />}>
      <QueryTabs label={t('prayerType.tabs')} param="type" tabs={PRAYER_TYPE_TAB_DEFS} fallback={DEFAULT_PRAYER_TYPE_TAB}>
        {(tab) => (
          <section aria-label={t('prayerType.panelLabel', { tab: t(tab.label) })}>
            <QueryView result={result} skeletonHeight={480}>
              {(data) => <PrayerTypePanel data={data} tab={tab.id} />}
            </QueryView>
          </section>
        )}
      </QueryTabs>
    </PageFrame>
  );
}
