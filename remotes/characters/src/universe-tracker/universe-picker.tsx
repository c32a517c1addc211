import type { UnitCounts } from 'shared-domain/characters/spoilers';
import { Modal } from 'shared-ui/modal/modal';
import { useT } from '../messages/catalogue';
import { universeArc } from './universe-query';
import styles from './universe-picker.module.css';

interface UniversePickerProps {
  open: boolean;
  onClose: () => void;
  /** The universes as shown (future codes already left out unless JP content is on). */
  universes: readonly { group: { universe: string }; counts: UnitCounts }[];
  current: string;
  onChoose: (code: string) => void;
}

/** The universe-picker modal: every shown universe with its counts; the current one is marked. */
export function UniversePicker({ open, onClose, universes, current, onChoose }: UniversePickerProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('universeTracker.pickerTitle')} className={styles.dialog}>
      <ul className={styles.list} aria-label={t('universeTracker.pickerList')}>
        {universes.map(({ group, counts }) => (
          <li key={group.universe}>
            <button
              type="button"
              className={styles.option}
              aria-current={group.universe === current ? 'true' : undefined}
              onClick={() => onChoose(group.universe)}
            >
              <span className={styles.label}>
                <span className={styles.code}>{group.universe}</span>
                {universeArc(group.universe) ? <span className={styles.arc}>{universeArc(group.universe)}</span> : null}
              </span>
              <span className={styles.count}>
                {counts.available} / {counts.total}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
