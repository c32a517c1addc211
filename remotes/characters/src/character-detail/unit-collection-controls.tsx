import { useId } from 'react';
import { isOwnedUnit, isRebirthDone } from 'shared-domain/collection/collection-model';
import { READ_ONLY_TEXT, useCollectionChange, useCollectionReadOnly, useShownCollection } from 'shared-ui/hooks/use-collection';
import { useT } from '../messages/catalogue';
import styles from './unit-collection-controls.module.css';

interface Props {
  id: number;
  /** The name as the modal shows it, for the Undo toast. */
  name: string;
  /** The unit has a rebirth (FR) to mark. */
  hasRebirth: boolean;
}

/**
 * Marks the unit owned, and its rebirth done, from the character modal. Real checkboxes (Space
 * toggles them, a tap on the whole chip does too); disabled, same size, until the collection is read,
 * and while a shared collection is shown (with a line saying why).
 */
export function UnitCollectionControls({ id, name, hasRebirth }: Props) {
  const t = useT();
  const collection = useShownCollection();
  const change = useCollectionChange();
  const readOnly = useCollectionReadOnly();
  const noteId = useId();
  const owned = collection ? isOwnedUnit(collection, id) : false;
  const reborn = collection ? isRebirthDone(collection, id) : false;
  return (
    <fieldset className={styles.controls} disabled={collection === null || readOnly} aria-describedby={readOnly ? noteId : undefined}>
      <legend className={styles.legend}>{t('characterGrid.myCollection')}</legend>
      <label className={styles.chip}>
        <input
          type="checkbox"
          checked={owned}
          onChange={(e) =>
            change(
              { kind: 'unit', id, owned: e.target.checked },
              t(e.target.checked ? 'characterGrid.markedOwned' : 'characterGrid.unmarkedOwned', { name }),
            )
          }
        />
        <span>{t('characterDetail.owned')}</span>
      </label>
      {hasRebirth ? (
        <label className={styles.chip}>
          <input
            type="checkbox"
            checked={reborn}
            onChange={(e) =>
              change(
                { kind: 'rebirth', id, done: e.target.checked },
                t(e.target.checked ? 'characterDetail.rebirthMarked' : 'characterDetail.rebirthUnmarked', { name }),
              )
            }
          />
          <span>{t('characterDetail.rebirthDone')}</span>
        </label>
      ) : null}
      {readOnly ? (
        <p id={noteId} className={styles.note}>
          {READ_ONLY_TEXT}
        </p>
      ) : null}
    </fieldset>
  );
}
