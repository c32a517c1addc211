import { useId, useState } from 'react';
import type { Collection } from 'shared-domain/collection/collection-model';
import { MAX_COLLECTION_FILE_BYTES, readCollectionFile } from '../../store/collection-file';
import { importPlan, type ImportPlan } from 'shared-domain/collection/collection-merge';
import { MAX_BACKUPS, type CollectionBackup } from 'shared-domain/collection/collection-change';
import {
  collectionChanged,
  selectCollection,
  selectCollectionBackups,
  selectCollectionStatus,
} from 'shared-domain/collection/collection-slice';
import { toastRequested } from 'shared-domain/toasts/toasts-slice';
import { Button } from 'shared-ui/controls/button';
import { ChoiceGroup } from 'shared-ui/controls/choice-group';
import { useAppDispatch, useAppSelector } from 'shared-ui/hooks/store-hooks';
import { useAfterHydration } from 'shared-ui/hooks/use-collection';
import { DateText } from 'shared-ui/time/date-text';
import { useT, type ShellT } from '../../messages/catalogue';
import { richText } from '../../messages/rich-text';
import { exportToFile } from './collection-export';
import { collectionSize } from './collection-size';
import styles from './collection-panel.module.css';

/** Copies the share link; the codec loads on first use (it is no part of the page's first visit). */
async function shareLinkOf(collection: Collection): Promise<string> {
  const { encodeShare, shareLink } = await import(/* webpackChunkName: "collection-share" */ '../../store/collection-share');
  return shareLink(window.location.origin, await encodeShare(collection));
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** FileReader rather than Blob.text(): every browser the site supports has it, and so does jsdom. */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

type Pending = { incoming: Collection; fileName: string };

/** What an import does, in numbers ('adds 3, changes 0, removes 1'). */
const planText = (plan: ImportPlan, t: ShellT) => t('collection.plan', { adds: plan.adds, changes: plan.changes, removes: plan.removes });

/** One backup: when it was taken, what it holds, and its Restore (named by both). */
function BackupRow({ backup, onRestore }: { backup: CollectionBackup; onRestore: () => void }) {
  const id = useId();
  const t = useT();
  return (
    <li className={styles.backupRow}>
      <span id={`${id}-what`} className={styles.backupWhat}>
        {richText(
          t,
          'collection.backupKept',
          { date: <DateText value={backup.savedAt} format="long" /> },
          { size: collectionSize(backup.collection, t) },
        )}
      </span>
      <Button id={`${id}-restore`} aria-labelledby={`${id}-restore ${id}-what`} onClick={onRestore}>
        {t('collection.restore')}
      </Button>
    </li>
  );
}

/**
 * The collection's home in the settings: what is stored and where, export to a file, import with
 * a preview (merge by default; replace keeps a backup first), and restoring any of the backups.
 */
export function CollectionPanel() {
  const t = useT();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectCollectionStatus);
  const collection = useAppSelector(selectCollection);
  const backups = useAppSelector(selectCollectionBackups);
  const [pending, setPending] = useState<Pending | null>(null);
  const [mode, setMode] = useState<'merge' | 'replace'>('merge');
  const [problem, setProblem] = useState<string | null>(null);
  const [share, setShare] = useState<{ link: string; copied: boolean } | null>(null);
  const fileId = useId();
  const ready = useAfterHydration((s) => selectCollectionStatus(s) !== 'loading', false);
  const plan: ImportPlan | null = pending ? importPlan(collection, pending.incoming, mode) : null;
  const modes = [
    { value: 'merge', label: t('collection.merge') },
    { value: 'replace', label: t('collection.replace') },
  ] as const;

  async function pick(file: File | undefined) {
    setPending(null);
    setProblem(null);
    if (!file) return;
    // The size is checked before the file is read: a huge file is refused without loading it.
    let text: string;
    try {
      text = file.size > MAX_COLLECTION_FILE_BYTES ? '' : await readText(file);
    } catch {
      setProblem(t('collection.unreadable', { file: file.name }));
      return;
    }
    const read = readCollectionFile(text, file.size);
    if (read.ok) {
      setMode('merge');
      setPending({ incoming: read.collection, fileName: file.name });
    } else setProblem(t('collection.fileProblem', { file: file.name, problem: read.problem }));
  }

  function apply() {
    if (!pending || !plan) return;
    dispatch(collectionChanged({ kind: 'import', mode, incoming: pending.incoming, at: new Date().toISOString() }));
    dispatch(
      toastRequested({
        text:
          t('collection.imported', { file: pending.fileName, plan: planText(plan, t) }) +
          (mode === 'replace' ? t('collection.previousKept') : ''),
        durationMs: 6000,
      }),
    );
    setPending(null);
  }

  return (
    // Busy while the stored collection is read: its controls are disabled until then.
    <section className={styles.panel} aria-labelledby={`${fileId}-title`} aria-busy={!ready}>
      <h2 id={`${fileId}-title`} className={styles.title}>
        {t('collection.title')}
      </h2>
      <p className={styles.where} data-testid="collection-where">
        {!ready
          ? t('collection.reading')
          : t(status === 'session-only' ? 'collection.sessionOnly' : 'collection.stored', { size: collectionSize(collection, t) })}
      </p>
      <div className={styles.row}>
        <Button variant="primary" disabled={!ready} onClick={() => exportToFile(collection, dispatch)}>
          {t('collection.exportCollection')}
        </Button>
        <Button
          disabled={!ready}
          onClick={() => {
            void shareLinkOf(collection).then(async (link) => {
              const copied = await copyText(link);
              setShare({ link, copied });
              if (copied) dispatch(toastRequested({ text: t('collection.shareLinkCopied'), durationMs: 4000 }));
            });
          }}
        >
          {t('collection.copyShareLink')}
        </Button>
        <label className={styles.file} htmlFor={fileId}>
          {t('collection.importFile')}
        </label>
        <input
          id={fileId}
          className={styles.fileInput}
          type="file"
          accept=".json,application/json"
          disabled={!ready}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>

      {share ? (
        <div className={styles.share}>
          <label htmlFor={`${fileId}-share`}>
            {share.copied ? t('collection.linkCopied') : t('collection.copyLink')}{' '}
            <span className={styles.muted}>{t('collection.linkLength', { count: share.link.length })}</span>
          </label>
          <input id={`${fileId}-share`} className={styles.shareLink} readOnly value={share.link} onFocus={(e) => e.target.select()} />
        </div>
      ) : null}

      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}

      {pending && plan ? (
        <div className={styles.preview} role="group" aria-label={t('collection.importPreview')}>
          <p className={styles.previewTitle}>
            {t('collection.fileHolds', { file: pending.fileName, size: collectionSize(pending.incoming, t) })}
          </p>
          <ChoiceGroup legend={t('collection.howToImport')} value={mode} options={modes} onChange={setMode} />
          <p data-testid="import-plan" aria-live="polite">
            {t('collection.thisImport', { plan: planText(plan, t) })}
            {mode === 'replace' ? t('collection.currentKept') : t('collection.nothingLost')}
          </p>
          <div className={styles.row}>
            <Button variant="primary" onClick={apply}>
              {mode === 'replace' ? t('collection.replaceMine') : t('collection.mergeIntoMine')}
            </Button>
            <Button onClick={() => setPending(null)}>{t('common.cancel')}</Button>
          </div>
        </div>
      ) : null}

      {ready && backups.length > 0 ? (
        <section className={styles.backup} aria-labelledby={`${fileId}-backups`}>
          <h3 id={`${fileId}-backups`} className={styles.backupTitle}>
            {t('collection.backups')}
          </h3>
          <p className={styles.muted}>{t('collection.backupsHint', { count: MAX_BACKUPS })}</p>
          <ul className={styles.backupList}>
            {backups.map((backup) => (
              <BackupRow
                key={backup.savedAt}
                backup={backup}
                onRestore={() => {
                  dispatch(collectionChanged({ kind: 'restore-backup', savedAt: backup.savedAt, at: new Date().toISOString() }));
                  dispatch(toastRequested({ text: t('collection.backupRestored'), durationMs: 6000 }));
                }}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
