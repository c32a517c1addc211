import { ToggleSwitch } from 'shared-ui/controls/toggle-switch';
import { READ_ONLY_TEXT } from 'shared-ui/hooks/use-collection';
import { QueryProblems } from 'shared-ui/search/query-problems';
import { useT } from '../messages/catalogue';
import { OwnedFilterControl } from './owned-filter-control';
import type { CollectionList } from './use-collection-list';
import styles from './collection-toolbar.module.css';

/**
 * A character list's collection controls: the owned filter, collection mode (a tap marks owned
 * instead of opening the modal) and what a link's bad `owned` value is told.
 */
export function CollectionToolbar({ list }: { list: CollectionList }) {
  const t = useT();
  return (
    <div className={styles.toolbar}>
      <QueryProblems problems={list.problem ? [list.problem] : []} />
      <div className={styles.controls}>
        <OwnedFilterControl picked={list.pickedOwned} onChange={list.setOwned} />
        <ToggleSwitch
          label={t('characterGrid.collectionMode')}
          description={list.readOnly ? READ_ONLY_TEXT : t('characterGrid.collectionModeHint')}
          checked={list.pickedCollecting}
          onChange={list.setCollecting}
          disabled={list.readOnly}
        />
      </div>
    </div>
  );
}
