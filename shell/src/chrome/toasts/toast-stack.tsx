import type { CSSProperties } from 'react';
import { TOAST_GAP_PX, type Toast } from 'shared-domain/toasts/toast-machine';
import { useT } from '../../messages/catalogue';
import styles from './toast-stack.module.css';

/** The toasts' button look, for other notices' buttons (the collection's), so it is one rule. */
export const TOAST_BUTTON_CLASS = styles.action;

interface ToastStackProps {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
  /** The toast's button (Undo) was pressed. */
  onAction?: (toast: Toast) => void;
}

/**
 * The toast pile, newest at the bottom, 8 px apart. Presentational: the phases come from the
 * toast state machine and each phase has its CSS look (wait = transparent, hidden = collapsed).
 * The list is always in the DOM so screen readers register the live region before a toast comes.
 */
export function ToastStack({ toasts, onDismiss, onAction }: ToastStackProps) {
  const t = useT();
  return (
    <section className={styles.region} aria-label={t('toasts.region')}>
      <ol className={styles.list} aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => {
          // A collapsing toast gives its gap back, so the ones below slide up smoothly.
          const style: CSSProperties = { marginTop: toast.phase === 'hidden' || toast.phase === 'removed' ? 0 : TOAST_GAP_PX };
          const leaving = toast.phase === 'hidden' || toast.phase === 'removed';
          return (
            <li
              key={toast.id}
              className={`${styles.item} ${styles[toast.phase] ?? ''}`}
              style={style}
              data-phase={toast.phase}
              aria-hidden={leaving || undefined}
            >
              <div className={styles.toast}>
                <p className={styles.text}>{toast.text}</p>
                {toast.action && onAction ? (
                  <button type="button" className={styles.action} onClick={() => onAction(toast)} tabIndex={leaving ? -1 : undefined}>
                    {toast.action.label}
                  </button>
                ) : null}
                <button
                  type="button"
                  className={styles.dismiss}
                  onClick={() => onDismiss(toast.id)}
                  aria-label={t('toasts.dismiss')}
                  tabIndex={leaving ? -1 : undefined}
                >
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" fill="none" />
                  </svg>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
