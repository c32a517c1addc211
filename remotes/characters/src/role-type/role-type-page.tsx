import { unitCounts, visibleUnits } from 'shared-domain/characters/spoilers';
import type { RoleTypeResponse } from 'shared-domain/schemas/api/characters';
import { useRoleTypeQuery } from 'shared-ui/api/characters-api';
import { RoleIcon } from 'shared-ui/icons/role-icon';
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

/** One group per role, all eight (an empty role says so rather than vanishing). */
function RoleGroups({ data }: { data: RoleTypeResponse }) {
  const t = useT();
  const view = useSpoilerView();
  const list = useCollectionList();
  return (
    <div className={styles.stack}>
      <CollectionToolbar list={list} />
      {data.content.map((group) => {
        const units = visibleUnits(group.characters, view);
        const shown = filterOwned(units, list.collection, list.owned);
        const headingId = `role-${group.id}`;
        return (
          <section key={group.id} className={styles.group} aria-labelledby={headingId}>
            <div className={styles.groupHeader}>
              <RoleIcon role={group.id} decorative />
              <h2 id={headingId} className={styles.groupHeading}>
                {group.name}
              </h2>
              <span className={styles.jpTitle} lang="ja">
                {group.kanji}
              </span>
              <GroupCounts counts={unitCounts(units, view.now)} units={units} />
            </div>
            {shown.length > 0 ? (
              <CharacterGrid
                units={shown}
                label={t('roleType.gridLabel', { role: group.name })}
                resetKey={`${group.id}:${view.jpContent}:${list.owned ?? ''}`}
                onToggle={list.onToggle}
              />
            ) : (
              <p className={styles.empty}>{t(units.length > 0 ? 'characterGrid.noneMatchCollection' : 'roleType.empty')}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

export default function RoleTypePage() {
  const t = useT();
  const result = useRoleTypeQuery();
  return (
    <PageFrame
      title={t(CHARACTER_PAGES['role-type'].title)}
      actions={<JpContentToggle label={t(SPOILER_TOGGLE_LABEL)} />}
      lead={t('roleType.lead')}
    >
      <section aria-label={t('roleType.groupsLabel')}>
        <QueryView result={result} skeletonHeight={640}>
          {(data) => <RoleGroups data={data} />}
        </QueryView>
      </section>
    </PageFrame>
  );
}
