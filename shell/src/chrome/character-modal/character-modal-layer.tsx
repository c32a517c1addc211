import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { CharacterQuery } from 'shared-domain/routing/character-query';
import type { AppStore } from 'shared-domain/store/app-store';
import { CharacterModalFrame } from 'shared-ui/modal/character-modal-frame';
import { loadCharacterModalBody, resetCharacterModalBody, type CharacterModalBody } from '../../federation/character-modal-loader';
import { UnavailableMessage } from '../../federation/remote-unavailable';
import { SectionErrorBoundary } from '../../federation/section-error-boundary';
import { installBaseApi } from '../../store/install-base-api';
import { removeServerModalWhenShown } from '../../delivery/server-modal';
import { useT } from '../../messages/catalogue';
import { sectionTitle } from 'shared-domain/federation/sections';
import { useLocale } from 'shared-ui/i18n/locale-context';
import styles from './character-modal.module.css';

type LoadState = { status: 'loading' } | { status: 'ready'; Body: CharacterModalBody } | { status: 'error'; message: string };

/** The remote's body, with the remote's failures (down, old, throwing) kept inside the dialog. */
function RemoteBody({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const store = useStore() as AppStore;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    // The body's queries need the shared RTK Query api, as a section's pages do.
    Promise.all([loadCharacterModalBody(), installBaseApi(store)]).then(
      ([Body]) => live && setState({ status: 'ready', Body }),
      (error: unknown) => {
        console.error('[shell] the character modal failed to load', error);
        if (live) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, store]);

  const retry = useCallback(async () => {
    setState({ status: 'loading' });
    await resetCharacterModalBody();
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'loading') {
    return (
      // Busy: the copy from the server (or the card opened for the tap) stays until the body is here.
      <div className={styles.loading} role="status" aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" /> {t('characterModal.loading')}
      </div>
    );
  }
  if (state.status === 'error')
    return <UnavailableMessage level={3} title={sectionTitle('characters', locale)} detail={state.message} onRetry={retry} />;
  const { Body } = state;
  return (
    <SectionErrorBoundary level={3} title={t('characterModal.subject')} onRetry={retry} resetKey={String(id)}>
      <Body id={id} onClose={onClose} />
    </SectionErrorBoundary>
  );
}

/** The shared frame around the remote's body; this chunk loads on the first `?character`. */
export default function CharacterModalLayer({
  character,
  onClose,
  closing,
}: {
  character: CharacterQuery;
  onClose: () => void;
  closing: boolean;
}) {
  // Before its paint: the page's dialog is the one dialog from the moment it is there.
  useLayoutEffect(() => removeServerModalWhenShown(), []);
  return (
    <CharacterModalFrame character={character} onClose={onClose} closing={closing}>
      {(id) => <RemoteBody id={id} onClose={onClose} />}
    </CharacterModalFrame>
  );
}
