import { useId, useState } from 'react';
import type { Collection } from 'shared-domain/collection/collection-model';
import { MAX_COLLECTION_FILE_BYTES, readCollectionFile } from '../../store/collection-file';
import { describePlan, importPlan, type ImportPlan } from 'shared-domain/collection/collection-merge';
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
const MODES = [
  { value: 'merge', label: 'Merge (keep both)' },
  { value: 'replace', label: 'Replace mine' },
] as const;

/** One backup: when it was taken, what it holds, and its Restore (named by both). */
function BackupRow({ backup, onRestore }: { backup: CollectionBackup; onRestore: () => void }) {
  const id = useId();
  return (
    <li className={styles.backupRow}>
      <span id={`${id}-what`} className={styles.backupWhat}>
        Backup kept <DateText value={backup.savedAt} format="long" />: {collectionSize(backup.collection)}.
      </span>
      <Button id={`${id}-restore`} aria-labelledby={`${id}-restore ${id}-what`} onClick={onRestore}>
        Restore
      </Button>
    </li>
  );
}

/**
 * The collection's home in the settings: what is stored and where, export to a file, import with
 * a preview (merge by default; replace keeps a backup first), and restoring any of the backups.
 */
export function CollectionPanel() {
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

  async function pick(file: File | undefined) {
    setPending(null);
    setProblem(null);
    if (!file) return;
    // The size is checked before the file is read: a huge file is refused without loading it.
    let text: string;
    try {
      text = file.size > MAX_COLLECTION_FILE_BYTES ? '' : await readText(file);
    } catch {
      setProblem(`${file.name}: the file could not be read. Your collection is unchanged.`);
      return;
    }
    const read = readCollectionFile(text, file.size);
    if (read.ok) {
      setMode('merge');
      setPending({ incoming: read.collection, fileName: file.name });
    } else setProblem(`${file.name}: ${read.problem} Your collection is unchanged.`);
  }

  function apply() {
    if (!pending || !plan) return;
    dispatch(collectionChanged({ kind: 'import', mode, incoming: pending.incoming, at: new Date().toISOString() }));
    dispatch(
      toastRequested({
        text: `Imported ${pending.fileName}: ${describePlan(plan)}.${mode === 'replace' ? ' Your previous collection is kept as a backup.' : ''}`,
        durationMs: 6000,
      }),
    );
    setPending(null);
  }

  return (
    <section className={styles.panel} aria-labelledby={`${fileId}-title`}>
      <h2 id={`${fileId}-title`} className={styles.title}>
        My collection
      </h2>
      <p className={styles.where} data-testid="collection-where">
        {!ready
          ? 'Reading your collection…'
          : status === 'session-only'
            ? `${collectionSize(collection)} marked, kept for this visit only: this browser does not let the site store it.`
            : `${collectionSize(collection)} marked, stored in this browser only. To move it to another browser, export it here and import the file there.`}
      </p>
      <div className={styles.row}>
        <Button variant="primary" disabled={!ready} onClick={() => exportToFile(collection, dispatch)}>
          Export collection
        </Button>
        <Button
          disabled={!ready}
          onClick={() => {
            void shareLinkOf(collection).then(async (link) => {
              const copied = await copyText(link);
              setShare({ link, copied });
              if (copied) dispatch(toastRequested({ text: 'Share link copied. It shows your collection, read-only.', durationMs: 4000 }));
            });
          }}
        >
          Copy share link
        </Button>
        <label className={styles.file} htmlFor={fileId}>
          Import a file…
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
            {share.copied
              ? 'Copied: anyone with this link sees your collection, read-only.'
              : 'Copy this link to share your collection, read-only:'}{' '}
            <span className={styles.muted}>({share.link.length.toLocaleString('en-US')} characters; nothing is stored on a server)</span>
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
        <div className={styles.preview} role="group" aria-label="Import preview">
          <p className={styles.previewTitle}>
            {pending.fileName} holds {collectionSize(pending.incoming)}.
          </p>
          <ChoiceGroup legend="How to import" value={mode} options={MODES} onChange={setMode} />
          <p data-testid="import-plan" aria-live="polite">
            This import {describePlan(plan)}.
            {mode === 'replace' ? ' Your current collection is kept as a backup you can restore.' : ' Nothing you marked is lost.'}
          </p>
          <div className={styles.row}>
            <Button variant="primary" onClick={apply}>
              {mode === 'replace' ? 'Replace my collection' : 'Merge into my collection'}
            </Button>
            <Button onClick={() => setPending(null)}>Cancel</Button>
          </div>
        </div>
      ) : null}

      {ready && backups.length > 0 ? (
        <section className={styles.backup} aria-labelledby={`${fileId}-backups`}>
          <h3 id={`${fileId}-backups`} className={styles.backupTitle}>
            Backups
          </h3>
          <p className={styles.muted}>The last {MAX_BACKUPS} collections a replace or a restore took the place of, newest first.</p>
          <ul className={styles.backupList}>
            {backups.map((backup) => (
              <BackupRow
                key={backup.savedAt}
                backup={backup}
                onRestore={() => {
                  dispatch(collectionChanged({ kind: 'restore-backup', savedAt: backup.savedAt, at: new Date().toISOString() }));
                  dispatch(toastRequested({ text: 'Backup restored. The collection it replaced is kept as a backup.', durationMs: 6000 }));
                }}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
