import {
  collectionProblem,
  exportReminderDismissed,
  selectChangesSinceExport,
  selectCollection,
  selectCollectionProblem,
  selectCollectionStatus,
  selectExportReminderDue,
  selectSharedProblem,
  selectSharedView,
  sharedCollectionShown,
} from 'shared-domain/collection/collection-slice';
import { useAppDispatch, useAppSelector } from 'shared-ui/hooks/store-hooks';
import { closeSharedCollection } from '../../store/collection-share-start';
import { useT } from '../../messages/catalogue';
import { richText } from '../../messages/rich-text';
import { TOAST_BUTTON_CLASS } from '../toasts/toast-stack';
import { collectionSize } from './collection-size';
import { exportToFile } from './collection-export';
import styles from './collection-notice.module.css';
import { compareCollections } from './collection-summary';

/** The notices' buttons look like the toasts' (one rule for both). */
const button = TOAST_BUTTON_CLASS;

function SharedView() {
  const t = useT();
  const shared = useAppSelector(selectSharedView);
  const problem = useAppSelector(selectSharedProblem);
  const mine = useAppSelector(selectCollection);
  const status = useAppSelector(selectCollectionStatus);
  const dispatch = useAppDispatch();
  if (problem) {
    return (
      <div className={`${styles.notice} ${styles.danger}`} role="alert" data-testid="shared-collection">
        <p className={styles.text}>{problem}</p>
        <button type="button" className={button} onClick={() => closeSharedCollection(dispatch)}>
          {t('common.ok')}
        </button>
      </div>
    );
  }
  if (!shared) return null;
  const diff = status === 'loading' ? null : compareCollections(mine, shared.collection);
  return (
    <div className={styles.notice} role="region" aria-label={t('collection.sharedRegion')} data-testid="shared-collection">
      <p className={styles.text}>
        {richText(
          t,
          'collection.viewingShared',
          { title: <strong>{t('collection.viewingSharedTitle')}</strong> },
          { size: collectionSize(shared.collection, t) },
        )}
        {diff ? t('collection.compared', { theirs: diff.theyOwnYouMiss, mine: diff.youOwnTheyMiss }) : null}
        {shared.shown ? t('collection.showingTheirs') : null}
      </p>
      <div className={styles.actions}>
        <button type="button" className={button} aria-pressed={shared.shown} onClick={() => dispatch(sharedCollectionShown(!shared.shown))}>
          {shared.shown ? t('collection.showMine') : t('collection.showTheirs')}
        </button>
        <button type="button" className={button} onClick={() => closeSharedCollection(dispatch)}>
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}

function ExportReminder() {
  const t = useT();
  const due = useAppSelector(selectExportReminderDue);
  const changes = useAppSelector(selectChangesSinceExport);
  const collection = useAppSelector(selectCollection);
  const dispatch = useAppDispatch();
  if (!due) return null;
  return (
    <div className={`${styles.notice} ${styles.quiet}`} role="status" data-testid="export-reminder">
      <p className={styles.text}>{t('collection.exportReminder', { changes })}</p>
      <div className={styles.actions}>
        <button type="button" className={button} onClick={() => exportToFile(collection, dispatch)}>
          {t('collection.export')}
        </button>
        <button type="button" className={button} onClick={() => dispatch(exportReminderDismissed())}>
          {t('collection.notNow')}
        </button>
      </div>
    </div>
  );
}

/**
 * The collection's notices: a storage problem (IndexedDB unavailable, quota full), a shared
 * collection being viewed, the export reminder. Fixed over the page, so they never move the layout;
 * they only ever appear after hydration (the server has none to show). Below a modal: the modal's
 * controls stay reachable.
 */
export function CollectionNotice() {
  const t = useT();
  const problem = useAppSelector(selectCollectionProblem);
  const dispatch = useAppDispatch();
  return (
    <>
      <div className={styles.stack}>
        {problem ? (
          <div className={`${styles.notice} ${styles.danger}`} role="alert" data-testid="collection-notice">
            <p className={styles.text}>{problem}</p>
            <button type="button" className={button} onClick={() => dispatch(collectionProblem(null))}>
              {t('common.ok')}
            </button>
          </div>
        ) : null}
        <SharedView />
      </div>
      {/* The reminder waits in a corner, clear of the page's title and tabs (toasts take the other corner). */}
      <div className={styles.corner}>
        <ExportReminder />
      </div>
    </>
  );
}
