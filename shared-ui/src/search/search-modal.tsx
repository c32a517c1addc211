import type { ReactNode } from 'react';
import { Button } from '../controls/button';
import { useT } from 'shared-ui/messages/catalogue';
import { Modal } from 'shared-ui/modal/modal';
import styles from './search.module.css';

interface SearchModalProps {
  open: boolean;
  onClose: () => void;
  /** Clears every criterion (the criteria live with the page, not here). */
  onReset: () => void;
  /** e.g. 'Prayer Search and Filter'; by default 'Advanced Search'. */
  title?: ReactNode;
  children: ReactNode;
}

/**
 * The advanced-search frame of the list pages: the shared modal (focus kept inside, Escape / X /
 * backdrop close, focus back to the opener) with the fields as children and Reset and Close in a
 * footer that stays in view while the fields scroll. Criteria apply as they change.
 */
export function SearchModal({ open, onClose, onReset, title, children }: SearchModalProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={title ?? t('search.advanced')} className={styles.modalWide}>
      <div role="search">{children}</div>
      <div className={styles.modalFooter}>
        <Button onClick={onReset}>{t('search.reset')}</Button>
        <Button variant="primary" onClick={onClose}>
          {t('modal.close')}
        </Button>
      </div>
    </Modal>
  );
}
