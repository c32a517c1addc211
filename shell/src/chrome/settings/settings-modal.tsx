import { lazy, Suspense } from 'react';
import { useModalLayer } from 'shared-ui/hooks/use-modal-layer';
import { SETTINGS_MODAL_ID } from '../nav/nav-items';

// The dialog, its form and the modal component load on first open: none of it is initial JS.
const SettingsDialog = lazy(() => import('./settings-dialog'));

/** The navbar's settings dialog: the same form as /settings, in a history-backed modal. */
export function SettingsModal() {
  const { isOpen, close } = useModalLayer(SETTINGS_MODAL_ID);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDialog onClose={close} />
    </Suspense>
  );
}
