import { Link } from 'react-router-dom';
import { Modal } from 'shared-ui/modal/modal';
import { useT } from '../../messages/catalogue';
import { SettingsForm } from './settings-form';
import styles from './settings-modal.module.css';

/** The settings dialog's contents; loaded on first open (see settings-modal.tsx). */
export default function SettingsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Modal open onClose={onClose} title={t('settings.title')}>
      <SettingsForm />
      <p className={styles.pageLink}>
        {/* replace: the modal's history entry becomes the page, so Back does not reopen it. */}
        <Link to="/settings" replace>
          {t('settings.openPage')}
        </Link>
      </p>
    </Modal>
  );
}
