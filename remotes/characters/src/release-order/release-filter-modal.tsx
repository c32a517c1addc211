import { useState } from 'react';
import { Button } from 'shared-ui/controls/button';
import { Modal } from 'shared-ui/modal/modal';
import { useT } from '../messages/catalogue';
import { useQueryModal } from '../query-modal/use-query-modal';
import { ReleaseFilters } from './release-filters';
import { writeReleaseOrderQuery, type ReleaseOrderFilter, type ReleaseTypeGroup } from './release-order-query';
import styles from './release-order.module.css';

interface ReleaseFilterModalProps {
  filter: ReleaseOrderFilter;
  groupCounts: ReadonlyMap<ReleaseTypeGroup, number>;
  /** How many units a filter would show, for the live count in the modal. */
  countFor: (filter: ReleaseOrderFilter) => number;
}

/**
 * Phones and tablets (below 1000 px): the filters in a modal. Back, Escape and X close it; the
 * picked filter is written to the URL (replace) once it has closed.
 */
export function ReleaseFilterModal({ filter, groupCounts, countFor }: ReleaseFilterModalProps) {
  const t = useT();
  const modal = useQueryModal('release-filters');
  const active = filter.types.length + (filter.rebirth ? 1 : 0);
  return (
    <>
      <Button onClick={modal.open} aria-haspopup="dialog">
        {t('releaseOrder.filtersButton', { active })}
      </Button>
      {modal.isOpen ? <FilterDialog initial={filter} groupCounts={groupCounts} countFor={countFor} modal={modal} /> : null}
    </>
  );
}

function FilterDialog({
  initial,
  groupCounts,
  countFor,
  modal,
}: Omit<ReleaseFilterModalProps, 'filter'> & { initial: ReleaseOrderFilter; modal: ReturnType<typeof useQueryModal> }) {
  const t = useT();
  const [draft, setDraft] = useState(initial);
  const change = (next: ReleaseOrderFilter) => {
    setDraft(next);
    modal.replaceQuery((prev) => writeReleaseOrderQuery(prev, next));
  };
  return (
    <Modal open onClose={modal.close} title={t('releaseOrder.filterTitle')}>
      <div className={styles.modalBody}>
        <ReleaseFilters filter={draft} groupCounts={groupCounts} onChange={change} />
        <div className={styles.modalFooter}>
          <span role="status">{t('releaseOrder.matches', { count: countFor(draft) })}</span>
          <Button variant="primary" onClick={modal.close}>
            {t('releaseOrder.show')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
